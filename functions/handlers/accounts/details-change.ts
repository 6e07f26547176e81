import { detailsChange } from '#shared/api/accounts.js';
import { changeDetails } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(detailsChange, async ({ body, user }) => {
  return { user: await changeDetails(user.userId, body) };
});
