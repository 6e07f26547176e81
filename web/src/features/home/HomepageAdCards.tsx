import { useId } from 'react';
import { AdLink } from './AdLink';
import type { HomepageAd } from './ads-api';
import './home.css';
import { useT } from '../../lib/i18n';

export function HomepageAdCards({ ads }: { ads: HomepageAd[] }) {
  const headingId = useId();
  const t = useT();
  if (ads.length === 0) return null;

  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('ads.heading')}</h2>
      <ul className="ad-grid">
        {ads.map((ad) => (
          <li key={ad._id}>
            <article className="ad-card">
              <img className="ad-image" src={ad.imageUrl} alt={ad.title} width={640} height={360} loading="lazy" />
              <div className="ad-card-body">
                <h3 className="ad-title">
                  {/* Stretched over the whole card by CSS. */}
                  <AdLink url={ad.redirectUrl} className="stretched-link">
                    {ad.title}
                  </AdLink>
                </h3>
                {ad.description && <p className="ad-description">{ad.description}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
