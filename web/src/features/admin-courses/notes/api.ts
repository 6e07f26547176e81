import type { NoteInput } from '../../../../../shared/schemas';
import type { StudyNote } from '../../../../../shared/types';
import { api } from '../../../lib/api';

export type NoteDetails = Omit<NoteInput, 'fileKey'>;

/**
 * Puts the PDF in storage and returns the key the notes refer to. The bytes go straight to the
 * presigned URL on the storage origin, never through the API and without the bearer token.
 */
export async function uploadNotePdf(courseId: string, file: File): Promise<string> {
  const { uploadUrl, fileKey } = await api(
    'POST /api/admin/courses/{id}/notes/uploads',
    { id: courseId },
    {
      body: { contentType: 'application/pdf', size: file.size },
    },
  );
  const response = await fetch(uploadUrl, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': 'application/pdf' },
  });
  if (!response.ok) throw new Error(`The PDF upload failed with status ${response.status}`);
  return fileKey;
}

export async function createNote(courseId: string, fileKey: string, details: NoteDetails): Promise<StudyNote> {
  const { note } = await api('POST /api/admin/courses/{id}/notes', { id: courseId }, { body: { ...details, fileKey } });
  if (!note) throw new Error('The response has no notes');
  return note;
}

export async function deleteNote(note: StudyNote): Promise<void> {
  await api('DELETE /api/admin/courses/{id}/notes/{noteId}', { id: note.courseId, noteId: note._id });
}
