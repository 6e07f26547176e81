import { Suspense } from 'react';
import { PageHead } from '../../components/PageHead';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { lazyComponent } from '../../lib/lazy-component';
import { useData } from '../../lib/use-data';
import { fetchTestSeries } from './api';
import { TestSeriesCard } from './TestSeriesCard';
import { useMySeriesStatus } from './use-my-series-status';
import { useTestSeriesPurchase } from './use-test-series-purchase';
import './test-series.css';
import { useT } from '../../lib/i18n';

// The payment dialog and its UTR form load on Purchase Now, not with the page.
const SeriesPurchaseDialog = lazyComponent(() =>
  import('./SeriesPurchaseDialog').then((module) => module.SeriesPurchaseDialog),
);

export function TestSeriesPage() {
  const t = useT();
  return (
    <section className="container page">
      <PageHead title={t('testSeries.title')} description={t('testSeries.description')} path={paths.testSeries} />
      <h1>{t('testSeries.title')}</h1>
      <TestSeriesList />
    </section>
  );
}

function TestSeriesList() {
  const testSeries = useData(fetchTestSeries);
  const { statusOf, setStatus, isStudent } = useMySeriesStatus();
  const { processingId, purchase, payment, closePayment } = useTestSeriesPurchase(setStatus);
  const t = useT();

  if (testSeries.status === 'loading') {
    return (
      <p className="state-panel" role="status">
        <span className="spinner-circle" aria-hidden="true" />
        {t('testSeries.loading')}
      </p>
    );
  }
  if (testSeries.status === 'error') {
    return <LoadError message={t('testSeries.failed')} onRetry={testSeries.retry} />;
  }
  if (testSeries.data.length === 0) {
    return (
      <div className="state-panel">
        <h2>{t('testSeries.emptyTitle')}</h2>
        <p>{t('testSeries.emptyText')}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="card-grid test-series-grid">
        {testSeries.data.map((series) => (
          <li key={series._id}>
            <TestSeriesCard
              series={series}
              status={statusOf(series._id)}
              processing={processingId === series._id}
              onPurchase={() => purchase(series)}
              {...(isStudent ? { onPaidOnline: () => setStatus(series._id, 'purchased') } : {})}
            />
          </li>
        ))}
      </ul>
      {payment && (
        <Suspense fallback={null}>
          <SeriesPurchaseDialog
            payment={payment}
            onSubmitted={() => setStatus(payment.seriesId, 'pending')}
            onClose={closePayment}
          />
        </Suspense>
      )}
    </>
  );
}
