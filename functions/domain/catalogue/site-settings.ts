import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SiteSettings, SiteSettingsInput } from '#shared/site-settings.js';
import { db, tableName } from '#lib/db.js';

/** One item: the institute's contact facts, replaced whole by each save. */
export const siteSettingsKeys = { item: { pk: 'SETTINGS', sk: 'CONTACT' } };

function toSettings(item: Record<string, unknown>): SiteSettings {
  return {
    address: item.address as string,
    ...(item.addressGu ? { addressGu: item.addressGu as string } : {}),
    mapUrl: item.mapUrl as string,
    hours: item.hours as string,
    ...(item.hoursGu ? { hoursGu: item.hoursGu as string } : {}),
    whatsApp: item.whatsApp as string,
  };
}

/** What the admin saved, or undefined before the first save. */
export async function getSiteSettings(): Promise<SiteSettings | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: siteSettingsKeys.item }));
  return Item ? toSettings(Item) : undefined;
}

export async function saveSiteSettings(input: SiteSettingsInput, adminId: string): Promise<SiteSettings> {
  const settings = toSettings({ ...input });
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...siteSettingsKeys.item,
        entity: 'SiteSettings',
        ...settings,
        updatedBy: adminId,
        updatedAt: new Date().toISOString(),
      },
    }),
  );
  return settings;
}
