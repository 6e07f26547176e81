import { registerSchema } from '../../../shared/schemas.js';
import { registerStudent } from '../../domain/auth.js';
import { apiHandler } from '../../lib/api-handler.js';

export const handler = apiHandler('POST /api/auth/student/register', { body: registerSchema }, async ({ body }) => {
  const { token, user } = await registerStudent(body);
  return { token, student: user };
});
