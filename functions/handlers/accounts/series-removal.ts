import { getStudent } from '#domain/accounts/students.js';
import { removeSeriesAccess } from '#domain/mock-tests/series-access.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('DELETE /api/admin/students/{id}/test-series/{seriesId}', {}, async ({ params }) => {
  await getStudent(params.id!);
  await removeSeriesAccess(params.id!, params.seriesId!);
  return {};
});
