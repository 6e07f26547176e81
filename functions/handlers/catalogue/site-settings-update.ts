import { siteSettingsUpdate } from '#shared/api/catalogue.js';
import { saveSiteSettings } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(siteSettingsUpdate, async ({ body, user }) => ({
  settings: await saveSiteSettings(body, user.userId),
}));
