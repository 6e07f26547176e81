import { Suspense, useId, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Spinner } from '../../components/Spinner';

interface ChartPanelProps {
  title: string;
  /** The chart, drawn for the eye only. */
  chart: ReactNode;
  /** The same numbers as a table: always there for screen readers, shown on screen on request. */
  table: ReactNode;
  /** What the figures cover, under the heading. */
  note?: string;
}

export function ChartPanel({ title, chart, table, note }: ChartPanelProps) {
  const headingId = useId();
  const noteId = useId();
  const [showTable, setShowTable] = useState(false);

  return (
    <section className="reports-chart" aria-labelledby={headingId} aria-describedby={note ? noteId : undefined}>
      <div className="reports-chart-header">
        <h2 id={headingId}>{title}</h2>
        <button
          type="button"
          className="link-button"
          aria-label={`${showTable ? 'Hide table' : 'Show table'} of ${title}`}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? 'Hide table' : 'Show table'}
        </button>
      </div>
      {note && (
        <p id={noteId} className="muted reports-chart-note">
          {note}
        </p>
      )}
      <div className="reports-chart-canvas" aria-hidden="true">
        <ErrorBoundary fallback={<p className="muted">The chart could not be loaded; the table below has its numbers.</p>}>
          <Suspense fallback={<Spinner label={`Loading the ${title} chart...`} />}>{chart}</Suspense>
        </ErrorBoundary>
      </div>
      <div className={showTable ? 'reports-chart-table' : 'visually-hidden'}>{table}</div>
    </section>
  );
}
