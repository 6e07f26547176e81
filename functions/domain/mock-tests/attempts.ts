import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { AnswerInput, AnswerSaved, AttemptView } from '#shared/attempts.js';
import { fromHundredths, type StudentQuestion } from '#shared/mock-tests.js';
import { cancellationCodes, db, isConditionFailure, tableName, transactWrite } from '#lib/db.js';
import { countMetric } from '#lib/metrics.js';
import { Conflict, NotFound } from '#lib/errors.js';
import { playbackUrl } from '#lib/media-urls.js';
import {
  attemptKeys,
  graceEndsAtMs,
  isOverdue,
  ownAttempt,
  readAttempt,
  toLatestAttempt,
  type AttemptRecord,
} from './attempt-records.js';
import { finishAttempt } from './attempt-finish.js';
import { toQuestionRecord } from './question-records.js';
import { assertSeriesAccess, type SeriesOpenCheck } from './series-access.js';
import { loadTestPartition, type TestRecord } from './tests.js';

/** The questions in the test's order, as a student may see them before the attempt is over. */
export async function studentQuestions(
  test: TestRecord,
  questionItems: Map<string, Record<string, unknown>>,
): Promise<StudentQuestion[]> {
  const placed = test.sections.flatMap((section) =>
    section.questionIds.filter((id) => questionItems.has(id)).map((id) => ({ id, sectionId: section._id })),
  );
  return Promise.all(
    placed.map(async ({ id, sectionId }): Promise<StudentQuestion> => {
      const question = toQuestionRecord(questionItems.get(id)!);
      return {
        _id: id,
        sectionId,
        ...(question.textEn ? { textEn: question.textEn } : {}),
        ...(question.textGu ? { textGu: question.textGu } : {}),
        optionsEn: question.optionsEn,
        optionsGu: question.optionsGu,
        ...(question.imageKey ? { imageUrl: await playbackUrl(question.imageKey) } : {}),
      };
    }),
  );
}

function toView(attempt: AttemptRecord, test: TestRecord, questions: StudentQuestion[]): AttemptView {
  const asked = new Set(attempt.questionIds);
  return {
    _id: attempt.id,
    testId: test.id,
    seriesId: test.seriesId,
    title: test.title,
    ...(test.titleGu ? { titleGu: test.titleGu } : {}),
    status: attempt.status,
    startedAt: attempt.startedAt,
    endsAt: attempt.endsAt,
    serverTime: new Date().toISOString(),
    durationMinutes: test.durationMinutes,
    marksCorrect: fromHundredths(test.marksCorrectHundredths),
    marksWrong: fromHundredths(test.marksWrongHundredths),
    marksBlank: fromHundredths(test.marksBlankHundredths),
    sections: test.sections.map((section) => ({
      _id: section._id,
      title: section.title,
      ...(section.titleGu ? { titleGu: section.titleGu } : {}),
      questionIds: section.questionIds.filter((id) => asked.has(id)),
    })),
    questions: questions.filter((question) => asked.has(question._id)),
    answers: attempt.answers,
    ...(attempt.currentQuestionId ? { currentQuestionId: attempt.currentQuestionId } : {}),
    ranked: attempt.ranked,
  };
}

/** When a test may be started: published, opened, not closed. */
function assertOpen(test: TestRecord, now: number): void {
  if (!test.published) throw new NotFound('test_not_found');
  if (test.opensAt && Date.parse(test.opensAt) > now) throw new Conflict('test_not_open_yet');
  if (test.closesAt && Date.parse(test.closesAt) <= now) throw new Conflict('test_closed');
}

/**
 * Starts the student's attempt, or answers the one they have running (a reload, another device, a
 * double click: all the same attempt, the same endsAt). One attempt per test unless the test allows
 * more; the first is ranked, later ones are practice.
 */
export async function startAttempt(userId: string, testId: string, seriesOpen?: SeriesOpenCheck): Promise<AttemptView> {
  const { test, questionItems } = await loadTestPartition(testId);
  await assertSeriesAccess(userId, test.seriesId, seriesOpen);
  for (let round = 0; round < 3; round++) {
    const latestItem = (
      await db().send(
        new GetCommand({ TableName: tableName(), Key: attemptKeys.latest(userId, testId), ConsistentRead: true }),
      )
    ).Item;
    const latest = latestItem ? toLatestAttempt(latestItem) : undefined;
    if (latest?.status === 'running') {
      let attempt = await readAttempt(latest.attemptId);
      if (attempt && isOverdue(attempt)) attempt = await finishAttempt(attempt, 'server', { test, questionItems });
      if (attempt?.status === 'running') return toView(attempt, test, await studentQuestions(test, questionItems));
      if (!test.allowReattempts) throw new Conflict('attempt_already_submitted');
      continue;
    }
    if (latest && !test.allowReattempts) throw new Conflict('attempt_already_submitted');
    const now = Date.now();
    assertOpen(test, now);
    const attempt = newAttempt(userId, test, now, latest?.attempts ?? 0);
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...attemptKeys.item(attempt.id),
              entity: 'Attempt',
              ...attempt,
              graceEndsAtMs: graceEndsAtMs(attempt.endsAt),
              ...attemptKeys.running(attempt.endsAt, attempt.id),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...attemptKeys.latest(userId, testId),
              entity: 'LatestAttempt',
              testId,
              seriesId: test.seriesId,
              attemptId: attempt.id,
              firstAttemptId: latest?.firstAttemptId ?? attempt.id,
              attempts: attempt.number,
              status: 'running',
              startedAt: attempt.startedAt,
              endsAt: attempt.endsAt,
            },
            // Another device may have started one a moment ago: then that one is the attempt.
            ConditionExpression: latest ? 'attempts = :seen AND #status = :submitted' : 'attribute_not_exists(pk)',
            ...(latest
              ? {
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':seen': latest.attempts, ':submitted': 'submitted' },
                }
              : {}),
          },
        },
      ]);
      countMetric('AttemptsStarted');
      return toView(attempt, test, await studentQuestions(test, questionItems));
    } catch (error) {
      if (cancellationCodes(error)[1] !== 'ConditionalCheckFailed') throw error;
    }
  }
  throw new Conflict('test_changed');
}

function newAttempt(userId: string, test: TestRecord, now: number, earlierAttempts: number): AttemptRecord {
  const byDuration = now + test.durationMinutes * 60_000;
  const endsAt = new Date(test.closesAt ? Math.min(byDuration, Date.parse(test.closesAt)) : byDuration).toISOString();
  const questionIds = test.sections.flatMap((section) => section.questionIds);
  return {
    id: ulid(now),
    testId: test.id,
    seriesId: test.seriesId,
    userId,
    number: earlierAttempts + 1,
    ranked: earlierAttempts === 0,
    status: 'running',
    startedAt: new Date(now).toISOString(),
    endsAt,
    questionIds,
    answers: {},
    ...(questionIds[0] ? { currentQuestionId: questionIds[0] } : {}),
  };
}

/** The attempt as its screen needs it, on any device; one whose time is over is finished first. */
export async function attemptView(userId: string, attemptId: string): Promise<AttemptView> {
  let attempt = await ownAttempt(userId, attemptId);
  const paper = await loadTestPartition(attempt.testId);
  if (isOverdue(attempt)) attempt = await finishAttempt(attempt, 'server', paper);
  const { test, questionItems } = paper;
  return toView(attempt, test, await studentQuestions(test, questionItems));
}

/**
 * Saves one answer: one UpdateItem of the attempt, taken only while the attempt runs and its time
 * (with the grace for a save in flight) is not over, for a question of this attempt. A refused save
 * says why: someone else's attempt or no such question is 404, an attempt over is 409 attempt_over
 * (attempt_ended_by_refund when a refund of the series ended it).
 */
export async function saveAnswer(
  userId: string,
  attemptId: string,
  questionId: string,
  answer: AnswerInput,
): Promise<AnswerSaved> {
  const now = Date.now();
  const savedAt = new Date(now).toISOString();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: attemptKeys.item(attemptId),
        UpdateExpression: 'SET answers.#question = :answer, currentQuestionId = :question, updatedAt = :now',
        ConditionExpression:
          'userId = :user AND #status = :running AND graceEndsAtMs >= :nowMs AND contains(questionIds, :question)',
        ExpressionAttributeNames: { '#question': questionId, '#status': 'status' },
        ExpressionAttributeValues: {
          ':answer': {
            option: answer.option,
            markedForReview: answer.markedForReview,
            timeSpentSeconds: answer.timeSpentSeconds,
          },
          ':question': questionId,
          ':now': savedAt,
          ':user': userId,
          ':running': 'running',
          ':nowMs': now,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const attempt = await readAttempt(attemptId);
    if (!attempt || attempt.userId !== userId) throw new NotFound('attempt_not_found');
    if (!attempt.questionIds.includes(questionId)) throw new NotFound('question_not_found');
    throw new Conflict(attempt.finishedBy === 'refund' ? 'attempt_ended_by_refund' : 'attempt_over');
  }
  return { savedAt, serverTime: new Date().toISOString() };
}
