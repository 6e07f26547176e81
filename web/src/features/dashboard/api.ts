import type { CourseProgress } from '../../../../shared/progress';
import { api } from '../../lib/api';
import { fetchEnrollments, type Enrollment } from '../../lib/enrollments';

export type { CourseProgress };

export async function fetchProgressSummary(signal: AbortSignal): Promise<CourseProgress[]> {
  const { progress } = await api('GET /api/progress', {}, { signal });
  if (!Array.isArray(progress)) throw new Error('The progress response has no progress list');
  return progress;
}

export interface DashboardData {
  enrollments: Enrollment[];
  /** By course id; `undefined` when progress could not be read (the courses still show). */
  progress: Map<string, CourseProgress> | undefined;
}

/** The enrolments (required) and the progress (best effort), in parallel. */
export async function fetchDashboard(signal: AbortSignal): Promise<DashboardData> {
  const [enrollments, progress] = await Promise.all([
    fetchEnrollments(signal),
    fetchProgressSummary(signal).then(
      (list) => new Map(list.map((entry) => [entry.courseId, entry])),
      () => undefined,
    ),
  ]);
  return { enrollments, progress };
}
