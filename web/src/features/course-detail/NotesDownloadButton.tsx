import { useId, useState } from 'react';
import { localizedTitle } from '../../lib/course-text';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { downloadStudyNote, type StudyNote } from '../../lib/study-notes';
import type { Data } from '../../lib/use-data';
import { COURSE_NOTES_HEADING_ID } from './course-notes';

/**
 * The panel's Download: the course's one PDF, or with several the notes list below. Shown to an
 * enrolled student only; with no notes it stays disabled and says so.
 */
export function NotesDownloadButton({ notes }: { notes: Data<StudyNote[]> | undefined }) {
  const t = useT();
  const language = useActiveLanguage();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!notes || notes.status === 'error') return null;

  const list = notes.status === 'success' ? notes.data : [];
  const only = list.length === 1 ? list[0] : undefined;
  const hint =
    notes.status === 'loading'
      ? t('coursePanel.checkingNotes')
      : list.length === 0
        ? t('coursePanel.noNotes')
        : failed
          ? t('notes.downloadFailed')
          : undefined;
  const label = only
    ? t('coursePanel.downloadNotes', { title: localizedTitle(only, language) })
    : list.length > 1
      ? t('coursePanel.showNotes', { count: list.length })
      : undefined;

  async function download() {
    if (!only) {
      const heading = document.getElementById(COURSE_NOTES_HEADING_ID);
      heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      heading?.focus({ preventScroll: true });
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      await downloadStudyNote(only);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="button button-outline"
        aria-label={label}
        aria-describedby={hint ? hintId : undefined}
        disabled={list.length === 0 || busy}
        onClick={() => void download()}
      >
        <span aria-hidden="true">↓</span> {t('coursePanel.download')}
      </button>
      {hint && (
        <p id={hintId} className="course-panel-notes-hint muted" role={failed ? 'alert' : undefined}>
          {hint}
        </p>
      )}
    </>
  );
}
