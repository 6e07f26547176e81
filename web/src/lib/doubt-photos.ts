import { DOUBT_IMAGE_MAX_BYTES, DOUBT_IMAGE_TYPES } from '#shared/doubts.js';
import type { MessageId } from './i18n';
import { api } from './api';

/** Why a chosen photo cannot be sent, as a message id; undefined when it can. */
export function doubtPhotoProblem(file: File): MessageId | undefined {
  if (!(DOUBT_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'doubts.photoType';
  if (file.size > DOUBT_IMAGE_MAX_BYTES) return 'doubts.photoSize';
  return undefined;
}

/** Sends a doubt's or an answer's photo straight to storage through a presigned PUT; its key, for the doubt. */
export async function uploadDoubtPhoto(file: File): Promise<string> {
  const { uploadUrl, imageKey } = await api(
    'POST /api/doubts/images',
    {},
    {
      body: { contentType: file.type, size: file.size },
    },
  );
  const put = await fetch(uploadUrl, { method: 'PUT', body: file, headers: { 'content-type': file.type } });
  if (!put.ok) throw new Error(`The photo upload failed with status ${put.status}`);
  return imageKey;
}
