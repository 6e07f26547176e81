import { ANSWER_GRACE_SECONDS, type AttemptFinish } from '#shared/attempts.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, tableName, transactWrite } from '#lib/db.js';
import { countMetric } from '#lib/metrics.js';
import { Conflict } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import {
  attemptKeys,
  isOverdue,
  ownAttempt,
  readAttempt,
  RUNNING_PARTITION,
  toAttemptRecord,
  type AttemptRecord,
} from './attempt-records.js';
import { toQuestionRecord } from './question-records.js';
import { histogramChange } from './score-histogram.js';
import { scoreAttempt, type Marking, type ScoredQuestion } from './scoring.js';
import { loadTestPartition, type TestRecord } from './tests.js';

/** A test with its questions, as one Query of its partition reads it. */
export type Paper = Pick<Awaited<ReturnType<typeof loadTestPartition>>, 'test' | 'questionItems'>;

export const markingOf = (test: TestRecord): Marking => ({
  marksCorrectHundredths: test.marksCorrectHundredths,
  marksWrongHundredths: test.marksWrongHundredths,
  marksBlankHundredths: test.marksBlankHundredths,
});

/** The attempt's questions as they stand in the test now (a revised key scores by the new key). */
export function scoredQuestionsOf(
  attempt: Pick<AttemptRecord, 'questionIds'>,
  test: TestRecord,
  questionItems: Map<string, Record<string, unknown>>,
): ScoredQuestion[] {
  const sectionOf = new Map(
    test.sections.flatMap((section) => section.questionIds.map((id) => [id, section._id] as const)),
  );
  return attempt.questionIds.flatMap((id) => {
    const item = questionItems.get(id);
    if (!item) return [];
    const question = toQuestionRecord(item);
    return [
      {
        id,
        sectionId: sectionOf.get(id) ?? '',
        correctOption: question.correctOption,
        ...(question.topic ? { topic: question.topic } : {}),
      },
    ];
  });
}

/**
 * Ends a running attempt and scores it, in one transaction: the attempt (only if still running and
 * unchanged since read, so a save that lands meanwhile is scored too), the student's latest-attempt
 * entry, and for a ranked attempt its score in the test's histogram. Finishing twice is finishing once.
 */
export async function finishAttempt(
  read: AttemptRecord,
  finishedBy: AttemptFinish,
  paper?: Paper,
): Promise<AttemptRecord> {
  const { test, questionItems } = paper ?? (await loadTestPartition(read.testId));
  let attempt = read;
  for (let round = 0; round < 5; round++) {
    if (attempt.status !== 'running') return attempt;
    const score = scoreAttempt(markingOf(test), scoredQuestionsOf(attempt, test, questionItems), attempt.answers);
    // The time it ended: now, or for an attempt the server finishes, its end.
    const submittedAt =
      finishedBy === 'server'
        ? attempt.endsAt
        : new Date(Math.min(Date.now(), Date.parse(attempt.endsAt) + ANSWER_GRACE_SECONDS * 1000)).toISOString();
    const finished = {
      status: 'submitted',
      submittedAt,
      finishedBy,
      scoreHundredths: score.total.scoreHundredths,
      maxScoreHundredths: score.total.maxScoreHundredths,
    };
    const names = Object.fromEntries(Object.keys(finished).map((name) => [`#${name}`, name]));
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: attemptKeys.item(attempt.id),
            UpdateExpression: `SET ${Object.keys(finished)
              .map((name) => `#${name} = :${name}`)
              .join(', ')}, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk REMOVE gsi2pk, gsi2sk`,
            ConditionExpression:
              '#status = :running AND ' + (attempt.updatedAt ? 'updatedAt = :seen' : 'attribute_not_exists(updatedAt)'),
            ExpressionAttributeNames: names,
            ExpressionAttributeValues: {
              ...Object.fromEntries(Object.entries(finished).map(([name, value]) => [`:${name}`, value])),
              ':gsi1pk': attemptKeys.testPartition(test.id),
              ':gsi1sk': `${submittedAt}#${attempt.id}`,
              ':running': 'running',
              ...(attempt.updatedAt ? { ':seen': attempt.updatedAt } : {}),
            },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: attemptKeys.latest(attempt.userId, attempt.testId),
            UpdateExpression:
              'SET #status = :submitted, scoreHundredths = :score, maxScoreHundredths = :max, submittedAt = :at',
            ConditionExpression: 'attemptId = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':submitted': 'submitted',
              ':score': score.total.scoreHundredths,
              ':max': score.total.maxScoreHundredths,
              ':at': submittedAt,
              ':id': attempt.id,
            },
          },
        },
        ...(attempt.ranked ? [histogramChange(test.id, attempt.id, score.total.scoreHundredths)] : []),
      ]);
      countMetric('AttemptsSubmitted');
      return { ...attempt, ...finished, status: 'submitted', finishedBy };
    } catch (error) {
      if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
      // Finished by someone else meanwhile, or an answer was saved since the read: read it again.
      attempt = (await readAttempt(attempt.id)) ?? attempt;
    }
  }
  throw new Conflict('test_changed');
}

/**
 * The student's Submit, or the screen's at the bell. Submitting a finished attempt answers it as it is,
 * except one a refund of the series ended: that is 409 attempt_ended_by_refund.
 */
export async function submitAttempt(
  userId: string,
  attemptId: string,
  reason: 'student' | 'time',
): Promise<AttemptRecord> {
  const attempt = await ownAttempt(userId, attemptId);
  const finished = await finishAttempt(attempt, isOverdue(attempt) ? 'server' : reason);
  if (finished.finishedBy === 'refund') throw new Conflict('attempt_ended_by_refund');
  return finished;
}

/** At most this many attempts a run of the finaliser takes on; the next run (a minute later) does the rest. */
const FINISH_PER_RUN = 2_000;
const FINISH_AT_ONCE = 8;

/**
 * The scheduled finaliser: attempts whose time and grace are over but that nobody submitted (a closed
 * laptop, a dead battery) are scored, so results and rankings include them within a minute.
 */
export async function finishOverdueAttempts(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - ANSWER_GRACE_SECONDS * 1000).toISOString();
  // One page: what a run does not reach, the next run (a minute later) takes.
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :running AND gsi2sk < :cutoff',
      ExpressionAttributeValues: { ':running': RUNNING_PARTITION, ':cutoff': cutoff },
      Limit: FINISH_PER_RUN,
    }),
  );
  const queue = Items.map((item) => toAttemptRecord(item).id);
  // A test's paper is read once a run, however many of its attempts the bell left behind.
  const papers = new Map<string, Promise<Paper>>();
  const paperOf = (testId: string) => {
    if (!papers.has(testId)) papers.set(testId, loadTestPartition(testId));
    return papers.get(testId)!;
  };
  let finished = 0;
  await Promise.all(
    Array.from({ length: FINISH_AT_ONCE }, async () => {
      for (let id = queue.shift(); id; id = queue.shift()) {
        try {
          const attempt = await readAttempt(id);
          if (attempt && isOverdue(attempt, now)) {
            await finishAttempt(attempt, 'server', await paperOf(attempt.testId));
            finished++;
          }
        } catch (error) {
          logger.error('Could not finish an attempt whose time is over', { attemptId: id, error: String(error) });
        }
      }
    }),
  );
  return finished;
}
