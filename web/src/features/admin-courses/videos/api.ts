import type { CourseVideo } from '../../../../../shared/types';
import { api } from '../../../lib/api';

/** Sorted by `order` by the server. */
export async function fetchAdminCourseVideos(courseId: string, signal: AbortSignal): Promise<CourseVideo[]> {
  const { videos } = await api('GET /api/admin/courses/{id}/videos', { id: courseId }, { signal });
  if (!Array.isArray(videos)) throw new Error('The course videos response has no videos list');
  return videos;
}

export async function deleteCourseVideo(courseId: string, videoId: string): Promise<void> {
  await api('DELETE /api/courses/{id}/videos/{videoId}', { id: courseId, videoId });
}
