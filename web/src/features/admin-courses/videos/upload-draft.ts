import { firstIssue, videoUploadStartSchema } from '../../../../../shared/schemas';
import type { FieldErrors } from '../../../lib/field-errors';
import { isVideoFile } from './video-file';

export const NOT_A_VIDEO = 'Only video files can be uploaded: MP4, WebM, AVI or MOV';

/** What the upload form holds; number fields stay text until the form is sent. */
export interface UploadDraft {
  file: File | undefined;
  title: string;
  description: string;
  /** Seconds; empty means "read it from the file". */
  duration: string;
  order: string;
}

export const EMPTY_UPLOAD_DRAFT: UploadDraft = { file: undefined, title: '', description: '', duration: '', order: '' };

export interface CheckedUpload {
  file: File;
  title: string;
  description: string | undefined;
  duration: number | undefined;
  order: number | undefined;
}

export type UploadField = 'file' | 'title' | 'description' | 'duration' | 'order';

/** Every field's problem at once (one message a field), or the upload to start. */
export function checkUploadDraft(
  draft: UploadDraft,
): { ok: true; upload: CheckedUpload } | { ok: false; errors: FieldErrors<UploadField> } {
  const errors: FieldErrors<UploadField> = {};
  const { file } = draft;
  if (!file) errors.file = 'Choose a video file to upload';
  else if (!isVideoFile(file)) errors.file = NOT_A_VIDEO;
  const title = draft.title.trim();
  const description = draft.description.trim() || undefined;
  const duration = optionalNumber(draft.duration);
  const order = optionalNumber(draft.order);
  if (!title) errors.title = 'Title is required';
  if (Number.isNaN(duration) || (duration !== undefined && duration < 0))
    errors.duration = 'Duration must be a number of seconds';
  if (Number.isNaN(order) || (order !== undefined && !Number.isInteger(order)))
    errors.order = 'Order must be a whole number';
  else if (order !== undefined && order < 0) errors.order = 'Order must be 0 or more';
  // The rest of the server's rules (bounds, decimals, characters), with its words.
  for (const [field, value] of [
    ['title', title],
    ['description', description],
    ['duration', duration],
    ['order', order],
  ] as const) {
    if (errors[field]) continue;
    const result = videoUploadStartSchema.shape[field].safeParse(value);
    if (!result.success) errors[field] = firstIssue(result.error);
  }
  if (!file || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, upload: { file, title, description, duration, order } };
}

function optionalNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}
