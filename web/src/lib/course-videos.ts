import type { Course, CourseVideo } from '../../../shared/types';
import { apiFetch } from './api-client';

export type { CourseVideo };

export interface CourseVideos {
  course: Course;
  /** Sorted by `order` by the server. */
  videos: CourseVideo[];
}

/** For an enrolled student or an admin; anyone else gets 403. */
export async function fetchCourseVideos(courseId: string, signal: AbortSignal): Promise<CourseVideos> {
  const { course, videos } = await apiFetch<{ course?: Course; videos?: unknown }>(
    `/api/courses/${encodeURIComponent(courseId)}/videos`,
    { signal },
  );
  if (!course || !Array.isArray(videos)) throw new Error('The course videos response has no videos list');
  return { course, videos: videos as CourseVideo[] };
}
