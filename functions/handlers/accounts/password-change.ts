import { passwordChange } from '#shared/api/accounts.js';
import { changePassword } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { clientAddress } from '#lib/client-address.js';

export const handler = apiHandler(passwordChange, async ({ body, user, event }) => {
  const { token, user: account } = await changePassword(user.userId, body, clientAddress(event));
  return { token, user: account };
});
