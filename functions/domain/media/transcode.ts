import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, queryAll, tableName } from '#lib/db.js';
import { Conflict } from '#lib/errors.js';
import { countMetric } from '#lib/metrics.js';
import { REASON_LENGTH } from './transcode-state.js';
import { getVideo, toRecord, videoKeys, type VideoRecord } from './videos.js';

export type { VideoProcessing } from './transcode-state.js';

/**
 * A lecture's way to HLS renditions, kept on its video record:
 *   transcodeState processing | ready | failed, transcodePercent, transcodeReason, hlsMasterKey, renditions
 * A processing lecture is also in the index partition gsi1 TRANSCODES#pending (sorted by when it was
 * queued), which the local worker polls, so one left half-done by a stopped worker is taken up again.
 */
export const TRANSCODE_QUEUE = 'TRANSCODES#pending';

/** What a conditional update found: the change made, a lecture in another state, or no lecture at all. */
type Updated = { record: VideoRecord } | { record?: undefined; gone: boolean };

async function update(
  courseId: string,
  videoId: string,
  expression: string,
  condition: string,
  values: Record<string, unknown>,
): Promise<Updated> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: videoKeys.item(courseId, videoId),
        UpdateExpression: expression,
        ConditionExpression: `attribute_exists(pk) AND ${condition}`,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { record: toRecord(Attributes!) };
  } catch (error) {
    if (isConditionFailure(error)) return { gone: !(error as { Item?: unknown }).Item };
    throw error;
  }
}

/**
 * How a conversion's end was taken: recorded, ignored (the lecture had moved on: a late or repeated
 * event), or the lecture is gone (deleted while it was being converted: its renditions belong to nothing).
 */
export type TranscodeOutcome = 'recorded' | 'ignored' | 'lecture_gone';
const outcomeOf = (updated: Updated): TranscodeOutcome =>
  updated.record ? 'recorded' : updated.gone ? 'lecture_gone' : 'ignored';

/** processing at 0%, queued; from no state (a new upload) or failed (a retry). */
export async function queueTranscode(
  courseId: string,
  videoId: string,
  from: 'new' | 'failed',
): Promise<VideoRecord | undefined> {
  const updated = await update(
    courseId,
    videoId,
    'SET transcodeState = :processing, transcodePercent = :zero, gsi1pk = :queue, gsi1sk = :queued REMOVE transcodeReason',
    from === 'new' ? 'attribute_not_exists(transcodeState)' : 'transcodeState = :failed',
    {
      ':processing': 'processing',
      ':zero': 0,
      ':queue': TRANSCODE_QUEUE,
      ':queued': `${new Date().toISOString()}#${courseId}#${videoId}`,
      ...(from === 'failed' ? { ':failed': 'failed' } : {}),
    },
  );
  return updated.record;
}

/** Only forward while processing: a late progress report never undoes ready or failed. */
export async function reportProgress(courseId: string, videoId: string, percent: number): Promise<void> {
  await update(
    courseId,
    videoId,
    'SET transcodePercent = :percent',
    'transcodeState = :processing AND transcodePercent <= :percent',
    {
      ':percent': Math.max(0, Math.min(99, Math.floor(percent))),
      ':processing': 'processing',
    },
  );
}

export async function markReady(
  courseId: string,
  videoId: string,
  result: { masterKey: string; renditions: string[] },
): Promise<TranscodeOutcome> {
  const updated = await update(
    courseId,
    videoId,
    'SET transcodeState = :ready, hlsMasterKey = :master, renditions = :renditions REMOVE transcodePercent, transcodeReason, gsi1pk, gsi1sk',
    'transcodeState = :processing',
    {
      ':ready': 'ready',
      ':processing': 'processing',
      ':master': result.masterKey,
      ':renditions': result.renditions,
    },
  );
  return outcomeOf(updated);
}

export async function markFailed(courseId: string, videoId: string, reason: string): Promise<TranscodeOutcome> {
  const updated = await update(
    courseId,
    videoId,
    'SET transcodeState = :failed, transcodeReason = :reason REMOVE transcodePercent, gsi1pk, gsi1sk',
    'transcodeState = :processing',
    {
      ':failed': 'failed',
      ':processing': 'processing',
      ':reason': reason.trim().slice(0, REASON_LENGTH) || 'The video could not be converted',
    },
  );
  if (updated.record) countMetric('TranscodeFailures');
  return outcomeOf(updated);
}

/** A failed lecture goes back to processing; anything else is refused (nothing to retry). */
export async function retryTranscode(courseId: string, videoId: string): Promise<VideoRecord> {
  await getVideo(courseId, videoId);
  const record = await queueTranscode(courseId, videoId, 'failed');
  if (!record) throw new Conflict('transcode_not_failed');
  return record;
}

export interface QueuedTranscode {
  courseId: string;
  videoId: string;
  objectKey: string;
}

/** The lectures waiting for renditions, oldest first. */
export async function queuedTranscodes(limit = 10): Promise<QueuedTranscode[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :queue',
    ExpressionAttributeValues: { ':queue': TRANSCODE_QUEUE },
    Limit: limit,
  });
  return items.slice(0, limit).map((item) => ({
    courseId: item.courseId as string,
    videoId: item.id as string,
    objectKey: item.objectKey as string,
  }));
}
