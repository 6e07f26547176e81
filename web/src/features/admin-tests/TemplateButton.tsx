import { useState } from 'react';
import { useToast } from '../../components/toast';
import { saveBlob } from '../../lib/save-file';
import { fetchQuestionTemplate } from './api';

/** Downloads the question bank spreadsheet template (.xlsx) that the import reads. */
export function TemplateButton() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      saveBlob(await fetchQuestionTemplate(), 'question-template.xlsx');
    } catch {
      toast.error('Failed to download the template');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button-outline" disabled={busy} onClick={download}>
      {busy ? 'Downloading...' : 'Download Template'}
    </button>
  );
}
