import { useCallback } from 'react';
import { courseNotesFirst, fetchStudyNotes, type StudyNote } from '../../lib/study-notes';
import { useData, type Data } from '../../lib/use-data';

/** The heading the Download button moves to when the course has several notes. */
export const COURSE_NOTES_HEADING_ID = 'course-notes-heading';

const none = () => Promise.resolve<StudyNote[]>([]);

/**
 * Every note of the course, its own first and then its lectures', read only for an enrolled student
 * (anyone else gets undefined and no request).
 */
export function useCourseNotes(courseId: string, enrolled: boolean): Data<StudyNote[]> | undefined {
  const load = useCallback(
    (signal: AbortSignal) => fetchStudyNotes(courseId, signal).then(courseNotesFirst),
    [courseId],
  );
  const notes = useData(enrolled ? load : none);
  return enrolled ? notes : undefined;
}
