import { passwordResetRequest } from '#shared/api/accounts.js';
import { requestPasswordReset } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { clientAddress } from '#lib/client-address.js';

export const handler = apiHandler(passwordResetRequest, async ({ body, event }) => {
  await requestPasswordReset(body, clientAddress(event));
  return {};
});
