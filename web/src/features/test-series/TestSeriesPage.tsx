import { PageHead } from '../../components/PageHead';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { useData } from '../../lib/use-data';
import { UpiPayDialog } from '../../components/upi/UpiPayDialog';
import { fetchTestSeries } from './api';
import { TestSeriesCard } from './TestSeriesCard';
import { useTestSeriesPurchase } from './use-test-series-purchase';
import './test-series.css';
import { useT } from '../../lib/i18n';

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
  const { processingId, purchase, payment, closePayment } = useTestSeriesPurchase();
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
            <TestSeriesCard series={series} processing={processingId === series._id} onPurchase={() => purchase(series)} />
          </li>
        ))}
      </ul>
      {payment && (
        <UpiPayDialog title={t('testSeries.payTitle')} details={payment} onClose={closePayment}>
          <p className="muted">{t('testSeries.afterPayment')}</p>
        </UpiPayDialog>
      )}
    </>
  );
}
