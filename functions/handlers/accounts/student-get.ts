import { studentGet } from '#shared/api/accounts.js';
import { studentDetail } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(studentGet, async ({ params }) => ({ ...(await studentDetail(params.id)) }));
