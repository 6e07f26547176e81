import { doubtImageUpload } from '#shared/api/doubts.js';
import { doubtImageUploadUrl } from '#domain/doubts/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(doubtImageUpload, async ({ body, user }) => doubtImageUploadUrl(user.userId, body));
