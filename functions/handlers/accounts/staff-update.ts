import { staffUpdate } from '#shared/api/accounts.js';
import { updateStaff } from '#domain/accounts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(staffUpdate, async ({ params, body, user }) => ({
  staff: await updateStaff(user.userId, params.id, body),
}));
