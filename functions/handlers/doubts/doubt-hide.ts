import { doubtHide } from '#shared/api/doubts.js';
import { hideDoubt, staffScopeOf, toStaffDoubt } from '#domain/doubts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(doubtHide, async ({ params, body, user }) => ({
  doubt: await toStaffDoubt(await hideDoubt(user, await staffScopeOf(user), params.doubtId, body)),
}));
