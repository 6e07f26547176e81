import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { StudyNotesList } from '../../components/StudyNotesList';
import { useT } from '../../lib/i18n';
import type { StudyNote } from '../../lib/study-notes';
import type { Data } from '../../lib/use-data';
import { COURSE_NOTES_HEADING_ID } from './course-notes';

/** The course's study notes, for an enrolled student. */
export function CourseNotes({ notes }: { notes: Data<StudyNote[]> }) {
  const t = useT();
  return (
    <section className="course-detail-section" aria-labelledby={COURSE_NOTES_HEADING_ID}>
      {/* Focusable from script: the panel's Download button brings the reader here when there are several. */}
      <h2 id={COURSE_NOTES_HEADING_ID} tabIndex={-1}>
        {t('notes.courseHeading')}
      </h2>
      {notes.status === 'loading' && <Spinner label={t('notes.loading')} />}
      {notes.status === 'error' && <LoadError message={t('notes.failed')} onRetry={notes.retry} />}
      {notes.status === 'success' && notes.data.length === 0 && <p className="muted">{t('notes.courseEmpty')}</p>}
      {notes.status === 'success' && notes.data.length > 0 && <StudyNotesList notes={notes.data} />}
    </section>
  );
}
