import * as z from 'zod/mini';
import { adImageUploadSchema, adInputSchema, firstIssue } from '../../../../shared/schemas';

/** Everything an ad needs except the image key, which exists only once the image is uploaded. */
const adDetailsSchema = z.omit(adInputSchema, { imageKey: true });
export type AdDetails = z.infer<typeof adDetailsSchema>;

export interface NewAdForm {
  title: string;
  description: string;
  image: File | null;
  redirectUrl: string;
  isActive: boolean;
}

export const EMPTY_AD_FORM: NewAdForm = { title: '', description: '', image: null, redirectUrl: '', isActive: true };

/** Why this file cannot be an ad image (type, empty, over 5 MB), or undefined when it can. */
export function imageProblem(image: File): string | undefined {
  const result = adImageUploadSchema.safeParse({ contentType: image.type, size: image.size });
  return result.success ? undefined : firstIssue(result.error);
}

export type ParsedAdForm = { ok: true; details: AdDetails; image: File } | { ok: false; message: string };

/** The ad's details and image ready to send, or the first problem in form order (image last). */
export function parseNewAdForm({ title, description, redirectUrl, isActive, image }: NewAdForm): ParsedAdForm {
  const details = adDetailsSchema.safeParse({ title, description: description.trim() || undefined, redirectUrl, isActive });
  if (!details.success) return { ok: false, message: firstIssue(details.error) };
  if (!image) return { ok: false, message: 'Image is required' };
  const problem = imageProblem(image);
  return problem ? { ok: false, message: problem } : { ok: true, details: details.data, image };
}
