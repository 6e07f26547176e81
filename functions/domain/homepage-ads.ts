import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { StoredHomepageAd } from '../../shared/types.js';
import { db, queryPrefix, tableName } from '../lib/db.js';

export type { StoredHomepageAd };
export type HomepageAdInput = Omit<StoredHomepageAd, '_id' | 'createdAt'>;

export const adKeys = {
  partition: 'ADS',
  prefix: 'AD#',
  item: (id: string) => ({ pk: 'ADS', sk: `AD#${id}` }),
};

function toAd(item: Record<string, unknown>): StoredHomepageAd {
  return {
    _id: item.id as string,
    title: item.title as string,
    ...(item.description ? { description: item.description as string } : {}),
    imageUrl: item.imageUrl as string,
    redirectUrl: item.redirectUrl as string,
    isActive: item.isActive as boolean,
    createdAt: item.createdAt as string,
  };
}

export async function createAd(input: HomepageAdInput): Promise<StoredHomepageAd> {
  const id = ulid();
  const item = { ...adKeys.item(id), entity: 'HomepageAd', id, ...input, createdAt: new Date().toISOString() };
  await db().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  return toAd(item);
}

export async function listAds(options: { activeOnly: boolean }): Promise<StoredHomepageAd[]> {
  const ads = (await queryPrefix(adKeys.partition, adKeys.prefix)).map(toAd);
  return options.activeOnly ? ads.filter((ad) => ad.isActive) : ads;
}
