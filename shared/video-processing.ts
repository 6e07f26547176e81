import type { CourseVideo } from './types.js';
import type { Binding } from './bindings.js';

/** How far a lecture's HLS renditions are: processing (with percent), ready (with the renditions made), or failed (with the reason). */
export type TranscodeState = 'processing' | 'ready' | 'failed';

export interface VideoProcessing {
  state: TranscodeState;
  percent?: number;
  reason?: string;
  /** Rendition names (240p...720p, audio), once ready. */
  renditions?: string[];
}

/** A video as an admin sees it: with its renditions' progress (absent for videos from before conversion existed). */
export interface AdminCourseVideo extends CourseVideo {
  processing?: VideoProcessing;
}

/**
 * What the function that hears MediaConvert's job events may do (AWS): write the lecture's state,
 * and remove the renditions of a lecture deleted while it was being converted. Locally the transcode
 * worker does the same itself.
 */
export const TRANSCODE_EVENTS_USES = [
  'table:course-content:update',
  'media:hls:list',
  'media:hls:delete',
] as const satisfies readonly Binding[];
