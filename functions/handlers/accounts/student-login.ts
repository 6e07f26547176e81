import { studentLogin } from '#shared/api/accounts.js';
import { logIn } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { clientAddress } from '#lib/client-address.js';

export const handler = apiHandler(studentLogin, async ({ body, event }) => {
  const { token, user } = await logIn(body, 'student', clientAddress(event));
  return { token, student: user };
});
