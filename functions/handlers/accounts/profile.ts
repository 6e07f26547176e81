import { profile as declared } from '#shared/api/accounts.js';
import { profile } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async ({ user }) => {
  const account = await profile(user.userId);
  return { user: account, userType: account.role };
});
