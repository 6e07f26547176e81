import type { Course } from '#shared/types.js';
import { api } from '../../lib/api';
import { usePreloaded } from '../../lib/page-data';
import { useData } from '../../lib/use-data';

/** The menu works without course titles, so a failure is only logged (spec section 8). */
async function fetchNavCourses(signal: AbortSignal): Promise<Course[]> {
  try {
    const { courses } = await api('GET /api/courses', {}, { signal });
    if (!Array.isArray(courses)) throw new Error('The courses response has no courses list');
    return courses;
  } catch (error) {
    if (!signal.aborted) console.error('Could not load courses for the menu', error);
    return [];
  }
}

export function useNavCourses(): Course[] {
  const preloaded = usePreloaded('GET /api/courses', {});
  const result = useData(fetchNavCourses, Array.isArray(preloaded?.courses) ? preloaded.courses : undefined);
  return result.status === 'success' ? result.data : [];
}
