import { Suspense, useId } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { lazyComponent } from '../../lib/lazy-component';
import { useT } from '../../lib/i18n';
import { formatMarks } from './result-format';
import type { NamedFigures } from './ScoreTable';

const SectionScoresChart = lazyComponent(() =>
  import('./SectionScoresChart').then((module) => module.SectionScoresChart),
);

/**
 * Each section's score against its maximum: a bar chart (recharts, loaded with the chart, so it never
 * weighs on another page) over a list that says each figure in text.
 */
export function SectionChart({ rows }: { rows: NamedFigures[] }) {
  const t = useT();
  const captionId = useId();
  return (
    <figure className="test-result-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{t('testResult.chartTitle')}</figcaption>
      <div className="test-result-chart-canvas" aria-hidden="true">
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <SectionScoresChart rows={rows} scoreLabel={t('testResult.score')} maxLabel={t('testResult.maxScore')} />
          </Suspense>
        </ErrorBoundary>
      </div>
      <ul>
        {rows.map((row) => {
          return (
            <li key={row.key}>
              <span className="test-result-chart-label">{row.name}</span>
              <span className="test-result-chart-value">
                {t('testResult.scoreOf', { score: formatMarks(row.score), max: formatMarks(row.maxScore) })}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
