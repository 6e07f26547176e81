import { adminVideoList } from '#shared/api/media.js';
import { getCourse } from '#domain/catalogue/index.js';
import { listVideos, toAdminVideo } from '#domain/media/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adminVideoList, async ({ params }) => {
  const course = await getCourse(params.id);
  return { videos: (await listVideos(course._id)).map(toAdminVideo) };
});
