import { api, ApiError } from '../../lib/api';
import { fetchCourseVideos, type CourseVideo, type CourseVideos } from '../../lib/course-videos';
import { fetchEnrollments, isEnrolledIn } from '../../lib/enrollments';
import type { VideoProgress } from '../../lib/progress';
import { readToken } from '../../lib/token';
import type { MessageId } from '../../lib/i18n';

/** `suspended`: enrolled, but an instalment overdue past its plan's days keeps the lectures closed until it is paid. */
export type CourseAccess = { enrolled: false; suspended?: true } | ({ enrolled: true } & CourseVideos);

/** A failure shown under the 'Access Denied' heading; its reason is one of the spec's texts. */
export class AccessDeniedError extends Error {
  constructor(readonly reason: MessageId) {
    super(reason);
  }
}

/** Checks the student's enrolment first, then loads the course's videos (spec: videos only when enrolled). */
export async function loadCourseAccess(courseId: string, signal: AbortSignal): Promise<CourseAccess> {
  const enrollments = await fetchEnrollments(signal).catch(() => {
    throw new AccessDeniedError('enroll.checkFailed');
  });
  if (!isEnrolledIn(enrollments, courseId)) return { enrolled: false };

  try {
    return { enrolled: true, ...(await fetchCourseVideos(courseId, signal)) };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'course_suspended_for_dues')
      return { enrolled: false, suspended: true };
    // The server is the final word on enrolment, e.g. when access was withdrawn a moment ago.
    if (error instanceof ApiError && error.status === 403) return { enrolled: false };
    throw new AccessDeniedError('curriculum.failed');
  }
}

export function accessDeniedReason(error: unknown): MessageId {
  return error instanceof AccessDeniedError ? error.reason : 'enroll.checkFailed';
}

export interface VideoPlayback {
  video: CourseVideo;
  /** Short-lived: a new one is needed once it expires. */
  signedUrl: string;
  /** Present once the lecture's renditions are ready. */
  hls?: LectureRenditions;
}

/** Where a lecture's renditions play from: the master for hls.js, and for a browser's own HLS player. */
export interface LectureRenditions {
  masterUrl: string;
  nativeUrl?: string;
  posterUrl?: string;
}

export async function fetchVideoPlayback(
  courseId: string,
  videoId: string,
  signal: AbortSignal,
): Promise<VideoPlayback> {
  const { video, signedUrl, hls } = await api(
    'GET /api/courses/{id}/videos/{videoId}',
    { id: courseId, videoId },
    { signal },
  );
  if (!video || typeof signedUrl !== 'string' || !signedUrl) throw new Error('The video response has no playable link');
  if (!hls?.masterUrl) return { video, signedUrl };
  const { masterUrl, nativeUrl, posterUrl } = hls;
  return {
    video,
    signedUrl,
    hls: { masterUrl, ...(nativeUrl ? { nativeUrl } : {}), ...(posterUrl ? { posterUrl } : {}) },
  };
}

export interface ProgressSave {
  position: number;
  duration: number;
}

/** Saves where the student is in a lecture; the reply says whether it now counts as watched. */
export async function saveVideoProgress(courseId: string, videoId: string, save: ProgressSave): Promise<VideoProgress> {
  const { progress } = await api(
    'PUT /api/courses/{id}/videos/{videoId}/progress',
    { id: courseId, videoId },
    { body: save },
  );
  if (!progress) throw new Error('The progress response has no progress');
  return progress;
}

/** For a page being left: the request outlives the page (keepalive) and no one waits for the reply. */
export function sendVideoProgressOnLeave(courseId: string, videoId: string, save: ProgressSave): void {
  if (!readToken()) return;
  api(
    'PUT /api/courses/{id}/videos/{videoId}/progress',
    { id: courseId, videoId },
    { body: save, keepalive: true },
  ).catch(() => {});
}
