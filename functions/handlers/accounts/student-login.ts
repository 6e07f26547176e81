import { loginSchema } from '#shared/schemas.js';
import { logIn } from '#domain/accounts/auth.js';
import { apiHandler } from '#lib/api-handler.js';
import { clientAddress } from '#lib/client-address.js';

export const handler = apiHandler('POST /api/auth/student/login', { body: loginSchema }, async ({ body, event }) => {
  const { token, user } = await logIn(body, 'student', clientAddress(event));
  return { token, student: user };
});
