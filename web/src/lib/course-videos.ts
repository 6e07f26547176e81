import type { Course } from '../../../shared/types';
import { apiFetch } from './api-client';

/** A course video as the API lists it; the file itself is reached only through a signed URL. */
export interface CourseVideo {
  _id: string;
  title: string;
  description: string;
  /** Seconds. */
  duration?: number;
  order: number;
  createdAt: string;
}

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
