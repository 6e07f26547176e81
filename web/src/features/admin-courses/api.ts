import type { CourseBody } from '#shared/course-body.js';
import { api } from '../../lib/api';

export async function updateCourse(courseId: string, input: CourseBody): Promise<void> {
  await api('PUT /api/courses/{id}', { id: courseId }, { body: input });
}

export async function deleteCourse(courseId: string): Promise<void> {
  await api('DELETE /api/courses/{id}', { id: courseId });
}

/** Registered students, as the dashboard counts them; while it loads or when it cannot be read, says so. */
export type TotalStudents = number | 'loading' | 'unavailable' | undefined;

export async function fetchTotalStudents(signal: AbortSignal): Promise<number> {
  const { stats } = await api('GET /api/admin/dashboard', {}, { signal });
  return stats.totalStudents;
}

/** Total Revenue as the dashboard has it (asked for with the students, it is the same request): everything received, not only these courses'. */
export type TotalRevenue = number | 'loading' | 'unavailable' | undefined;

export async function fetchTotalRevenue(signal: AbortSignal): Promise<number> {
  const { stats } = await api('GET /api/admin/dashboard', {}, { signal });
  return stats.totalRevenue;
}
