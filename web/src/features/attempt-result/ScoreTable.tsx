import { DataTable } from '../../components/DataTable';
import { useT } from '../../lib/i18n';
import type { ScoreFigures } from './api';
import { formatMarks, formatTimeSpent } from './result-format';

export type NamedFigures = ScoreFigures & { key: string; name: string };

/** Score, correct, wrong, unanswered and time of each section or topic. */
export function ScoreTable({
  caption,
  nameHeading,
  rows,
}: {
  caption: string;
  nameHeading: string;
  rows: NamedFigures[];
}) {
  const t = useT();
  const columns = [
    nameHeading,
    t('testResult.score'),
    t('testResult.correct'),
    t('testResult.wrong'),
    t('testResult.unanswered'),
    t('testResult.time'),
  ];
  return (
    <DataTable className="data-table test-result-table" caption={caption} columns={columns}>
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.name}</th>
          <td>{t('testResult.scoreOf', { score: formatMarks(row.score), max: formatMarks(row.maxScore) })}</td>
          <td>{row.correct}</td>
          <td>{row.wrong}</td>
          <td>{row.unanswered}</td>
          <td>{formatTimeSpent(row.timeSpentSeconds)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
