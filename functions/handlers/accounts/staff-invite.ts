import { staffInvite } from '#shared/api/accounts.js';
import { inviteStaff } from '#domain/accounts/index.js';
import { Response } from '#lib/api-handler.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

/** 201 with the new account; 200 when the e-mail's staff member had not joined and got a fresh link. */
export const handler = apiHandler(staffInvite, async ({ body }) => {
  const invited = await inviteStaff(body);
  return invited.reinvited ? invited : new Response(201, invited);
});
