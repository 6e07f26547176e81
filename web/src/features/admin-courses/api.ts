import type { CourseInput } from '../../../../shared/schemas';
import { api } from '../../lib/api';

export async function updateCourse(courseId: string, input: CourseInput): Promise<void> {
  await api('PUT /api/courses/{id}', { id: courseId }, { body: input });
}

export async function deleteCourse(courseId: string): Promise<void> {
  await api('DELETE /api/courses/{id}', { id: courseId });
}
