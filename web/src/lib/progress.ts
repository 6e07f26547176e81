import type { VideoProgress } from '#shared/progress.js';
import { api } from './api';

export type { VideoProgress };

/** The signed-in student's saved progress in one course, by video id (enrolled students only; else 403). */
export async function fetchCourseProgress(courseId: string, signal: AbortSignal): Promise<Map<string, VideoProgress>> {
  const { progress } = await api('GET /api/courses/{id}/progress', { id: courseId }, { signal });
  if (!Array.isArray(progress)) throw new Error('The progress response has no progress list');
  return new Map(progress.map((entry) => [entry.videoId, entry]));
}

/** Watched lectures of a course's videos; lectures deleted since do not count. */
export function watchedCount(progress: Map<string, VideoProgress>, videoIds: readonly string[]): number {
  return videoIds.filter((id) => progress.get(id)?.watched).length;
}
