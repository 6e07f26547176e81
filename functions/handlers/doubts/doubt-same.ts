import { doubtSame } from '#shared/api/doubts.js';
import { markSameDoubt } from '#domain/doubts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(doubtSame, async ({ params, user }) => ({
  sameCount: await markSameDoubt(user.userId, params.doubtId),
}));
