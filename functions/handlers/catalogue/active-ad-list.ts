import { activeAdList } from '#shared/api/catalogue.js';
import { listAds } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(activeAdList, async () => ({
  ads: (await listAds({ activeOnly: true })).map(({ isActive: _active, createdAt: _created, ...ad }) => ad),
}));
