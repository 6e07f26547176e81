import { passwordResetCheck } from '#shared/api/accounts.js';
import { checkResetLink } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(passwordResetCheck, async ({ body }) => {
  return checkResetLink(body.token);
});
