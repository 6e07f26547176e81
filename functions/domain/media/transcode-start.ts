import { config } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import { videoBucket } from '#lib/s3.js';
import { hlsPrefix, rungsFor } from './transcode-ladder.js';
import { sourceHeightOf } from './source-height.js';
import { createMediaConvertJob } from './transcode-mediaconvert.js';
import { MEDIACONVERT_INPUT, mediaConvertOutputGroups } from './transcode-mediaconvert-settings.js';
import { markFailed, queueTranscode, retryTranscode } from './transcode.js';
import { getVideo, type VideoRecord } from './videos.js';

/**
 * Starts a lecture's conversion: marks it processing, then in AWS creates the MediaConvert job (its
 * end comes back through EventBridge: functions/jobs/transcode-events.ts). Locally nothing more: the
 * transcode worker of `npm start` takes processing lectures from the table.
 *
 * Which renditions: MediaConvert cannot leave out an output above the source's height by itself, so
 * the job names the rungs up to the upload's height, read from its MP4 boxes (source-height.ts) as
 * ffmpeg reads it locally. When the height cannot be read (not an MP4 or MOV), the ladder goes up to
 * 720p (the job template's): lectures are recorded at 720p or more.
 */
const LADDER_HEIGHT_UNKNOWN_SOURCE = 720;

/** CreateJob's request, in the PascalCase of MediaConvert's API reference. */
export function mediaConvertJob(record: VideoRecord, sourceHeight?: number): Record<string, unknown> {
  const { mediaConvertTemplate, mediaConvertQueueArn, mediaConvertRoleArn } = config();
  const bucket = videoBucket();
  const rungs = rungsFor(sourceHeight ?? LADDER_HEIGHT_UNKNOWN_SOURCE);
  return {
    JobTemplate: mediaConvertTemplate,
    Queue: mediaConvertQueueArn,
    Role: mediaConvertRoleArn,
    UserMetadata: { courseId: record.courseId, videoId: record._id },
    StatusUpdateInterval: 'SECONDS_10',
    Settings: {
      Inputs: [{ ...MEDIACONVERT_INPUT, FileInput: `s3://${bucket}/${record.objectKey}` }],
      OutputGroups: mediaConvertOutputGroups(rungs, `s3://${bucket}/${hlsPrefix(record.courseId, record._id)}`),
    },
  };
}

async function createJob(record: VideoRecord): Promise<VideoRecord> {
  if (!config().mediaConvertTemplate) return record;
  try {
    await createMediaConvertJob(config().region, mediaConvertJob(record, await sourceHeightOf(record.objectKey)));
    return record;
  } catch (error) {
    logger.error('MediaConvert did not take the job', { courseId: record.courseId, videoId: record._id, error });
    await markFailed(record.courseId, record._id, `The conversion could not be started (${(error as Error).message})`);
    return getVideo(record.courseId, record._id);
  }
}

/** For a newly uploaded lecture; a second call (a retried complete) leaves a conversion already under way alone. */
export async function startTranscode(record: VideoRecord): Promise<VideoRecord> {
  const queued = await queueTranscode(record.courseId, record._id, 'new');
  if (!queued) return getVideo(record.courseId, record._id);
  return createJob(queued);
}

/** A failed lecture, again. */
export async function retryFailedTranscode(courseId: string, videoId: string): Promise<VideoRecord> {
  return createJob(await retryTranscode(courseId, videoId));
}
