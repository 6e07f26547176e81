import * as z from 'zod/mini';
import { firstIssue, noteInputSchema, noteUploadSchema } from '../../../../../shared/schemas';
import type { MessageId } from '../../../lib/i18n';
import type { NoteDetails } from './api';

const noteDetailsSchema = z.omit(noteInputSchema, { fileKey: true });

export interface NoteForm {
  title: string;
  titleGu: string;
  file: File | null;
}

export const EMPTY_NOTE_FORM: NoteForm = { title: '', titleGu: '', file: null };

/** Why this file cannot be notes, as a catalogue message, or undefined when it can. */
export function fileProblem(file: File): MessageId | undefined {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'adminNotes.notPdf';
  const size = noteUploadSchema.safeParse({ contentType: 'application/pdf', size: file.size });
  return size.success ? undefined : 'adminNotes.tooLarge';
}

export type ParsedNoteForm =
  | { ok: true; details: NoteDetails; file: File }
  | { ok: false; message: string }
  | { ok: false; messageId: MessageId };

/** The details and file ready to send, or the first problem in form order (the file last). */
export function parseNoteForm(form: NoteForm, videoId: string | undefined): ParsedNoteForm {
  const details = noteDetailsSchema.safeParse({
    title: form.title,
    titleGu: form.titleGu,
    ...(videoId ? { videoId } : {}),
  });
  if (!details.success) return { ok: false, message: firstIssue(details.error) };
  if (!form.file) return { ok: false, messageId: 'adminNotes.fileRequired' };
  const problem = fileProblem(form.file);
  return problem ? { ok: false, messageId: problem } : { ok: true, details: details.data, file: form.file };
}
