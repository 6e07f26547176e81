import { DataTable } from '../../components/DataTable';
import { useT } from '../../lib/i18n';
import type { ScoreFigures } from './api';
import { formatMarks, formatTimeSpent } from './result-format';

export type NamedFigures = ScoreFigures & { key: string; name: string };

/**
 * Score, correct, wrong, unanswered and time of each section or topic. On a phone each row is a
 * card of its figures, each named (`card-table`), so nothing is hidden past the screen's edge.
 */
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
    <DataTable className="data-table card-table test-result-table" caption={caption} columns={columns}>
      {rows.map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.name}</th>
          <td data-label={columns[1]}>
            {t('testResult.scoreOf', { score: formatMarks(row.score), max: formatMarks(row.maxScore) })}
          </td>
          <td data-label={columns[2]}>{row.correct}</td>
          <td data-label={columns[3]}>{row.wrong}</td>
          <td data-label={columns[4]}>{row.unanswered}</td>
          <td data-label={columns[5]}>{formatTimeSpent(row.timeSpentSeconds)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
