import type { VideoEdit } from '../../../../../shared/schemas';
import type { AdminCourseVideo } from '../../../../../shared/video-processing';
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

export async function updateCourseVideo(courseId: string, videoId: string, edit: VideoEdit): Promise<CourseVideo> {
  const { video } = await api('PUT /api/courses/{id}/videos/{videoId}', { id: courseId, videoId }, { body: edit });
  if (!video) throw new Error('The response has no video');
  return video;
}

/** Sends the course's whole list in its new order; the server answers it with each video's new place. */
export async function saveVideoOrder(courseId: string, videoIds: string[]): Promise<CourseVideo[]> {
  const { videos } = await api('PUT /api/admin/courses/{id}/videos/order', { id: courseId }, { body: { videoIds } });
  if (!Array.isArray(videos)) throw new Error('The response has no videos list');
  return videos;
}

/** A failed conversion to HLS, started again; the video comes back processing. */
export async function retryVideoTranscode(courseId: string, videoId: string): Promise<AdminCourseVideo> {
  const { video } = await api('POST /api/admin/courses/{id}/videos/{videoId}/transcode', { id: courseId, videoId });
  if (!video) throw new Error('The response has no video');
  return video;
}
