import { passwordResetCheckSchema } from '#shared/schemas.js';
import { checkResetLink } from '#domain/accounts/password-reset.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('POST /api/auth/password-reset/check', { body: passwordResetCheckSchema }, async ({ body }) => {
  return checkResetLink(body.token);
});
