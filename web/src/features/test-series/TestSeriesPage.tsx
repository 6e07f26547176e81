import { Suspense, useEffect, useState } from 'react';
import { PageHead } from '../../components/PageHead';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { lazyComponent } from '../../lib/lazy-component';
import { useData } from '../../lib/use-data';
import { takePurchaseToResume } from '../../lib/started-upi-payments';
import { useSession } from '../../lib/session';
import { fetchTestSeries, type TestSeries } from './api';
import { TestSeriesCard } from './TestSeriesCard';
import { useMySeriesStatus } from './use-my-series-status';
import { useTestSeriesPurchase } from './use-test-series-purchase';
import './test-series.css';
import { useT } from '../../lib/i18n';

// The payment dialogs and their UTR form load on Purchase Now or on the UTR entry, not with the page.
const SeriesPurchaseDialog = lazyComponent(() =>
  import('./SeriesPurchaseDialog').then((module) => module.SeriesPurchaseDialog),
);
const SeriesUtrDialog = lazyComponent(() => import('./SeriesUtrDialog').then((module) => module.SeriesUtrDialog));

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
  const { statusOf, setStatus } = useMySeriesStatus();
  const { processingId, purchase, payment, refusal, submitted, closePayment } = useTestSeriesPurchase(setStatus);
  const { isStudent } = useSession();
  const [enteringUtrFor, setEnteringUtrFor] = useState<TestSeries | null>(null);
  const t = useT();

  // A visitor who pressed Purchase Now and has signed in since: that series' payment dialog opens.
  const loaded = testSeries.status === 'success' ? testSeries.data : undefined;
  useEffect(() => {
    if (!isStudent || !loaded) return;
    const id = takePurchaseToResume('series');
    const series = loaded.find((entry) => entry._id === id);
    if (series) void purchase(series);
    // `purchase` is new each render; the resume runs once, when the list and the student are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isStudent, loaded]);

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
              refusal={refusal?.seriesId === series._id ? refusal.message : undefined}
              onEnterUtr={isStudent ? () => setEnteringUtrFor(series) : undefined}
              {...(isStudent ? { onPaidOnline: () => setStatus(series._id, 'purchased') } : {})}
            />
          </li>
        ))}
      </ul>
      {payment && (
        <Suspense fallback={null}>
          <SeriesPurchaseDialog
            payment={payment}
            onSubmitted={() => submitted(payment.seriesId)}
            onClose={closePayment}
          />
        </Suspense>
      )}
      {enteringUtrFor && (
        <Suspense fallback={null}>
          <SeriesUtrDialog
            series={enteringUtrFor}
            onSubmitted={() => submitted(enteringUtrFor._id)}
            onClose={() => setEnteringUtrFor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
