import type { Course, CourseVideo } from '#shared/types.js';
import { api } from './api';

export type { CourseVideo };

export interface CourseVideos {
  course: Course;
  /** Sorted by `order` by the server. */
  videos: CourseVideo[];
}

/** For an enrolled student or an admin; anyone else gets 403. */
export async function fetchCourseVideos(courseId: string, signal: AbortSignal): Promise<CourseVideos> {
  const { course, videos } = await api('GET /api/courses/{id}/videos', { id: courseId }, { signal });
  if (!course || !Array.isArray(videos)) throw new Error('The course videos response has no videos list');
  return { course, videos };
}
