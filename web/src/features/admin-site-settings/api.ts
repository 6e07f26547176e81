import type { SiteSettings, SiteSettingsInput } from '../../../../shared/site-settings';
import { api } from '../../lib/api';

export async function fetchSiteSettings(signal: AbortSignal): Promise<SiteSettings | null> {
  return (await api('GET /api/site-settings', {}, { signal })).settings;
}

export async function saveSiteSettings(body: SiteSettingsInput): Promise<SiteSettings> {
  return (await api('PUT /api/admin/site-settings', {}, { body })).settings;
}
