import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-messages';
import { clickDownloadLink } from '../../lib/save-file';
import { exportExcel, fetchExportProgress, type ExcelExport, type ExportProgress } from './api';

type ExportState =
  | { phase: 'idle' }
  /** `progress` is absent until the server has said how far it is. */
  | { phase: 'running'; progress?: ExportProgress }
  | { phase: 'done'; file: ExcelExport }
  | { phase: 'failed'; message: string };

/** How often the page asks how far the export is. */
const EXPORT_POLL_MS = 1000;

/**
 * The Excel export: one call writes the workbook on the server and answers its link; meanwhile the
 * page asks for the export's progress under the id it chose, then downloads the file.
 */
export function useExcelExport() {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const exportId = newExportId();
    const finished = { value: false };
    setState({ phase: 'running' });
    void pollProgress(exportId, controller.signal, finished, (progress) => setState({ phase: 'running', progress }));
    try {
      const file = await exportExcel(exportId, controller.signal);
      finished.value = true;
      if (controller.signal.aborted) return;
      setState({ phase: 'done', file });
      clickDownloadLink(file.url, file.fileName);
    } catch (error) {
      finished.value = true;
      if (!controller.signal.aborted) setState({ phase: 'failed', message: errorMessage(error, 'Failed to export payments') });
    }
  }, []);

  return { state, start };
}

async function pollProgress(exportId: string, signal: AbortSignal, finished: { value: boolean }, show: (progress: ExportProgress) => void) {
  while (!finished.value && !signal.aborted) {
    await delay(EXPORT_POLL_MS, signal);
    if (finished.value || signal.aborted) return;
    try {
      const progress = await fetchExportProgress(exportId, signal);
      if (!finished.value && !signal.aborted) show(progress);
    } catch {
      // Not started on the server yet, or a dropped request: the next tick asks again.
    }
  }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** 32 hex digits, unguessable (the server accepts 10 to 40 letters or digits). */
function newExportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
