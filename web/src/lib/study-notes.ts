import type { StudyNote } from '#shared/types.js';
import { api } from './api';
import { clickDownloadLink } from './save-file';

export type { StudyNote };

/** Every note of the course (its own and its lectures'), oldest first; for an enrolled student or an admin. */
export async function fetchStudyNotes(courseId: string, signal: AbortSignal): Promise<StudyNote[]> {
  const { notes } = await api('GET /api/courses/{id}/notes', { id: courseId }, { signal });
  if (!Array.isArray(notes)) throw new Error('The notes response has no notes list');
  return notes;
}

/** The notes of the course itself, not of one lecture. */
export const courseNotesOnly = (notes: readonly StudyNote[]) => notes.filter((note) => !note.videoId);

/** The course's own notes, then its lectures' (each part in the server's order). */
export const courseNotesFirst = (notes: readonly StudyNote[]) => [
  ...courseNotesOnly(notes),
  ...notes.filter((note) => note.videoId),
];

/** Asks for a short-lived link and starts the download from it; the storage names the file. */
export async function downloadStudyNote(note: StudyNote): Promise<void> {
  const { url, fileName } = await api('GET /api/courses/{id}/notes/{noteId}/download', {
    id: note.courseId,
    noteId: note._id,
  });
  if (typeof url !== 'string' || !url) throw new Error('The download response has no link');
  clickDownloadLink(url, fileName);
}

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** 1_250_000 → '1.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1e6) return `${oneDecimal.format(bytes / 1e6)} MB`;
  if (bytes >= 1e3) return `${oneDecimal.format(bytes / 1e3)} KB`;
  return `${bytes} B`;
}
