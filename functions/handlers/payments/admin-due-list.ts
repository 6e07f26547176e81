import { adminDueList } from '#shared/api/payments.js';
import { adminDues } from '#domain/payments/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adminDueList, async ({ query }) => adminDues(query));
