import { useCallback, useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { StudyNotesList } from '../../../components/StudyNotesList';
import { useT } from '../../../lib/i18n';
import { fetchStudyNotes } from '../../../lib/study-notes';
import { useData } from '../../../lib/use-data';

/** The notes of the lecture on screen. */
export function LectureNotes({ courseId, videoId }: { courseId: string; videoId: string }) {
  const t = useT();
  const headingId = useId();
  const load = useCallback(
    async (signal: AbortSignal) => (await fetchStudyNotes(courseId, signal)).filter((note) => note.videoId === videoId),
    [courseId, videoId],
  );
  const notes = useData(load);

  return (
    <section className="lecture-notes" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('notes.lectureHeading')}</h2>
      {notes.status === 'loading' && <Spinner label={t('notes.loading')} />}
      {notes.status === 'error' && <LoadError message={t('notes.failed')} onRetry={notes.retry} />}
      {notes.status === 'success' && notes.data.length === 0 && <p className="muted">{t('notes.lectureEmpty')}</p>}
      {notes.status === 'success' && notes.data.length > 0 && <StudyNotesList notes={notes.data} />}
    </section>
  );
}
