import { staffList as declared } from '#shared/api/accounts.js';
import { staffList } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async () => ({ staff: await staffList() }));
