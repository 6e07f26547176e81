import { useCallback, useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useToast } from '../../../components/toast';
import { useT } from '../../../lib/i18n';
import { fetchStudyNotes, formatFileSize, type StudyNote } from '../../../lib/study-notes';
import { useData } from '../../../lib/use-data';
import { DeleteIcon } from '../ActionIcons';
import { deleteNote } from './api';
import { AddNoteForm } from './AddNoteForm';
import './admin-notes.css';

interface NotesManagerProps {
  courseId: string;
  /** A lecture's notes; without it, the course's own. */
  videoId?: string;
  headingLevel: 2 | 3;
  heading: string;
}

/** The notes of a course or of one lecture: each with its delete button, and a form that adds one. */
export function NotesManager({ courseId, videoId, headingLevel, heading }: NotesManagerProps) {
  const t = useT();
  const toast = useToast();
  const load = useCallback(
    async (signal: AbortSignal) =>
      (await fetchStudyNotes(courseId, signal)).filter((note) => (note.videoId ?? undefined) === videoId),
    [courseId, videoId],
  );
  const notes = useData(load);
  const [deletingId, setDeletingId] = useState<string>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function remove(note: StudyNote) {
    if (!window.confirm(t('adminNotes.deleteConfirm', { title: note.title }))) return;
    setDeletingId(note._id);
    try {
      await deleteNote(note);
      notes.update((list) => list.filter((item) => item._id !== note._id));
      toast.success(t('adminNotes.deleted'));
    } catch {
      toast.error(t('adminNotes.deleteFailed'));
    } finally {
      setDeletingId(undefined);
    }
  }

  return (
    <section className="admin-notes" aria-label={heading}>
      <Heading>{heading}</Heading>
      {notes.status === 'loading' && <Spinner label={t('adminNotes.loading')} />}
      {notes.status === 'error' && <LoadError message={t('adminNotes.failed')} onRetry={notes.retry} />}
      {notes.status === 'success' && notes.data.length === 0 && <p className="muted">{t('adminNotes.empty')}</p>}
      {notes.status === 'success' && notes.data.length > 0 && (
        <ul className="admin-notes-list">
          {notes.data.map((note) => (
            <li key={note._id} className="admin-notes-item" aria-busy={deletingId === note._id || undefined}>
              <span>
                <span className="admin-notes-title">{note.title}</span>
                {note.titleGu && <span className="muted"> / {note.titleGu}</span>}{' '}
                <span className="muted">{t('notes.pdf', { size: formatFileSize(note.size) })}</span>
              </span>
              <button
                type="button"
                className="admin-courses-icon-button admin-courses-icon-button-danger"
                title={t('adminNotes.delete', { title: note.title })}
                aria-label={t('adminNotes.delete', { title: note.title })}
                disabled={deletingId === note._id}
                onClick={() => void remove(note)}
              >
                <DeleteIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {notes.status === 'success' && (
        <AddNoteForm
          courseId={courseId}
          videoId={videoId}
          onAdded={(note) => notes.update((list) => [...list, note])}
        />
      )}
    </section>
  );
}
