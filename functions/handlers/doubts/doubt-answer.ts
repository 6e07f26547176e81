import { doubtAnswer } from '#shared/api/doubts.js';
import { answerDoubt, staffScopeOf, toStaffDoubt } from '#domain/doubts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(doubtAnswer, async ({ params, body, user }) => ({
  doubt: await toStaffDoubt(await answerDoubt(user, await staffScopeOf(user), params.doubtId, body)),
}));
