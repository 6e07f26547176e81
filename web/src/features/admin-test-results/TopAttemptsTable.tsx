import { adminPaths } from '../../lib/admin-paths';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/DataTable';
import { formatDateTime } from '../../lib/format';
import type { TopAttempt } from './api';
import { scoreOutOf } from './results-format';

/** The best ranked attempts: rank, student (to their page), score and when they submitted. */
export function TopAttemptsTable({ top, maxScore }: { top: readonly TopAttempt[]; maxScore: number }) {
  return (
    <section className="test-results-section" aria-labelledby="test-results-top">
      <h2 id="test-results-top">{`Top ${top.length}`}</h2>
      <DataTable
        className="data-table"
        caption="Top ranked attempts"
        columns={['Rank', 'Student', 'Score', 'Submitted']}
      >
        {top.map((attempt) => (
          <tr key={attempt.attemptId}>
            <td>{attempt.rank}</td>
            <th scope="row">
              <Link to={adminPaths.adminStudent(attempt.studentId)}>{attempt.name}</Link>
              {attempt.email && <span className="test-results-secondary">{attempt.email}</span>}
            </th>
            <td>{scoreOutOf(attempt.score, maxScore)}</td>
            <td>{formatDateTime(attempt.submittedAt)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
