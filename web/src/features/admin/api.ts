import type { AdminDashboard } from '../../../../shared/admin-types';
import { api } from '../../lib/api';

export type { AdminDashboard };

export async function fetchDashboard(signal: AbortSignal): Promise<AdminDashboard> {
  const { stats, recentEnrollments, courseStats, warnings, dues } = await api(
    'GET /api/admin/dashboard',
    {},
    { signal },
  );
  if (!stats || !Array.isArray(recentEnrollments) || !Array.isArray(courseStats))
    throw new Error('The dashboard response is incomplete');
  return {
    stats,
    recentEnrollments,
    courseStats,
    ...(warnings?.length ? { warnings } : {}),
    ...(dues ? { dues } : {}),
  };
}

/** The debug call behind the Test API button: how many courses the server holds. */
export async function countCourses(): Promise<number> {
  const { totalCourses } = await api('GET /api/courses/test/all', {});
  return totalCourses;
}
