import { studentRegister } from '#shared/api/accounts.js';
import { cookieValue, LANGUAGE_COOKIE, requestLanguage } from '#shared/site-pages.js';
import { registerStudent } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { clientAddress } from '#lib/client-address.js';

export const handler = apiHandler(studentRegister, async ({ body, event }) => {
  const language = requestLanguage({
    cookie: cookieValue(event.cookies?.join('; '), LANGUAGE_COOKIE),
    acceptLanguage: event.headers?.['accept-language'],
  });
  const { token, user } = await registerStudent(body, clientAddress(event), language);
  return { token, student: user };
});
