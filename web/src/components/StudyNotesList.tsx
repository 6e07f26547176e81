import { useState } from 'react';
import { localizedTitle } from '../lib/course-text';
import { useActiveLanguage, useT } from '../lib/i18n';
import { downloadStudyNote, formatFileSize, type StudyNote } from '../lib/study-notes';
import { ErrorBox } from './ErrorBox';
import './study-notes.css';

/** Study notes with a Download button each; the title in the reader's language when the admin gave one. */
export function StudyNotesList({ notes }: { notes: readonly StudyNote[] }) {
  const t = useT();
  const language = useActiveLanguage();
  const [preparing, setPreparing] = useState<string>();
  const [failed, setFailed] = useState(false);

  async function download(note: StudyNote) {
    setPreparing(note._id);
    setFailed(false);
    try {
      await downloadStudyNote(note);
    } catch {
      setFailed(true);
    } finally {
      setPreparing(undefined);
    }
  }

  const preparingNote = notes.find((note) => note._id === preparing);
  return (
    <>
      <ul className="study-notes">
        {notes.map((note) => {
          const title = localizedTitle(note, language);
          return (
            <li key={note._id} className="study-note">
              <span className="study-note-text">
                <span className="study-note-title">{title}</span>{' '}
                <span className="muted">{t('notes.pdf', { size: formatFileSize(note.size) })}</span>
              </span>
              <button
                type="button"
                className="button button-outline"
                aria-label={t('notes.downloadNamed', { title })}
                disabled={preparing === note._id}
                onClick={() => void download(note)}
              >
                <span aria-hidden="true">↓ </span>
                {t('notes.download')}
              </button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="visually-hidden">
        {preparingNote ? t('notes.preparing', { title: localizedTitle(preparingNote, language) }) : ''}
      </p>
      {failed && <ErrorBox>{t('notes.downloadFailed')}</ErrorBox>}
    </>
  );
}
