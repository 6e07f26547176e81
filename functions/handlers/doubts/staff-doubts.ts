import { staffDoubts } from '#shared/api/doubts.js';
import { doubtQueue, staffScopeOf } from '#domain/doubts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(staffDoubts, async ({ query, user }) => ({
  doubts: await doubtQueue(await staffScopeOf(user), query),
}));
