import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ANSWER_GRACE_SECONDS } from '#shared/attempts.js';
import { cancellationCodes, db, isConditionFailure, queryAll, tableName, transactWrite } from '#lib/db.js';
import { attemptKeys, readAttempt, toLatestAttempt } from './attempt-records.js';
import { histogramChange } from './score-histogram.js';

/**
 * A refund of a test series that took the student's access also ends their part in its tests: an
 * attempt still running is finished there and then (`finishedBy: 'refund'`: no score kept, not ranked,
 * no solutions; saves and submits after it are refused), and their ranked first attempts leave the
 * ranking (ranked false, taken out of the score histogram in the same transaction, so the histogram
 * stays equal to the attempts that count). Every attempt it touches, and the student's latest-attempt
 * entry of each test, carries `refundedAt`. Each step is conditional on what it read, so it can run
 * again (after a crash, by the SettleRefunds job) or beside a submit or a re-scoring and count once.
 */
const ROUNDS = 5;

export async function endSeriesAttemptsForRefund(
  userId: string,
  seriesId: string,
  refundedAt: string,
): Promise<{ ended: number; unranked: number }> {
  const entries = (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'seriesId = :series',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': attemptKeys.latestPrefix, ':series': seriesId },
      ConsistentRead: true,
    })
  ).map(toLatestAttempt);
  let ended = 0;
  let unranked = 0;
  for (const entry of entries) {
    if (entry.status === 'running' && (await endRunningAttempt(entry.attemptId, refundedAt))) ended++;
    if (await unrankAttempt(entry.firstAttemptId, refundedAt)) unranked++;
    await markLatest(userId, entry.testId, refundedAt);
  }
  return { ended, unranked };
}

/** Ends a running attempt as ended by the refund (with the student's latest-attempt entry). False when it was not running. */
async function endRunningAttempt(attemptId: string, refundedAt: string): Promise<boolean> {
  for (let round = 0; round < ROUNDS; round++) {
    const attempt = await readAttempt(attemptId);
    if (!attempt || attempt.status !== 'running') return false;
    const submittedAt = new Date(
      Math.min(Date.now(), Date.parse(attempt.endsAt) + ANSWER_GRACE_SECONDS * 1000),
    ).toISOString();
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: attemptKeys.item(attemptId),
            UpdateExpression:
              'SET #status = :submitted, submittedAt = :at, finishedBy = :refund, ranked = :false, refundedAt = :refundedAt, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk REMOVE gsi2pk, gsi2sk',
            ConditionExpression: '#status = :running',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':submitted': 'submitted',
              ':running': 'running',
              ':at': submittedAt,
              ':refund': 'refund',
              ':false': false,
              ':refundedAt': refundedAt,
              ':gsi1pk': attemptKeys.testPartition(attempt.testId),
              ':gsi1sk': `${submittedAt}#${attemptId}`,
            },
          },
        },
        {
          Update: {
            TableName: tableName(),
            Key: attemptKeys.latest(attempt.userId, attempt.testId),
            UpdateExpression:
              'SET #status = :submitted, submittedAt = :at, refundedAt = :refundedAt REMOVE scoreHundredths, maxScoreHundredths',
            ConditionExpression: 'attemptId = :id',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':submitted': 'submitted',
              ':at': submittedAt,
              ':refundedAt': refundedAt,
              ':id': attemptId,
            },
          },
        },
      ]);
      return true;
    } catch (error) {
      // Submitted meanwhile (then it is taken out of the ranking instead): read it again.
      if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
    }
  }
  throw new Error(`Attempt ${attemptId} kept changing while the refund ended it`);
}

/** Takes a finished ranked attempt out of the ranking and its score out of the histogram. False when it was not ranked. */
async function unrankAttempt(attemptId: string, refundedAt: string): Promise<boolean> {
  for (let round = 0; round < ROUNDS; round++) {
    const attempt = await readAttempt(attemptId);
    if (!attempt || !attempt.ranked || attempt.status !== 'submitted') return false;
    const score = attempt.scoreHundredths;
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: attemptKeys.item(attemptId),
            UpdateExpression: 'SET ranked = :false, refundedAt = :refundedAt',
            // Re-scored meanwhile: the histogram holds the new score, so read it again.
            ConditionExpression: `ranked = :true AND #status = :submitted AND ${score === undefined ? 'attribute_not_exists(scoreHundredths)' : 'scoreHundredths = :seen'}`,
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':false': false,
              ':true': true,
              ':submitted': 'submitted',
              ':refundedAt': refundedAt,
              ...(score === undefined ? {} : { ':seen': score }),
            },
          },
        },
        ...(score === undefined ? [] : [histogramChange(attempt.testId, attempt.id, score, -1)]),
      ]);
      return true;
    } catch (error) {
      if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
    }
  }
  throw new Error(`Attempt ${attemptId} kept changing while the refund took it out of the ranking`);
}

/** The student's entry for the test says the refund took it away: no rank is shown for it. */
async function markLatest(userId: string, testId: string, refundedAt: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: attemptKeys.latest(userId, testId),
        UpdateExpression: 'SET refundedAt = :refundedAt',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':refundedAt': refundedAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
