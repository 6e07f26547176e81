import type { AdInput } from '../../../../shared/schemas';
import type { StoredHomepageAd } from '../../../../shared/types';
import { apiFetch } from '../../lib/api-client';

export type { StoredHomepageAd };

interface ImageUpload {
  uploadUrl: string;
  imageKey: string;
}

/** Every ad, active or not, newest first. */
export async function fetchAllAds(signal: AbortSignal): Promise<StoredHomepageAd[]> {
  const { ads } = await apiFetch<{ ads?: unknown }>('/api/admin/homepage-ads', { signal });
  if (!Array.isArray(ads)) throw new Error('The homepage ads response has no ads list');
  return ads as StoredHomepageAd[];
}

/**
 * Puts the image in storage and returns the key the new ad refers to. The bytes go straight to the
 * presigned URL on the storage origin, never through the API and without the bearer token.
 */
export async function uploadAdImage(image: File): Promise<string> {
  const { uploadUrl, imageKey } = await apiFetch<ImageUpload>('/api/admin/homepage-ads/image-uploads', {
    method: 'POST',
    body: { contentType: image.type, size: image.size },
  });
  const response = await fetch(uploadUrl, { method: 'PUT', body: image, headers: { 'content-type': image.type } });
  if (!response.ok) throw new Error(`The image upload failed with status ${response.status}`);
  return imageKey;
}

export function createAd(input: AdInput): Promise<StoredHomepageAd> {
  return adFrom(apiFetch('/api/admin/homepage-ads', { method: 'POST', body: input }));
}

export function setAdActive(id: string, isActive: boolean): Promise<StoredHomepageAd> {
  return adFrom(apiFetch(`${adPath(id)}/active`, { method: 'PUT', body: { isActive } }));
}

export async function deleteAd(id: string): Promise<void> {
  await apiFetch(adPath(id), { method: 'DELETE' });
}

async function adFrom(request: Promise<{ ad?: StoredHomepageAd }>): Promise<StoredHomepageAd> {
  const { ad } = await request;
  if (!ad) throw new Error('The response has no ad');
  return ad;
}

function adPath(id: string): string {
  return `/api/admin/homepage-ads/${encodeURIComponent(id)}`;
}
