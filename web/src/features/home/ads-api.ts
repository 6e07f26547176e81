import { useMemo } from 'react';
import type { HomepageAd } from '../../../../shared/types';
import { api } from '../../lib/api';
import { useActiveLanguage } from '../../lib/i18n';
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

/**
 * The active ads once the request has settled (empty after a failure); undefined while it runs. A
 * Gujarati reader gets an ad's Gujarati title and description where the admin wrote them.
 */
export function useActiveAds(): HomepageAd[] | undefined {
  const result = useData(fetchActiveAds);
  const language = useActiveLanguage();
  const loaded = result.status === 'success' ? result.data : undefined;
  const inLanguage = useMemo(
    () =>
      language === 'gu'
        ? loaded?.map((ad) => ({
            ...ad,
            title: ad.titleGu || ad.title,
            ...(ad.descriptionGu ? { description: ad.descriptionGu } : {}),
          }))
        : loaded,
    [loaded, language],
  );
  return result.status === 'error' ? [] : inLanguage;
}
