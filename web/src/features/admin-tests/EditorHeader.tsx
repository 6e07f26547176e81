import { adminPaths } from '../../lib/admin-paths';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../lib/format';
import type { AdminTest } from './api';
import { markingScheme } from './marks';
import { TestStatusBadge } from './TestStatusBadge';

interface EditorHeaderProps {
  test: AdminTest;
  publishing: boolean;
  onSettings: () => void;
  onTogglePublished: () => void;
}

/** The test's name, state and settings at a glance, with Results, Settings and Publish / Unpublish. */
export function EditorHeader({ test, publishing, onSettings, onTogglePublished }: EditorHeaderProps) {
  const schedule = [
    test.opensAt && `Opens ${formatDateTime(test.opensAt)}`,
    test.closesAt && `Closes ${formatDateTime(test.closesAt)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Link to={adminPaths.adminSeriesTests(test.seriesId)} className="back-link">
        ← Back to Tests
      </Link>
      <div className="page-header admin-tests-header">
        <div>
          <h1>{test.title}</h1>
          {test.titleGu && (
            <p className="admin-tests-secondary" lang="gu">
              {test.titleGu}
            </p>
          )}
          <p className="admin-tests-facts">
            <TestStatusBadge published={test.published} />
            <span>{`${test.questionCount} ${test.questionCount === 1 ? 'question' : 'questions'}`}</span>
            <span>{`${test.durationMinutes} min`}</span>
            <span>{markingScheme(test)}</span>
            {schedule && <span>{schedule}</span>}
          </p>
        </div>
        <div className="admin-tests-toolbar">
          <Link to={adminPaths.adminTestResults(test._id)} className="button button-outline">
            Results
          </Link>
          <button type="button" className="button button-outline" onClick={onSettings}>
            Test Settings
          </button>
          <button
            type="button"
            className={`button ${test.published ? 'button-outline' : 'button-primary'}`}
            disabled={publishing}
            onClick={onTogglePublished}
          >
            {publishing ? 'Saving...' : test.published ? 'Unpublish' : 'Publish'}
          </button>
        </div>
      </div>
    </>
  );
}
