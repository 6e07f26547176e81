import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { DOUBTS_PER_DAY } from '#shared/doubts.js';
import { todayInIndia } from '#shared/india-time.js';
import { db, isConditionFailure, tableName, transactWrite } from '#lib/db.js';
import { RateLimited } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import type { TokenClaims } from '#lib/tokens.js';
import { assertCanWatch } from '../learning/index.js';
import { getVideo } from '../media/index.js';
import { finishedAttemptQuestion } from '../mock-tests/index.js';
import { getUser } from '../users/index.js';
import { doubtKeys, type DoubtRecord, lecturePlace, questionPlace } from './doubt-records.js';
import { assertOwnImage } from './images.js';

/** A day's counter outlives its day by a week, then goes. */
const DAY_COUNTER_SECONDS = 8 * 24 * 3600;

/**
 * Takes one of the student's doubts of the day (India's day), or refuses the 21st with 429. One
 * conditional UpdateItem: DynamoDB applies the updates of one item one after another, so however many
 * arrive at once, no more than the limit pass.
 */
async function takeDailyDoubt(userId: string, now: Date): Promise<() => Promise<void>> {
  const key = doubtKeys.day(userId, todayInIndia(now));
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': DOUBTS_PER_DAY,
          ':ttl': Math.floor(now.getTime() / 1000) + DAY_COUNTER_SECONDS,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const nextDay = new Date(`${todayInIndia(now)}T00:00:00+05:30`).getTime() + 24 * 3600_000;
    throw new RateLimited('doubts_daily_limit', (nextDay - now.getTime()) / 1000);
  }
  // A doubt that could not be saved gives its place back.
  return async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD #count :less',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':less': -1 },
      }),
    );
  };
}

type NewDoubt = Omit<DoubtRecord, 'id' | 'userId' | 'askerName' | 'status' | 'createdAt' | 'sameCount'>;

async function saveDoubt(userId: string, fields: NewDoubt, placeKey: string, now = new Date()): Promise<DoubtRecord> {
  const giveBack = await takeDailyDoubt(userId, now);
  try {
    const asker = await getUser(userId);
    const doubt: DoubtRecord = {
      ...fields,
      id: ulid(now.getTime()),
      userId,
      askerName: asker?.name ?? '',
      status: 'open',
      createdAt: now.toISOString(),
      sameCount: 0,
    };
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...doubtKeys.item(doubt.id),
            ...doubtKeys.queue('open', doubt.createdAt, doubt.id),
            ...doubtKeys.place(placeKey, doubt.createdAt, doubt.id),
            entity: 'Doubt',
            ...doubt,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: { ...doubtKeys.mine(userId, doubt.createdAt, doubt.id), entity: 'MyDoubt', doubtId: doubt.id },
        },
      },
    ]);
    return doubt;
  } catch (error) {
    await giveBack().catch((undo: unknown) =>
      logger.error('A doubt that was not saved still counts in its day', { userId, error: undo }),
    );
    throw error;
  }
}

/** A doubt pinned to a moment of a lecture of a course the student is enrolled in. */
export async function askOnLecture(
  user: TokenClaims,
  courseId: string,
  videoId: string,
  input: { text: string; atSeconds: number; imageKey?: string | undefined },
): Promise<DoubtRecord> {
  const course = await assertCanWatch(user, courseId);
  const video = await getVideo(course._id, videoId);
  if (input.imageKey) await assertOwnImage(user.userId, input.imageKey);
  return saveDoubt(
    user.userId,
    {
      place: 'lecture',
      courseId: course._id,
      courseTitle: course.title,
      videoId: video._id,
      atSeconds: Math.floor(input.atSeconds),
      title: video.title,
      text: input.text,
      ...(input.imageKey ? { imageKey: input.imageKey } : {}),
    },
    lecturePlace(course._id, video._id),
  );
}

/** A doubt on a question of the student's own attempt, once it is finished. */
export async function askOnQuestion(
  userId: string,
  attemptId: string,
  questionId: string,
  input: { text: string },
): Promise<DoubtRecord> {
  const question = await finishedAttemptQuestion(userId, attemptId, questionId);
  return saveDoubt(
    userId,
    {
      place: 'question',
      attemptId,
      testId: question.testId,
      seriesId: question.seriesId,
      questionId,
      questionNumber: question.questionNumber,
      title: question.title,
      text: input.text,
    },
    questionPlace(question.testId, questionId),
  );
}
