import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import './home.css';

/** The home page's three service cards (spec section 2). */
const SERVICES = [
  {
    title: 'GPSC Training',
    summary: 'Classroom and video lectures for GPSC Class 1-2, with printed notes and regular tests.',
    to: paths.courseType('gpsc'),
  },
  {
    title: 'UPSC Preparation',
    summary: 'Prelims and Mains coaching with answer-writing practice and detailed solutions.',
    to: paths.courseType('upsc'),
  },
  {
    title: 'Mock Tests',
    summary: 'Exam-pattern test series to check where you stand before the real exam.',
    to: paths.testSeries,
  },
] as const;

export function ServiceCards() {
  const headingId = useId();
  return (
    <section className="container home-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Our Services</h2>
      <ul className="service-grid">
        {SERVICES.map((service) => (
          <li key={service.to} className="service-card">
            <h3 className="service-title">
              <Link to={service.to} className="stretched-link">
                {service.title}
              </Link>
            </h3>
            <p className="muted">{service.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
