import { adList } from '#shared/api/catalogue.js';
import { listAds } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(adList, async () => ({ ads: await listAds({ activeOnly: false }) }));
