import { useCallback } from 'react';
import { courseNotesOnly, fetchStudyNotes, type StudyNote } from '../../lib/study-notes';
import { useData, type Data } from '../../lib/use-data';

/** The heading the Download button moves to when the course has several notes. */
export const COURSE_NOTES_HEADING_ID = 'course-notes-heading';

const none = () => Promise.resolve<StudyNote[]>([]);

/** The course's own notes, read only for an enrolled student (anyone else gets undefined and no request). */
export function useCourseNotes(courseId: string, enrolled: boolean): Data<StudyNote[]> | undefined {
  const load = useCallback(
    (signal: AbortSignal) => fetchStudyNotes(courseId, signal).then(courseNotesOnly),
    [courseId],
  );
  const notes = useData(enrolled ? load : none);
  return enrolled ? notes : undefined;
}
