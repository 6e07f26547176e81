import { studentList } from '#shared/api/accounts.js';
import { findStudents, studentsPage } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(studentList, async ({ query }) => ({
  ...(await (query.q ? findStudents(query.q, query.limit, query.cursor) : studentsPage(query.limit, query.cursor))),
}));
