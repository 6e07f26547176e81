import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isWatched, type CourseProgress, type ProgressInput, type VideoProgress } from '#shared/progress.js';
import { batchGetAll, db, queryPrefix, tableName } from '#lib/db.js';
import { RateLimited } from '#lib/errors.js';
import { courseKeys } from '../catalogue/index.js';

/**
 * Lecture progress, kept under the student so the dashboard is one Query for all their courses:
 *   USER#<userId> / PROGRESS#<courseId>#<videoId>   { courseId, videoId, position, duration, watched, updatedAt }
 * and one write-rate marker per student:
 *   USER#<userId> / PROGRESS_RATE                   { lastWriteAt (epoch ms) }
 * (its sort key does not start with PROGRESS#, so the progress queries never see it).
 */
export const progressKeys = {
  prefix: 'PROGRESS#',
  coursePrefix: (courseId: string) => `PROGRESS#${courseId}#`,
  item: (userId: string, courseId: string, videoId: string) => ({
    pk: `USER#${userId}`,
    sk: `PROGRESS#${courseId}#${videoId}`,
  }),
  rate: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROGRESS_RATE' }),
};

/** At most one progress write per student in this window (the player saves every 10 s). */
export const PROGRESS_WRITE_INTERVAL_MS = 2000;

function toVideoProgress(item: Record<string, unknown>): VideoProgress {
  return {
    videoId: item.videoId as string,
    position: item.position as number,
    duration: item.duration as number,
    watched: item.watched === true,
    updatedAt: item.updatedAt as string,
  };
}

/**
 * What the player sent, measured against the lecture: the video's stored duration wins (a client's
 * `{position: 86400, duration: 86400}` must not mark a five-minute lecture watched); the client's only
 * stands in when the record has none; a position past the end is the end.
 */
export function trustedProgress(sent: ProgressInput, storedDuration: number | undefined): ProgressInput {
  const duration = storedDuration !== undefined && storedDuration > 0 ? storedDuration : sent.duration;
  return { position: Math.min(sent.position, duration), duration };
}

/**
 * Saves where the student stopped. The rate marker and the progress change in one transaction: a write
 * within PROGRESS_WRITE_INTERVAL_MS of the previous one fails its condition and nothing is written.
 * `watched` only ever turns on. The caller has checked enrolment and that the video exists.
 */
export async function saveProgress(
  userId: string,
  courseId: string,
  videoId: string,
  sent: ProgressInput,
  now = new Date(),
  storedDuration?: number,
): Promise<VideoProgress> {
  const input = trustedProgress(sent, storedDuration);
  const nowMs = now.getTime();
  const updatedAt = now.toISOString();
  const watchedNow = isWatched(input.position, input.duration);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: progressKeys.rate(userId),
              UpdateExpression: 'SET lastWriteAt = :now, entity = :entity',
              ConditionExpression: 'attribute_not_exists(lastWriteAt) OR lastWriteAt <= :cutoff',
              ExpressionAttributeValues: {
                ':now': nowMs,
                ':cutoff': nowMs - PROGRESS_WRITE_INTERVAL_MS,
                ':entity': 'ProgressRate',
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: progressKeys.item(userId, courseId, videoId),
              UpdateExpression: `SET entity = :entity, courseId = :courseId, videoId = :videoId, #position = :position, #duration = :duration, updatedAt = :updatedAt, watched = ${watchedNow ? ':true' : 'if_not_exists(watched, :false)'}`,
              ExpressionAttributeNames: { '#position': 'position', '#duration': 'duration' },
              ExpressionAttributeValues: {
                ':entity': 'Progress',
                ':courseId': courseId,
                ':videoId': videoId,
                ':position': input.position,
                ':duration': input.duration,
                ':updatedAt': updatedAt,
                ...(watchedNow ? { ':true': true } : { ':false': false }),
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isRateConditionFailure(error))
      throw new RateLimited('progress_too_frequent', PROGRESS_WRITE_INTERVAL_MS / 1000);
    throw error;
  }
  // Read back: `watched` may have been set by an earlier save.
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: progressKeys.item(userId, courseId, videoId), ConsistentRead: true }),
  );
  return Item
    ? toVideoProgress(Item)
    : { videoId, position: input.position, duration: input.duration, watched: watchedNow, updatedAt };
}

/** The rate marker's condition (the first item of the transaction) is what failed. */
function isRateConditionFailure(error: unknown): boolean {
  const { name, CancellationReasons } = (error ?? {}) as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (name !== 'TransactionCanceledException') return false;
  return CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';
}

/** The student's progress in one course, one entry per lecture they have opened. */
export async function courseProgress(userId: string, courseId: string): Promise<VideoProgress[]> {
  return (await queryPrefix(`USER#${userId}`, progressKeys.coursePrefix(courseId))).map(toVideoProgress);
}

/**
 * Per course: lectures watched of the course's videoCount, and the last lecture opened. One Query for the
 * student's progress, then one BatchGet for the lecture counts of the courses in it.
 */
export async function progressSummary(userId: string): Promise<CourseProgress[]> {
  const items = await queryPrefix(`USER#${userId}`, progressKeys.prefix);
  const byCourse = new Map<string, Record<string, unknown>[]>();
  for (const item of items) {
    const courseId = item.courseId as string;
    byCourse.set(courseId, [...(byCourse.get(courseId) ?? []), item]);
  }
  const counts = await videoCounts([...byCourse.keys()]);
  const summary: CourseProgress[] = [];
  for (const [courseId, courseItems] of byCourse) {
    const total = counts.get(courseId);
    if (total === undefined) continue; // the course was deleted
    const last = courseItems.reduce((a, b) => ((b.updatedAt as string) > (a.updatedAt as string) ? b : a));
    const watched = courseItems.filter((item) => item.watched === true).length;
    summary.push({
      courseId,
      watched: Math.min(watched, total),
      total,
      lastVideoId: last.videoId as string,
      lastPosition: last.position as number,
      updatedAt: last.updatedAt as string,
    });
  }
  return summary.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

async function videoCounts(courseIds: string[]): Promise<Map<string, number>> {
  const courses = await batchGetAll(
    courseIds.map((id) => courseKeys.item(id)),
    { projection: 'id, videoCount' },
  );
  return new Map(courses.map((course) => [course.id as string, (course.videoCount as number | undefined) ?? 0]));
}
