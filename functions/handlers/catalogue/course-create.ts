import { courseCreate } from '#shared/api/catalogue.js';
import { createCourse } from '#domain/catalogue/index.js';
import { Response } from '#lib/api-handler.js';
import { NotAllowed } from '#lib/errors.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(courseCreate, async ({ body, user }) => {
  // A faculty member limited to some courses works on those; a new course is the owner's or unlimited faculty's.
  if (user.staffRole === 'faculty' && user.courseIds) throw new NotAllowed('course_not_assigned');
  return new Response(201, { course: await createCourse(body) });
});
