import { accountDetailsSchema } from '#shared/schemas.js';
import { changeDetails } from '#domain/accounts/account.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('PUT /api/account/details', { body: accountDetailsSchema }, async ({ body, user }) => {
  return { user: await changeDetails(user!.userId, body) };
});
