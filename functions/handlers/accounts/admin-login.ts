import { adminLogin } from '#shared/api/accounts.js';
import { logIn } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';
import { clientAddress } from '#lib/client-address.js';

export const handler = apiHandler(adminLogin, async ({ body, event }) => {
  const { token, user, deviceToken } = await logIn(body, 'admin', clientAddress(event));
  return { token, admin: user, ...(deviceToken ? { deviceToken } : {}) };
});
