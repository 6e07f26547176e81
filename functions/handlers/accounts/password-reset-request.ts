import { passwordResetRequestSchema } from '#shared/schemas.js';
import { requestPasswordReset } from '#domain/accounts/password-reset.js';
import { apiHandler } from '#lib/api-handler.js';
import { clientAddress } from '#lib/client-address.js';

export const handler = apiHandler('POST /api/auth/password-reset/request', { body: passwordResetRequestSchema }, async ({ body, event }) => {
  await requestPasswordReset(body, clientAddress(event));
  return {};
});
