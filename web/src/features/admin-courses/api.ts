import type { CourseInput } from '../../../../shared/schemas';
import type { Course, CourseVideo } from '../../../../shared/types';
import { apiFetch } from '../../lib/api-client';

export type { Course, CourseInput, CourseVideo };

const coursePath = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;

export async function fetchAdminCourses(signal: AbortSignal): Promise<Course[]> {
  const { courses } = await apiFetch<{ courses?: unknown }>('/api/admin/courses', { signal });
  if (!Array.isArray(courses)) throw new Error('The admin courses response has no courses list');
  return courses as Course[];
}

export async function createCourse(input: CourseInput): Promise<void> {
  await apiFetch('/api/courses', { method: 'POST', body: input });
}

export async function updateCourse(courseId: string, input: CourseInput): Promise<void> {
  await apiFetch(coursePath(courseId), { method: 'PUT', body: input });
}

export async function deleteCourse(courseId: string): Promise<void> {
  await apiFetch(coursePath(courseId), { method: 'DELETE' });
}

/** Sorted by `order` by the server. */
export async function fetchAdminCourseVideos(courseId: string, signal: AbortSignal): Promise<CourseVideo[]> {
  const { videos } = await apiFetch<{ videos?: unknown }>(`/api/admin/courses/${encodeURIComponent(courseId)}/videos`, { signal });
  if (!Array.isArray(videos)) throw new Error('The course videos response has no videos list');
  return videos as CourseVideo[];
}

export async function deleteCourseVideo(courseId: string, videoId: string): Promise<void> {
  await apiFetch(`${coursePath(courseId)}/videos/${encodeURIComponent(videoId)}`, { method: 'DELETE' });
}
