import { myDoubts as declared } from '#shared/api/doubts.js';
import { myDoubts } from '#domain/doubts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(declared, async ({ user }) => ({ doubts: await myDoubts(user.userId) }));
