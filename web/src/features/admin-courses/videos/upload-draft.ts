import { firstIssue, videoUploadStartSchema } from '../../../../../shared/schemas';
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

export function checkUploadDraft(draft: UploadDraft): { ok: true; upload: CheckedUpload } | { ok: false; error: string } {
  const { file } = draft;
  if (!file) return { ok: false, error: 'Choose a video file to upload' };
  if (!isVideoFile(file)) return { ok: false, error: NOT_A_VIDEO };
  const title = draft.title.trim();
  if (!title) return { ok: false, error: 'Title is required' };
  const duration = optionalNumber(draft.duration);
  if (Number.isNaN(duration) || (duration !== undefined && duration < 0)) {
    return { ok: false, error: 'Duration must be a number of seconds' };
  }
  const order = optionalNumber(draft.order);
  if (Number.isNaN(order) || (order !== undefined && !Number.isInteger(order))) return { ok: false, error: 'Order must be a whole number' };
  if (order !== undefined && order < 0) return { ok: false, error: 'Order must be 0 or more' };
  // The rest of the server's rules (bounds, decimals, characters), with its words.
  const checked = videoUploadStartSchema.shape.title.safeParse(title);
  if (!checked.success) return { ok: false, error: firstIssue(checked.error) };
  for (const [field, value] of [['description', draft.description.trim() || undefined], ['duration', duration], ['order', order]] as const) {
    const result = videoUploadStartSchema.shape[field].safeParse(value);
    if (!result.success) return { ok: false, error: firstIssue(result.error) };
  }
  return { ok: true, upload: { file, title, description: draft.description.trim() || undefined, duration, order } };
}

function optionalNumber(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}
