import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import type { StoredHomepageAd } from '#shared/types.js';
import type { AD_IMAGE_TYPES, AdInput, AdUpdate } from '#shared/schemas.js';
import { db, isConditionFailure, queryPrefix, tableName } from '#lib/db.js';
import { InvalidInput, NotFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { s3, videoBucket } from '#lib/s3.js';

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
    ...(item.titleGu ? { titleGu: item.titleGu as string } : {}),
    ...(item.descriptionGu ? { descriptionGu: item.descriptionGu as string } : {}),
    isActive: item.isActive as boolean,
    createdAt: item.createdAt as string,
  };
}

export async function createAd(input: HomepageAdInput): Promise<StoredHomepageAd> {
  const id = ulid();
  const item = { ...adKeys.item(id), entity: 'HomepageAd', id, ...input, createdAt: new Date().toISOString() };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return toAd(item);
}

export async function listAds(options: { activeOnly: boolean }): Promise<StoredHomepageAd[]> {
  const ads = (await queryPrefix(adKeys.partition, adKeys.prefix)).map(toAd);
  return options.activeOnly ? ads.filter((ad) => ad.isActive) : ads;
}

const IMAGE_UPLOAD_SECONDS = 10 * 60;
const EXTENSIONS: Record<(typeof AD_IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Ad images are public: served as /public/ads/<file> (CloudFront path, or the local server), unsigned. */
export const imageUrlFor = (imageKey: string) => `/${imageKey}`;

/** A presigned PUT for one image; type and length are signed, so the browser cannot send something else. */
export async function imageUploadUrl(input: { contentType: (typeof AD_IMAGE_TYPES)[number]; size: number }) {
  const imageKey = `public/ads/${ulid()}.${EXTENSIONS[input.contentType]}`;
  const uploadUrl = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: videoBucket(),
      Key: imageKey,
      ContentType: input.contentType,
      ContentLength: input.size,
    }),
    { expiresIn: IMAGE_UPLOAD_SECONDS },
  );
  return { uploadUrl, imageKey, imageUrl: imageUrlFor(imageKey) };
}

async function assertImageUploaded(imageKey: string): Promise<void> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: videoBucket(), Key: imageKey }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403) throw new InvalidInput('ad_image_not_uploaded');
    throw error;
  }
}

export async function createAdFromUpload(input: AdInput): Promise<StoredHomepageAd> {
  await assertImageUploaded(input.imageKey);
  const { imageKey, ...rest } = input;
  return createAd({ ...rest, imageUrl: imageUrlFor(imageKey) });
}

/** The texts an edit may leave out: left out, the ad has none. */
const OPTIONAL_TEXTS = ['description', 'titleGu', 'descriptionGu'] as const;

/**
 * The ad as the edit says: title, link and the optional texts as sent (an optional one left out is
 * removed), the image replaced only when a new one was uploaded; the old image goes after.
 */
export async function updateAd(id: string, input: AdUpdate): Promise<StoredHomepageAd> {
  if (input.imageKey) await assertImageUploaded(input.imageKey);
  const set: Record<string, string> = { title: input.title, redirectUrl: input.redirectUrl };
  if (input.imageKey) set.imageUrl = imageUrlFor(input.imageKey);
  for (const field of OPTIONAL_TEXTS) if (input[field]) set[field] = input[field];
  const removed = OPTIONAL_TEXTS.filter((field) => !set[field]);
  const names = Object.fromEntries([...Object.keys(set), ...removed].map((field) => [`#${field}`, field]));
  const assignments = Object.keys(set)
    .map((field) => `#${field} = :${field}`)
    .join(', ');
  const removals = removed.length ? ` REMOVE ${removed.map((field) => `#${field}`).join(', ')}` : '';
  let before: Record<string, unknown>;
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: adKeys.item(id),
        UpdateExpression: `SET ${assignments}${removals}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: Object.fromEntries(
          Object.entries(set).map(([field, value]) => [`:${field}`, value]),
        ),
        ReturnValues: 'ALL_OLD',
      }),
    );
    before = Attributes!;
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('ad_not_found');
    throw error;
  }
  if (set.imageUrl && before.imageUrl !== set.imageUrl)
    await deleteUploadedImage(before.imageUrl as string | undefined);
  const after: Record<string, unknown> = { ...before, ...set };
  for (const field of removed) delete after[field];
  return toAd(after);
}

export async function setAdActive(id: string, isActive: boolean): Promise<StoredHomepageAd> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: adKeys.item(id),
        UpdateExpression: 'SET isActive = :active',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':active': isActive },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toAd(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('ad_not_found');
    throw error;
  }
}

/** Removes the ad, then its image if it is one of the uploaded ones. */
export async function deleteAd(id: string): Promise<void> {
  let removed: Record<string, unknown> | undefined;
  try {
    ({ Attributes: removed } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: adKeys.item(id),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    ));
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('ad_not_found');
    throw error;
  }
  await deleteUploadedImage(removed?.imageUrl as string | undefined);
}

/** An ad's image, if it is one of the uploaded ones; a failure leaves a file no ad shows, and is logged. */
async function deleteUploadedImage(imageUrl: string | undefined): Promise<void> {
  if (!imageUrl?.startsWith('/public/ads/')) return;
  await s3()
    .send(new DeleteObjectCommand({ Bucket: videoBucket(), Key: imageUrl.slice(1) }))
    .catch((error) => logger.warn('Could not delete ad image', { error, imageUrl }));
}
