import { loginSchema } from '../../../shared/schemas.js';
import { logIn } from '../../domain/auth.js';
import { apiHandler } from '../../lib/api-handler.js';

export const handler = apiHandler('POST /api/auth/student/login', { body: loginSchema }, async ({ body }) => {
  const { token, user } = await logIn(body, 'student');
  return { token, student: user };
});
