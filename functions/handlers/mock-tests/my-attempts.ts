import { myAttempts as declared } from '#shared/api/mock-tests.js';
import { myAttempts } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async ({ user }) => ({ attempts: await myAttempts(user.userId) }));
