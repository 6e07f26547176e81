import { studentDetail } from '#domain/accounts/students.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/admin/students/{id}', {}, async ({ params }) => ({ ...(await studentDetail(params.id!)) }));
