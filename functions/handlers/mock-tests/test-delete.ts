import { testDelete } from '#shared/api/mock-tests.js';
import { deleteImage, deleteTest } from '#domain/mock-tests/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(testDelete, async ({ params }) => {
  const { imageKeys } = await deleteTest(params.testId);
  await Promise.all(imageKeys.map(deleteImage));
  return {};
});
