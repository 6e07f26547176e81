import { useEffect, useId, useState } from 'react';
import { hasSeenAdThisSession, markAdSeenThisSession } from './ad-session-flag';
import { AdLink } from './AdLink';
import type { HomepageAd } from './ads-api';
import './home.css';
import { useT } from '../../lib/i18n';

/**
 * On the first home visit of a browser session, a dismissible card presents the first active ad
 * (spec section 2: first-visit-per-session ad flag in session storage). Later visits skip it.
 */
export function FirstVisitAd({ ads }: { ads: HomepageAd[] }) {
  const titleId = useId();
  const t = useT();
  const [firstVisit] = useState(() => !hasSeenAdThisSession());
  const [dismissed, setDismissed] = useState(false);
  const ad = firstVisit && !dismissed ? ads[0] : undefined;

  useEffect(() => {
    if (ad) markAdSeenThisSession();
  }, [ad]);

  return (
    // Always rendered so screen readers announce the card when the ads arrive.
    <div aria-live="polite">
      {ad && (
        <section className="first-visit-ad" aria-labelledby={titleId}>
          <img className="ad-image" src={ad.imageUrl} alt={ad.title} width={640} height={360} />
          <div className="ad-card-body">
            <p className="first-visit-ad-label">{t('ads.newAtAcademy')}</p>
            <h2 id={titleId} className="ad-title">
              <AdLink url={ad.redirectUrl} className="stretched-link">
                {ad.title}
              </AdLink>
            </h2>
            {ad.description && <p className="ad-description">{ad.description}</p>}
          </div>
          <button
            type="button"
            className="first-visit-ad-close"
            aria-label={t('ads.dismiss')}
            onClick={() => setDismissed(true)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </section>
      )}
    </div>
  );
}
