import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, isConditionFailure, queryAll, tableName, transactWrite } from '#lib/db.js';
import { logger } from '#lib/logger.js';
import { markingOf, scoredQuestionsOf } from './attempt-finish.js';
import { attemptKeys, toAttemptRecord, type AttemptRecord } from './attempt-records.js';
import { histogramMove } from './score-histogram.js';
import { scoreAttempt } from './scoring.js';
import { loadTestPartition, type TestRecord } from './tests.js';

const RESCORE_AT_ONCE = 8;

/**
 * After the answer key of a published test changed (a corrected option, a dropped question): every
 * finished attempt is scored again by the key as it is now. Each changed score moves in one
 * transaction with its place in the histogram, on condition that the score is still the one read, so
 * running this twice, or beside an attempt finishing, counts every attempt once.
 */
export async function rescoreTest(testId: string): Promise<{ attempts: number; changed: number }> {
  const { test, questionItems } = await loadTestPartition(testId);
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :test',
    ExpressionAttributeValues: { ':test': attemptKeys.testPartition(testId) },
  });
  const queue = items.map(toAttemptRecord).filter((attempt) => attempt.status === 'submitted');
  const total = queue.length;
  let changed = 0;
  await Promise.all(
    Array.from({ length: RESCORE_AT_ONCE }, async () => {
      for (let attempt = queue.shift(); attempt; attempt = queue.shift()) {
        if (await rescoreAttempt(attempt, test, questionItems)) changed++;
      }
    }),
  );
  return { attempts: total, changed };
}

async function rescoreAttempt(
  attempt: AttemptRecord,
  test: TestRecord,
  questionItems: Map<string, Record<string, unknown>>,
): Promise<boolean> {
  const { total } = scoreAttempt(markingOf(test), scoredQuestionsOf(attempt, test, questionItems), attempt.answers);
  const before = attempt.scoreHundredths;
  if (
    before === undefined ||
    (before === total.scoreHundredths && attempt.maxScoreHundredths === total.maxScoreHundredths)
  )
    return false;
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: attemptKeys.item(attempt.id),
          UpdateExpression: 'SET scoreHundredths = :score, maxScoreHundredths = :max, rescoredAt = :now',
          ConditionExpression: 'scoreHundredths = :before',
          ExpressionAttributeValues: {
            ':score': total.scoreHundredths,
            ':max': total.maxScoreHundredths,
            ':now': new Date().toISOString(),
            ':before': before,
          },
        },
      },
      ...(attempt.ranked && before !== total.scoreHundredths
        ? [histogramMove(test.id, attempt.id, before, total.scoreHundredths)]
        : []),
    ]);
  } catch (error) {
    // Scored again by another run meanwhile: that run moved it.
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
  // The student's list shows the latest attempt's score: this one's, if it is still the latest.
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: attemptKeys.latest(attempt.userId, attempt.testId),
        UpdateExpression: 'SET scoreHundredths = :score',
        ConditionExpression: 'attemptId = :id',
        ExpressionAttributeValues: { ':score': total.scoreHundredths, ':id': attempt.id },
      }),
    )
    .catch((error: unknown) => {
      if (!isConditionFailure(error))
        logger.warn('Could not update the latest attempt after re-scoring', {
          attemptId: attempt.id,
          error: String(error),
        });
    });
  return true;
}
