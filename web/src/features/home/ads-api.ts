import type { HomepageAd } from '../../../../shared/types';
import { api } from '../../lib/api';
import { useData } from '../../lib/use-data';

export type { HomepageAd };

/** Ads are optional on the home page, so a failure is only logged (spec section 8). */
async function fetchActiveAds(signal: AbortSignal): Promise<HomepageAd[]> {
  try {
    const { ads } = await api('GET /api/homepage-ads/public/active', {}, { signal });
    if (!Array.isArray(ads)) throw new Error('The homepage ads response has no ads list');
    return ads;
  } catch (error) {
    if (!signal.aborted) console.error('Could not load homepage ads', error);
    return [];
  }
}

/** The active ads once the request has settled (empty after a failure); undefined while it runs. */
export function useActiveAds(): HomepageAd[] | undefined {
  const result = useData(fetchActiveAds);
  return result.status === 'success' ? result.data : result.status === 'error' ? [] : undefined;
}
