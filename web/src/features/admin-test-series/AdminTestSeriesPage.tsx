import { useState } from 'react';
import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { withItem, withoutItem } from '../../lib/list-items';
import { useData } from '../../lib/use-data';
import { fetchAllTestSeries, type TestSeries } from './api';
import { AdminTestSeriesCard } from './AdminTestSeriesCard';
import { TestSeriesFormDialog } from './TestSeriesFormDialog';
import { useDeleteTestSeries } from './use-delete-test-series';
import './admin-test-series.css';

/** Which form is open: a new series, or the series being edited. */
type OpenForm = { mode: 'create' } | { mode: 'edit'; series: TestSeries } | null;

export function AdminTestSeriesPage() {
  const testSeries = useData(fetchAllTestSeries);
  const { isDeleting, confirmAndDelete } = useDeleteTestSeries((id) =>
    testSeries.update((list) => withoutItem(list, id)),
  );
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const openCreateForm = () => setOpenForm({ mode: 'create' });
  const refreshing = testSeries.status === 'success' && testSeries.refreshing;

  return (
    <section className="container page">
      <title>{`Test Series Management | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        <span aria-hidden="true">← </span>Back to Dashboard
      </Link>
      <div className="page-header admin-series-header">
        <h1>Test Series Management</h1>
        <div className="admin-series-toolbar">
          <button type="button" className="button button-outline" disabled={refreshing} onClick={testSeries.refresh}>
            {refreshing ? 'Refreshing...' : 'Refresh'}
          </button>
          <button type="button" className="button button-primary" onClick={openCreateForm}>
            Add Test Series
          </button>
        </div>
      </div>

      {testSeries.status === 'loading' && <Spinner label="Loading test series..." />}
      {testSeries.status === 'error' && <LoadError message="Failed to load test series" onRetry={testSeries.retry} />}
      {testSeries.status === 'success' && (
        <>
          {testSeries.refreshFailed && <LoadError message="Failed to load test series" onRetry={testSeries.refresh} />}
          {testSeries.data.length === 0 ? (
            <div className="state-panel">
              <p>No test series found</p>
              <button type="button" className="button button-primary" onClick={openCreateForm}>
                Create First Test Series
              </button>
            </div>
          ) : (
            <ul className="card-grid">
              {testSeries.data.map((series) => (
                <li key={series._id}>
                  <AdminTestSeriesCard
                    series={series}
                    deleting={isDeleting(series._id)}
                    onEdit={() => setOpenForm({ mode: 'edit', series })}
                    onDelete={() => confirmAndDelete(series)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {openForm && (
        <TestSeriesFormDialog
          series={openForm.mode === 'edit' ? openForm.series : undefined}
          onClose={() => setOpenForm(null)}
          onSaved={(saved) => {
            // An edit keeps the series' real test count; a new series has none yet.
            testSeries.update((list) => {
              const testCount = list.find((series) => series._id === saved._id)?.testCount ?? {
                published: 0,
                total: 0,
              };
              return withItem(list, { ...saved, testCount });
            });
            setOpenForm(null);
          }}
        />
      )}
    </section>
  );
}
