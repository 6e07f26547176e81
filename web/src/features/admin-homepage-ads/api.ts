import type { AdInput, AdUpdate } from '../../../../shared/schemas';
import type { StoredHomepageAd } from '../../../../shared/types';
import { api } from '../../lib/api';

export type { StoredHomepageAd };

/** Every ad, active or not, newest first. */
export async function fetchAllAds(signal: AbortSignal): Promise<StoredHomepageAd[]> {
  const { ads } = await api('GET /api/admin/homepage-ads', {}, { signal });
  if (!Array.isArray(ads)) throw new Error('The homepage ads response has no ads list');
  return ads;
}

/**
 * Puts the image in storage and returns the key the new ad refers to. The bytes go straight to the
 * presigned URL on the storage origin, never through the API and without the bearer token.
 */
export async function uploadAdImage(image: File): Promise<string> {
  const { uploadUrl, imageKey } = await api(
    'POST /api/admin/homepage-ads/image-uploads',
    {},
    {
      body: { contentType: image.type, size: image.size },
    },
  );
  const response = await fetch(uploadUrl, { method: 'PUT', body: image, headers: { 'content-type': image.type } });
  if (!response.ok) throw new Error(`The image upload failed with status ${response.status}`);
  return imageKey;
}

export async function createAd(input: AdInput): Promise<StoredHomepageAd> {
  return adFrom(await api('POST /api/admin/homepage-ads', {}, { body: input }));
}

/** Saves an edit; with an image key the ad shows that newly uploaded image instead of its own. */
export async function updateAd(id: string, update: AdUpdate): Promise<StoredHomepageAd> {
  return adFrom(await api('PUT /api/admin/homepage-ads/{id}', { id }, { body: update }));
}

export async function setAdActive(id: string, isActive: boolean): Promise<StoredHomepageAd> {
  return adFrom(await api('PUT /api/admin/homepage-ads/{id}/active', { id }, { body: { isActive } }));
}

export async function deleteAd(id: string): Promise<void> {
  await api('DELETE /api/admin/homepage-ads/{id}', { id });
}

function adFrom({ ad }: { ad?: StoredHomepageAd }): StoredHomepageAd {
  if (!ad) throw new Error('The response has no ad');
  return ad;
}
