/** A lecture's conversion to HLS, as its video record keeps it (transcode.ts changes it). */
import type { TranscodeState, VideoProcessing } from '#shared/video-processing.js';

export type { TranscodeState, VideoProcessing };

export function processingOf(item: Record<string, unknown>): VideoProcessing | undefined {
  const state = item.transcodeState as TranscodeState | undefined;
  if (!state) return undefined;
  return {
    state,
    ...(state === 'processing' ? { percent: (item.transcodePercent as number | undefined) ?? 0 } : {}),
    ...(state === 'failed' ? { reason: (item.transcodeReason as string | undefined) ?? '' } : {}),
    ...(state === 'ready' ? { renditions: (item.renditions as string[] | undefined) ?? [] } : {}),
  };
}

/** Failure reasons are shown to the admin: kept short. */
export const REASON_LENGTH = 300;
