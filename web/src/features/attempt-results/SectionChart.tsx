import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { formatMarks } from './result-format';
import type { NamedFigures } from './ScoreTable';

/**
 * A bar for each section's score as a share of its maximum, drawn with CSS (recharts stays off student
 * routes). Each bar is labelled with its figure in text, so the chart reads the same without the bars.
 */
export function SectionChart({ rows }: { rows: NamedFigures[] }) {
  const t = useT();
  const captionId = useId();
  return (
    <figure className="test-result-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{t('testResult.chartTitle')}</figcaption>
      <ul>
        {rows.map((row) => {
          const share = row.maxScore > 0 ? Math.min(100, Math.max(0, (row.score / row.maxScore) * 100)) : 0;
          return (
            <li key={row.key}>
              <span className="test-result-chart-label">{row.name}</span>
              <span className="test-result-chart-track" aria-hidden="true">
                <span className="test-result-chart-bar" style={{ width: `${share}%` }} />
              </span>
              <span className="test-result-chart-value">{t('testResult.scoreOf', { score: formatMarks(row.score), max: formatMarks(row.maxScore) })}</span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
