import { useCallback } from 'react';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { StudyNotesList } from '../../components/StudyNotesList';
import { fetchCourseVideos } from '../../lib/course-videos';
import { useT } from '../../lib/i18n';
import { courseNotesOnly, type StudyNote } from '../../lib/study-notes';
import { useData, type Data } from '../../lib/use-data';
import { COURSE_NOTES_HEADING_ID } from './course-notes';

/** The lectures' titles by id (the same request the curriculum makes); none when they cannot be read. */
async function lectureTitles(courseId: string, signal: AbortSignal): Promise<ReadonlyMap<string, string>> {
  try {
    const { videos } = await fetchCourseVideos(courseId, signal);
    return new Map(videos.map((video) => [video._id, video.title]));
  } catch (error) {
    if (signal.aborted) throw error;
    return new Map();
  }
}

/** A lecture's notes together, in the order the lectures' notes came. */
function byLecture(notes: readonly StudyNote[]): [string, StudyNote[]][] {
  const groups = new Map<string, StudyNote[]>();
  for (const note of notes) if (note.videoId) groups.set(note.videoId, [...(groups.get(note.videoId) ?? []), note]);
  return [...groups];
}

/** Every study note of the course, for an enrolled student: the course's own, then each lecture's under its title. */
export function CourseNotes({ courseId, notes }: { courseId: string; notes: Data<StudyNote[]> }) {
  const t = useT();
  const loadTitles = useCallback((signal: AbortSignal) => lectureTitles(courseId, signal), [courseId]);
  const titles = useData(loadTitles);
  const titleOf = (videoId: string) => (titles.status === 'success' ? titles.data.get(videoId) : undefined);
  const own = notes.status === 'success' ? courseNotesOnly(notes.data) : [];
  const lectures = notes.status === 'success' ? byLecture(notes.data) : [];
  return (
    <section className="course-detail-section" aria-labelledby={COURSE_NOTES_HEADING_ID}>
      {/* Focusable from script: the panel's Download button brings the reader here when there are several. */}
      <h2 id={COURSE_NOTES_HEADING_ID} tabIndex={-1}>
        {t('notes.courseHeading')}
      </h2>
      {notes.status === 'loading' && <Spinner label={t('notes.loading')} />}
      {notes.status === 'error' && <LoadError message={t('notes.failed')} onRetry={notes.retry} />}
      {notes.status === 'success' && notes.data.length === 0 && <p className="muted">{t('notes.courseEmpty')}</p>}
      {own.length > 0 && <StudyNotesList notes={own} />}
      {lectures.map(([videoId, lectureNotes]) => (
        <section
          key={videoId}
          className="course-notes-lecture"
          aria-label={titleOf(videoId) ?? t('notes.lectureHeading')}
        >
          <h3>{titleOf(videoId) ?? t('notes.lectureHeading')}</h3>
          <StudyNotesList notes={lectureNotes} />
        </section>
      ))}
    </section>
  );
}
