import { useState } from 'react';
import { useToast } from '../../components/toast';
import { saveBlob } from '../../lib/save-file';
import { fetchResultsWorkbook } from './api';

/** Downloads every finished attempt of the test as a spreadsheet (.xlsx). */
export function DownloadResultsButton({ testId }: { testId: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const { blob, fileName } = await fetchResultsWorkbook(testId);
      saveBlob(blob, fileName);
    } catch {
      toast.error('Failed to download the results');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button-outline" disabled={busy} onClick={download}>
      {busy ? 'Downloading...' : 'Download Results (.xlsx)'}
    </button>
  );
}
