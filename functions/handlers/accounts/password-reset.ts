import { passwordResetSchema } from '#shared/schemas.js';
import { resetPassword } from '#domain/accounts/password-reset.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/auth/password-reset', { body: passwordResetSchema }, async ({ body }) => {
  return resetPassword(body.token, body.password);
});
