import { ErrorBox } from '../../components/ErrorBox';
import { TaskProgress } from '../../components/TaskProgress';
import { formatDateTime } from '../../lib/format';
import type { ExportProgress } from './api';
import { useExcelExport } from './use-excel-export';

/** Export: every payment and student to an .xlsx, prepared on the server with its progress shown, then downloaded. */
export function ExportButton() {
  const { state, start } = useExcelExport();
  const running = state.phase === 'running';

  return (
    <div className="reports-export">
      <button type="button" className="button button-primary" disabled={running} onClick={() => void start()}>
        {running ? 'Exporting...' : 'Export to Excel'}
      </button>
      <div className="reports-export-state" aria-live="polite">
        {running && <ExportProgressBar progress={state.progress} />}
        {state.phase === 'done' && (
          <p className="reports-export-done">
            {`Exported ${count(state.file.payments, 'payment')} and ${count(state.file.students, 'student')}. `}
            If the download did not start,{' '}
            <a href={state.file.url} download={state.file.fileName}>
              download {state.file.fileName}
            </a>{' '}
            (the link works until {formatDateTime(state.file.expiresAt)}).
          </p>
        )}
      </div>
      {state.phase === 'failed' && <ErrorBox>{state.message}</ErrorBox>}
    </div>
  );
}

function ExportProgressBar({ progress }: { progress: ExportProgress | undefined }) {
  const total = progress && progress.rowsTotal > 0 ? progress.rowsTotal : undefined;
  const text =
    progress && total
      ? `${progress.rowsWritten.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} rows written`
      : 'Preparing the export...';
  return <TaskProgress label="Export progress" done={progress?.rowsWritten ?? 0} total={total} text={text} />;
}

/** '1 payment', '1,402 payments'. */
function count(n: number, noun: string): string {
  return `${n.toLocaleString('en-IN')} ${noun}${n === 1 ? '' : 's'}`;
}
