import type { AdminCourse } from '#shared/admin-types.js';
import { api } from './api';

export type { AdminCourse };

/** Every course as admins see it, with its enrolment count and revenue; several admin screens list them. */
export async function fetchAdminCourses(signal: AbortSignal): Promise<AdminCourse[]> {
  const { courses } = await api('GET /api/admin/courses', {}, { signal });
  if (!Array.isArray(courses)) throw new Error('The admin courses response has no courses list');
  return courses;
}
