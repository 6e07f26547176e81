import { myAttempts } from '#domain/mock-tests/my-attempts.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/my/attempts', {}, async ({ user }) => ({ attempts: await myAttempts(user!.userId) }));
