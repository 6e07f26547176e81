import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ANSWER_GRACE_SECONDS, type AttemptFinish, type AttemptStatus, type SavedAnswer } from '#shared/attempts.js';
import { db, tableName } from '#lib/db.js';
import { NotFound } from '#lib/errors.js';

/**
 * A student's attempt, one item that holds its clock and every saved answer (a save is one UpdateItem
 * of it, conditional on the attempt still running and its time not over):
 *   ATTEMPT#<attemptId> / ATTEMPT   { testId, seriesId, userId, startedAt, endsAt, graceEndsAtMs, questionIds,
 *                                     answers: { <questionId>: { option, markedForReview, timeSpentSeconds } },
 *                                     currentQuestionId, ranked, number, status, score..., refundedAt (attempt-withdraw.ts) }
 *     gsi2 ATTEMPTS#running / <endsAt>#<id> while it runs: what the finaliser walks;
 *     gsi1 TESTATTEMPTS#<testId> / <submittedAt>#<id> once finished: a test's results, for re-scoring.
 * And under the student, their latest attempt at each test (which makes a second start find the first):
 *   USER#<userId> / TESTATTEMPT#<testId>   { attemptId, firstAttemptId, attempts, status, startedAt, endsAt, submittedAt, score, refundedAt }
 */
export const attemptKeys = {
  item: (attemptId: string) => ({ pk: `ATTEMPT#${attemptId}`, sk: 'ATTEMPT' }),
  latest: (userId: string, testId: string) => ({ pk: `USER#${userId}`, sk: `TESTATTEMPT#${testId}` }),
  latestPrefix: 'TESTATTEMPT#',
  running: (endsAt: string, attemptId: string) => ({ gsi2pk: RUNNING_PARTITION, gsi2sk: `${endsAt}#${attemptId}` }),
  testPartition: (testId: string) => `TESTATTEMPTS#${testId}`,
};
export const RUNNING_PARTITION = 'ATTEMPTS#running';

export interface AttemptRecord {
  id: string;
  testId: string;
  seriesId: string;
  userId: string;
  number: number;
  ranked: boolean;
  status: AttemptStatus;
  startedAt: string;
  endsAt: string;
  questionIds: string[];
  answers: Record<string, SavedAnswer>;
  currentQuestionId?: string;
  /** The last save's time: finishing is conditional on it, so a save that lands meanwhile is scored. */
  updatedAt?: string;
  submittedAt?: string;
  finishedBy?: AttemptFinish;
  scoreHundredths?: number;
  maxScoreHundredths?: number;
  /** When the score was last worked out again after the answer key changed. */
  rescoredAt?: string;
  /** When a refund of the series took the student's access: the attempt is not ranked and shows no solutions. */
  refundedAt?: string;
}

export function toAttemptRecord(item: Record<string, unknown>): AttemptRecord {
  return {
    id: item.id as string,
    testId: item.testId as string,
    seriesId: item.seriesId as string,
    userId: item.userId as string,
    number: (item.number as number | undefined) ?? 1,
    ranked: item.ranked === true,
    status: item.status as AttemptStatus,
    startedAt: item.startedAt as string,
    endsAt: item.endsAt as string,
    questionIds: (item.questionIds as string[] | undefined) ?? [],
    answers: (item.answers as Record<string, SavedAnswer> | undefined) ?? {},
    ...(item.currentQuestionId ? { currentQuestionId: item.currentQuestionId as string } : {}),
    ...(item.updatedAt ? { updatedAt: item.updatedAt as string } : {}),
    ...(item.submittedAt ? { submittedAt: item.submittedAt as string } : {}),
    ...(item.finishedBy ? { finishedBy: item.finishedBy as AttemptFinish } : {}),
    ...(typeof item.scoreHundredths === 'number' ? { scoreHundredths: item.scoreHundredths } : {}),
    ...(typeof item.maxScoreHundredths === 'number' ? { maxScoreHundredths: item.maxScoreHundredths } : {}),
    ...(item.rescoredAt ? { rescoredAt: item.rescoredAt as string } : {}),
    ...(item.refundedAt ? { refundedAt: item.refundedAt as string } : {}),
  };
}

/** The moment after which no save is taken: endsAt plus the grace for the last save in flight. */
export const graceEndsAtMs = (endsAt: string) => Date.parse(endsAt) + ANSWER_GRACE_SECONDS * 1000;

/** Running, but its time (with the grace) is over: the server finishes it. */
export const isOverdue = (attempt: AttemptRecord, now = Date.now()) =>
  attempt.status === 'running' && now > graceEndsAtMs(attempt.endsAt);

export async function readAttempt(attemptId: string): Promise<AttemptRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: attemptKeys.item(attemptId), ConsistentRead: true }),
  );
  return Item ? toAttemptRecord(Item) : undefined;
}

/** The student's own attempt; anyone else's is 404, as if it did not exist. */
export async function ownAttempt(userId: string, attemptId: string): Promise<AttemptRecord> {
  const attempt = await readAttempt(attemptId);
  if (!attempt || attempt.userId !== userId) throw new NotFound('attempt_not_found');
  return attempt;
}

export interface LatestAttempt {
  testId: string;
  attemptId: string;
  firstAttemptId: string;
  attempts: number;
  status: AttemptStatus;
  startedAt?: string;
  endsAt?: string;
  submittedAt?: string;
  scoreHundredths?: number;
  maxScoreHundredths?: number;
  /** A refund of the series took the student's access: no rank is shown for this test. */
  refundedAt?: string;
}

export function toLatestAttempt(item: Record<string, unknown>): LatestAttempt {
  return {
    testId: item.testId as string,
    attemptId: item.attemptId as string,
    firstAttemptId: item.firstAttemptId as string,
    attempts: item.attempts as number,
    status: item.status as AttemptStatus,
    ...(item.startedAt ? { startedAt: item.startedAt as string } : {}),
    ...(item.endsAt ? { endsAt: item.endsAt as string } : {}),
    ...(item.submittedAt ? { submittedAt: item.submittedAt as string } : {}),
    ...(typeof item.scoreHundredths === 'number' ? { scoreHundredths: item.scoreHundredths } : {}),
    ...(typeof item.maxScoreHundredths === 'number' ? { maxScoreHundredths: item.maxScoreHundredths } : {}),
    ...(item.refundedAt ? { refundedAt: item.refundedAt as string } : {}),
  };
}
