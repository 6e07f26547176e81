import { TRANSCODE_EVENTS_USES } from '#shared/video-processing.js';
import { finishConversion, reportProgress } from '#domain/media/index.js';
import { loadConfig } from '#lib/config.js';
import { logger, runWithLogContext } from '#lib/logger.js';
import { withMetrics } from '#lib/metrics.js';

loadConfig(TRANSCODE_EVENTS_USES);

/** EventBridge's "MediaConvert Job State Change", as much of it as this reads. */
export interface MediaConvertJobEvent {
  detail: {
    status: string;
    jobId?: string;
    userMetadata?: { courseId?: string; videoId?: string };
    errorMessage?: string;
    jobProgress?: { jobPercentComplete?: number };
    outputGroupDetails?: { type?: string; outputDetails?: { videoDetails?: { heightInPx?: number } }[] }[];
  };
}

/** The renditions the job made, named as the ladder names them (720p...; audio for the audio-only one). */
function renditionsOf(detail: MediaConvertJobEvent['detail']): string[] {
  const hls = detail.outputGroupDetails?.find((group) => group.type === 'HLS_GROUP') ?? detail.outputGroupDetails?.[0];
  return (hls?.outputDetails ?? []).map((output) =>
    output.videoDetails?.heightInPx ? `${output.videoDetails.heightInPx}p` : 'audio',
  );
}

/**
 * A lecture's MediaConvert job moved on: PROGRESSING (started), STATUS_UPDATE (with the percent
 * done), COMPLETE or ERROR. The job's user metadata names the lecture.
 */
export async function handler(event: MediaConvertJobEvent, context?: { awsRequestId?: string }): Promise<void> {
  await runWithLogContext({ requestId: context?.awsRequestId, route: 'job TranscodeEvents' }, () =>
    withMetrics(async () => {
      const { status, userMetadata } = event.detail;
      const courseId = userMetadata?.courseId;
      const videoId = userMetadata?.videoId;
      if (!courseId || !videoId) {
        logger.warn('A MediaConvert job event without its lecture', { jobId: event.detail.jobId, status });
        return;
      }
      if (status === 'COMPLETE') await finishConversion(courseId, videoId, { renditions: renditionsOf(event.detail) });
      else if (status === 'ERROR')
        await finishConversion(courseId, videoId, {
          reason: event.detail.errorMessage ?? 'MediaConvert could not convert the video',
        });
      else if (status === 'PROGRESSING') await reportProgress(courseId, videoId, 0);
      else if (status === 'STATUS_UPDATE')
        await reportProgress(courseId, videoId, event.detail.jobProgress?.jobPercentComplete ?? 0);
    }),
  );
}
