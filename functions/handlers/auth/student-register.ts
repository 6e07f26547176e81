import { registerSchema } from '../../../shared/schemas.js';
import { registerStudent } from '../../domain/accounts/auth.js';
import { apiHandler } from '../../lib/api-handler.js';
import { clientAddress } from '../../lib/client-address.js';

export const handler = apiHandler('POST /api/auth/student/register', { body: registerSchema }, async ({ body, event }) => {
  const { token, user } = await registerStudent(body, clientAddress(event));
  return { token, student: user };
});
