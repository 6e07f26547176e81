import { adminCourseList } from '#shared/api/catalogue.js';
import { coursesWithFigures } from '#domain/insight/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/**
 * The admin's course list with each course's figures. Faculty see no money (no revenue) and, when
 * limited to some courses, only those.
 */
export const handler = apiHandler(adminCourseList, async ({ user }) => {
  const listed = await coursesWithFigures();
  if (user.staffRole !== 'faculty') return { ...listed };
  const mine = user.courseIds;
  return {
    ...listed,
    courses: listed.courses
      .filter((course) => !mine || mine.includes(course._id))
      .map(({ totalRevenue: _money, ...course }) => course),
  };
});
