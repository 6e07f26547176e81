import { DataTable } from '../../components/DataTable';
import type { ImportIssue } from './api';

/** Every wrong cell of an import that was refused, by row and column. */
export function ImportIssuesTable({ issues }: { issues: ImportIssue[] }) {
  return (
    <DataTable
      className="data-table import-issues"
      caption="Problems in the spreadsheet"
      columns={['Row', 'Column', 'Problem']}
    >
      {issues.map((issue, index) => (
        <tr key={`${issue.row}-${issue.column}-${index}`}>
          <th scope="row">{issue.row > 0 ? issue.row : '—'}</th>
          <td>{issue.column || (issue.row > 0 ? 'Whole row' : 'Whole sheet')}</td>
          <td className="import-issue-message">{issue.message}</td>
        </tr>
      ))}
    </DataTable>
  );
}
