import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import './home.css';
import { useT, type MessageId } from '../../lib/i18n';

/** The home page's three service cards (spec section 2). */
const SERVICES: readonly { title: MessageId; summary: MessageId; to: string }[] = [
  { title: 'services.gpsc.title', summary: 'services.gpsc.summary', to: paths.courseType('gpsc') },
  { title: 'services.upsc.title', summary: 'services.upsc.summary', to: paths.courseType('upsc') },
  { title: 'services.mockTests.title', summary: 'services.mockTests.summary', to: paths.testSeries },
];

export function ServiceCards() {
  const headingId = useId();
  const t = useT();
  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('services.heading')}</h2>
      <ul className="service-grid">
        {SERVICES.map((service) => (
          <li key={service.to} className="service-card">
            <h3 className="service-title">
              <Link to={service.to} className="stretched-link">
                {t(service.title)}
              </Link>
            </h3>
            <p className="muted">{t(service.summary)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
