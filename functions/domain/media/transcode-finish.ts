import { logger } from '#lib/logger.js';
import { deleteRenditions } from './transcode-files.js';
import { masterKey } from './transcode-ladder.js';
import { markFailed, markReady, type TranscodeOutcome } from './transcode.js';

export type ConversionEnd = { renditions: string[] } | { reason: string };

/**
 * A lecture's conversion ended, in MediaConvert or in the local worker: the lecture is marked ready
 * or failed. If it was deleted meanwhile, whatever the conversion wrote under its prefix (all of the
 * renditions, or a failed job's part of them) is removed: nothing would ever play or delete it.
 */
export async function finishConversion(
  courseId: string,
  videoId: string,
  end: ConversionEnd,
): Promise<TranscodeOutcome> {
  const outcome =
    'renditions' in end
      ? await markReady(courseId, videoId, { masterKey: masterKey(courseId, videoId), renditions: end.renditions })
      : await markFailed(courseId, videoId, end.reason);
  if (outcome === 'lecture_gone') {
    logger.info('A lecture was deleted while it was being converted: removing its renditions', { courseId, videoId });
    await deleteRenditions(courseId, videoId);
  }
  return outcome;
}
