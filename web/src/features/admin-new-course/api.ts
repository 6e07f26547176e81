import type { CourseInput } from '../../../../shared/schemas';
import { api } from '../../lib/api';

export async function createCourse(input: CourseInput): Promise<void> {
  await api('POST /api/courses', {}, { body: input });
}
