import type { Course } from '../../../../shared/types';
import { apiFetch } from '../../lib/api-client';

export async function fetchAdminCourses(signal: AbortSignal): Promise<Course[]> {
  const { courses } = await apiFetch<{ courses?: unknown }>('/api/admin/courses', { signal });
  if (!Array.isArray(courses)) throw new Error('The admin courses response has no courses list');
  return courses as Course[];
}
