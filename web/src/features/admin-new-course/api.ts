import type { CourseBody } from '#shared/course-body.js';
import { api } from '../../lib/api';

export async function createCourse(input: CourseBody): Promise<void> {
  await api('POST /api/courses', {}, { body: input });
}
