import { passwordReset } from '#shared/api/accounts.js';
import { resetPassword } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(passwordReset, async ({ body }) => {
  return resetPassword(body.token, body.password);
});
