import { Suspense, useId, useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { lazyComponent } from '../../lib/lazy-component';
import type { TestResults } from './api';
import { bandLabel } from './results-format';

const DistributionChart = lazyComponent(() => import('./DistributionChart').then((module) => module.DistributionChart));

/** The spread of the ranked scores: a bar chart for the eye, and the same numbers as a table. */
export function ScoreDistribution({
  distribution,
  ranked,
}: {
  distribution: TestResults['distribution'];
  ranked: number;
}) {
  const headingId = useId();
  const [showTable, setShowTable] = useState(false);
  const title = 'Score Distribution';

  return (
    <section className="test-results-panel" aria-labelledby={headingId}>
      <div className="test-results-panel-header">
        <h2 id={headingId}>{title}</h2>
        <button
          type="button"
          className="link-button"
          aria-label={`${showTable ? 'Hide table' : 'Show table'} of the score distribution`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide table' : 'Show table'}
        </button>
      </div>
      <p className="muted test-results-note">{`Ranked (first) attempts in ten equal bands of score: ${ranked.toLocaleString('en-IN')} in all.`}</p>
      <div className="test-results-chart" aria-hidden="true">
        <ErrorBoundary fallback={<p className="muted">The chart could not be loaded; the table has its numbers.</p>}>
          <Suspense fallback={<Spinner label="Loading the chart..." />}>
            <DistributionChart distribution={distribution} />
          </Suspense>
        </ErrorBoundary>
      </div>
      <div className={showTable ? 'test-results-chart-table' : 'visually-hidden'}>
        <DataTable className="data-table" scroll={false} caption="Score distribution" columns={['Score', 'Students']}>
          {distribution.map((band) => (
            <tr key={`${band.from}:${band.to}`}>
              <th scope="row">{bandLabel(band)}</th>
              <td>{band.count.toLocaleString('en-IN')}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </section>
  );
}
