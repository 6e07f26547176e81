import { seriesRemoval } from '#shared/api/accounts.js';
import { getStudent } from '#domain/users/index.js';
import { removeSeriesAccess } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(seriesRemoval, async ({ params }) => {
  await getStudent(params.id);
  await removeSeriesAccess(params.id, params.seriesId);
  return {};
});
