import { siteSettingsGet } from '#shared/api/catalogue.js';
import { getSiteSettings } from '#domain/catalogue/index.js';
import { apiHandler } from '#functions/handlers/api-handler.js';

export const handler = apiHandler(siteSettingsGet, async () => ({ settings: (await getSiteSettings()) ?? null }));
