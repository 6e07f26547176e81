import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useData } from '../../../lib/use-data';
import { fetchMyTestSeries, type MyTestSeries } from './api';
import './my-test-series.css';
import { useActiveLanguage, useT, type MessageId } from '../../../lib/i18n';
import { localizedDescription, localizedTitle } from '../../../lib/course-text';

const STATUS_LABELS: Record<MyTestSeries['status'], MessageId> = {
  purchased: 'dashboard.seriesPurchased',
  pending: 'dashboard.seriesPending',
  rejected: 'dashboard.seriesRejected',
};

/** What the entry's date is: when access began, when the payment was sent, when it was rejected. */
const DATE_LABELS: Record<MyTestSeries['status'], MessageId> = {
  purchased: 'dashboard.seriesSince',
  pending: 'dashboard.seriesSubmitted',
  rejected: 'dashboard.seriesRejectedOn',
};

/** 'My Test Series' on the dashboard: bought ones open their tests, pending ones wait, rejected ones say why and may be bought again. */
export function MyTestSeriesSection() {
  const headingId = useId();
  const mine = useData(fetchMyTestSeries);
  const t = useT();

  return (
    <section className="my-test-series" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.seriesHeading')}</h2>
      {mine.status === 'loading' && <Spinner label={t('dashboard.seriesLoading')} />}
      {mine.status === 'error' && <LoadError message={t('dashboard.seriesFailed')} onRetry={mine.retry} />}
      {mine.status === 'success' &&
        (mine.data.length === 0 ? (
          <div className="state-panel">
            <p>{t('dashboard.seriesEmpty')}</p>
            <Link to={paths.testSeries} className="button button-primary">
              {t('dashboard.seriesBrowse')}
            </Link>
          </div>
        ) : (
          <ul className="dashboard-course-list">
            {mine.data.map((entry) => (
              <SeriesItem key={entry.testSeries._id} entry={entry} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function SeriesItem({ entry }: { entry: MyTestSeries }) {
  const t = useT();
  const language = useActiveLanguage();
  const title = localizedTitle(entry.testSeries, language);
  const date = formatDate(entry.since, language);
  const description = localizedDescription(entry.testSeries, language);

  return (
    <li className="dashboard-course">
      <div className="dashboard-course-text">
        <div className="my-series-head">
          <h3>{title}</h3>
          <span className={`my-series-status my-series-status-${entry.status}`}>{t(STATUS_LABELS[entry.status])}</span>
        </div>
        {description && <p className="muted">{description}</p>}
        {date && <p className="dashboard-course-date">{t(DATE_LABELS[entry.status], { date })}</p>}
        {entry.status === 'pending' && <p className="muted">{t('dashboard.seriesPendingNote')}</p>}
        {entry.status === 'rejected' && entry.rejectionReason && (
          <p className="my-series-reason">{t('dashboard.seriesReason', { reason: entry.rejectionReason })}</p>
        )}
      </div>
      {entry.status === 'purchased' && (
        <Link to={paths.seriesTests(entry.testSeries._id)} className="button button-primary">
          {t('dashboard.seriesOpen')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      )}
      {entry.status === 'rejected' && (
        <Link to={paths.testSeries} className="button button-outline">
          {t('dashboard.seriesBuyAgain')}
          <span className="visually-hidden">: {title}</span>
        </Link>
      )}
    </li>
  );
}
