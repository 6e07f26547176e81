import { adminStudentsQuerySchema } from '#shared/admin-schemas.js';
import { findStudents, studentsPage } from '#domain/accounts/students.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/admin/students', { query: adminStudentsQuerySchema }, async ({ query }) => ({
  ...(await (query.q ? findStudents(query.q, query.limit, query.cursor) : studentsPage(query.limit, query.cursor))),
}));
