import { PageHead } from '../../components/PageHead';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { useData } from '../../lib/use-data';
import { UpiPayDialog } from '../../components/upi/UpiPayDialog';
import { fetchTestSeries } from './api';
import { TestSeriesCard } from './TestSeriesCard';
import { useTestSeriesPurchase } from './use-test-series-purchase';
import './test-series.css';

export function TestSeriesPage() {
  return (
    <section className="container page">
      <PageHead
        title="Test Series & Mock Tests"
        description="Exam-pattern mock test series for GPSC, UPSC, NEET, banking, railway, SSC and Talati exams, with detailed solutions."
        path={paths.testSeries}
      />
      <h1>Test Series &amp; Mock Tests</h1>
      <TestSeriesList />
    </section>
  );
}

function TestSeriesList() {
  const testSeries = useData(fetchTestSeries);
  const { processingId, purchase, payment, closePayment } = useTestSeriesPurchase();

  if (testSeries.status === 'loading') {
    return (
      <p className="state-panel" role="status">
        <span className="spinner-circle" aria-hidden="true" />
        Loading test series...
      </p>
    );
  }
  if (testSeries.status === 'error') {
    return <LoadError message="Failed to load test series" onRetry={testSeries.retry} />;
  }
  if (testSeries.data.length === 0) {
    return (
      <div className="state-panel">
        <h2>No Test Series Available</h2>
        <p>Check back later for new test series and mock tests.</p>
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
        <UpiPayDialog title="Pay by UPI" details={payment} onClose={closePayment}>
          <p className="muted">After payment, please contact support with your UTR for test series access.</p>
        </UpiPayDialog>
      )}
    </>
  );
}
