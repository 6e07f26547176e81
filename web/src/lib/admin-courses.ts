import type { Course } from '../../../shared/types';
import { api } from './api';

/** Every course as admins see it; the admin dashboard and course management both list them. */
export async function fetchAdminCourses(signal: AbortSignal): Promise<Course[]> {
  const { courses } = await api('GET /api/admin/courses', {}, { signal });
  if (!Array.isArray(courses)) throw new Error('The admin courses response has no courses list');
  return courses;
}
