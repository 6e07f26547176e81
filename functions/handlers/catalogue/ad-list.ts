import { listAds } from '#domain/catalogue/homepage-ads.js';
import { apiHandler } from '#lib/api-handler.js';

export const handler = apiHandler('GET /api/admin/homepage-ads', {}, async () => ({ ads: await listAds({ activeOnly: false }) }));
