import { adminPaths } from '../../lib/admin-paths';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/DataTable';
import type { AdminTest } from './api';
import { markingScheme } from './marks';
import { TestStatusBadge } from './TestStatusBadge';

interface SeriesTestsTableProps {
  tests: AdminTest[];
  busy: boolean;
  isDeleting: (testId: string) => boolean;
  onDelete: (test: AdminTest) => void;
}

export function SeriesTestsTable({ tests, busy, isDeleting, onDelete }: SeriesTestsTableProps) {
  return (
    <DataTable
      className="data-table card-table"
      busy={busy}
      caption="Tests of this series"
      columns={['Title', 'Status', 'Questions', 'Duration', 'Marks', { hidden: 'Actions' }]}
    >
      {tests.map((test) => (
        <tr key={test._id} aria-busy={isDeleting(test._id) || undefined}>
          <th scope="row">
            <Link to={adminPaths.adminTest(test._id)}>{test.title}</Link>
            {test.titleGu && (
              <span className="admin-tests-secondary" lang="gu">
                {test.titleGu}
              </span>
            )}
          </th>
          <td data-label="Status">
            <TestStatusBadge published={test.published} />
          </td>
          <td data-label="Questions">{test.questionCount}</td>
          <td data-label="Duration">{`${test.durationMinutes} min`}</td>
          <td data-label="Marks">{markingScheme(test)}</td>
          <td>
            <div className="admin-tests-row-actions">
              <Link
                to={adminPaths.adminTest(test._id)}
                className="button button-outline"
                aria-label={`Edit ${test.title}`}
              >
                Edit
              </Link>
              <button
                type="button"
                className="button button-outline admin-tests-danger"
                aria-label={`Delete ${test.title}`}
                disabled={isDeleting(test._id)}
                onClick={() => onDelete(test)}
              >
                {isDeleting(test._id) ? 'Deleting...' : 'Delete'}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
