import { adminPaths } from '../../lib/admin-paths';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { useData } from '../../lib/use-data';
import { fetchTestEditor } from './api';
import { TestEditor } from './TestEditor';
import './admin-tests.css';

/** /admin/tests/:testId: one test's settings, sections and questions. */
export function AdminTestEditorPage() {
  const { testId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => fetchTestEditor(testId, signal), [testId]);
  const editor = useData(load);

  return (
    <section className="container page admin-tests">
      <title>{`${editor.status === 'success' ? editor.data.test.title : 'Test'} | ${INSTITUTE_NAME}`}</title>
      {editor.status === 'loading' && <Spinner label="Loading the test..." />}
      {editor.status === 'error' &&
        (editor.error instanceof ApiError && editor.error.status === 404 ? (
          <div className="state-panel">
            <h1>Test not found</h1>
            <Link to={adminPaths.adminTestSeries} className="button button-primary">
              See all test series
            </Link>
          </div>
        ) : (
          <>
            <Link to={adminPaths.adminTestSeries} className="back-link">
              ← Back to Test Series
            </Link>
            <LoadError message="Failed to load the test" onRetry={editor.retry} />
          </>
        ))}
      {editor.status === 'success' && <TestEditor editor={editor} />}
    </section>
  );
}
