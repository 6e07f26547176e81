import { adminPaths } from '../../lib/admin-paths';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { ErrorBox } from '../../components/ErrorBox';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { useData } from '../../lib/use-data';
import { usePendingIds } from '../../lib/use-pending-ids';
import { createTest, deleteTest, fetchSeriesTests, type AdminTest } from './api';
import { SeriesTestsTable } from './SeriesTestsTable';
import { TestFormDialog } from './TestFormDialog';
import './admin-tests.css';

/** /admin/test-series/:seriesId: the tests of one series, created, opened in the editor, deleted. */
export function AdminSeriesTestsPage() {
  const { seriesId = '' } = useParams();
  const toast = useToast();
  const load = useCallback((signal: AbortSignal) => fetchSeriesTests(seriesId, signal), [seriesId]);
  const data = useData(load);
  const [creating, setCreating] = useState(false);
  const { isPending, track } = usePendingIds();

  function confirmAndDelete(test: AdminTest) {
    if (!window.confirm(`Delete the test "${test.title}" and all its questions? This cannot be undone.`)) return;
    void track(test._id, async () => {
      try {
        await deleteTest(test._id);
        data.update((current) => ({ ...current, tests: current.tests.filter((kept) => kept._id !== test._id) }));
        toast.success('Test deleted');
      } catch (error) {
        toast.error(errorMessage(error, 'Failed to delete the test'));
      }
    });
  }

  const seriesTitle = data.status === 'success' ? data.data.testSeries.title : 'Test Series';

  return (
    <section className="container page admin-tests">
      <title>{`Tests of ${seriesTitle} | ${INSTITUTE_NAME}`}</title>
      <Link to={adminPaths.adminTestSeries} className="back-link">
        ← Back to Test Series
      </Link>
      {data.status === 'loading' && <Spinner label="Loading tests..." />}
      {data.status === 'error' &&
        (data.error instanceof ApiError && data.error.status === 404 ? (
          <div className="state-panel">
            <h1>Test series not found</h1>
            <Link to={adminPaths.adminTestSeries} className="button button-primary">
              See all test series
            </Link>
          </div>
        ) : (
          <LoadError message="Failed to load the tests" onRetry={data.retry} />
        ))}
      {data.status === 'success' && (
        <>
          <div className="page-header admin-tests-header">
            <div>
              <p className="admin-tests-eyebrow">Tests of</p>
              <h1>{data.data.testSeries.title}</h1>
            </div>
            <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
              New Test
            </button>
          </div>
          {data.refreshFailed && <ErrorBox>Failed to load the tests</ErrorBox>}
          {data.data.tests.length === 0 ? (
            <div className="state-panel">
              <p>No tests in this series yet</p>
              <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
                Create First Test
              </button>
            </div>
          ) : (
            <SeriesTestsTable
              tests={data.data.tests}
              busy={data.refreshing}
              isDeleting={isPending}
              onDelete={confirmAndDelete}
            />
          )}
        </>
      )}
      {creating && (
        <TestFormDialog
          save={(input) => createTest(seriesId, input)}
          onClose={() => setCreating(false)}
          onSaved={(test) => {
            data.update((current) => ({ ...current, tests: [...current.tests, test] }));
            setCreating(false);
          }}
        />
      )}
    </section>
  );
}
