import * as z from 'zod/mini';
import {
  adImageUploadSchema,
  adInputSchema,
  adUpdateSchema,
  firstIssue,
  type AdUpdate,
} from '../../../../shared/schemas';
import type { StoredHomepageAd } from '../../../../shared/types';

/** Everything an ad needs except the image key, which exists only once the image is uploaded. */
const adDetailsSchema = z.omit(adInputSchema, { imageKey: true });
export type AdDetails = z.infer<typeof adDetailsSchema>;
const adEditSchema = z.omit(adUpdateSchema, { imageKey: true });
export type AdEditDetails = Omit<AdUpdate, 'imageKey'>;

/** The texts and link the new-ad and edit forms both hold. */
export interface AdTexts {
  title: string;
  description: string;
  redirectUrl: string;
  titleGu: string;
  descriptionGu: string;
}

export interface NewAdForm extends AdTexts {
  image: File | null;
  isActive: boolean;
}

/** An edit: a new image only when one is chosen, else the ad keeps its own. */
export interface EditAdForm extends AdTexts {
  image: File | null;
}

export const EMPTY_AD_FORM: NewAdForm = {
  title: '',
  description: '',
  image: null,
  redirectUrl: '',
  isActive: true,
  titleGu: '',
  descriptionGu: '',
};

export function editFormFromAd(ad: StoredHomepageAd): EditAdForm {
  return {
    title: ad.title,
    description: ad.description ?? '',
    redirectUrl: ad.redirectUrl,
    titleGu: ad.titleGu ?? '',
    descriptionGu: ad.descriptionGu ?? '',
    image: null,
  };
}

/** Why this file cannot be an ad image (type, empty, over 5 MB), or undefined when it can. */
export function imageProblem(image: File): string | undefined {
  const result = adImageUploadSchema.safeParse({ contentType: image.type, size: image.size });
  return result.success ? undefined : firstIssue(result.error);
}

const textsToSend = ({ title, description, redirectUrl, titleGu, descriptionGu }: AdTexts) => ({
  title,
  description: description.trim() || undefined,
  redirectUrl,
  titleGu,
  descriptionGu,
});

export type ParsedAdForm = { ok: true; details: AdDetails; image: File } | { ok: false; message: string };

/** The ad's details and image ready to send, or the first problem in form order (image last). */
export function parseNewAdForm(form: NewAdForm): ParsedAdForm {
  const details = adDetailsSchema.safeParse({ ...textsToSend(form), isActive: form.isActive });
  if (!details.success) return { ok: false, message: firstIssue(details.error) };
  const { image } = form;
  if (!image) return { ok: false, message: 'Image is required' };
  const problem = imageProblem(image);
  return problem ? { ok: false, message: problem } : { ok: true, details: details.data, image };
}

export type ParsedAdEdit = { ok: true; details: AdEditDetails; image: File | null } | { ok: false; message: string };

/** The edit ready to send, with the new image if one was chosen, or the first problem in form order. */
export function parseEditAdForm(form: EditAdForm): ParsedAdEdit {
  const details = adEditSchema.safeParse(textsToSend(form));
  if (!details.success) return { ok: false, message: firstIssue(details.error) };
  const problem = form.image ? imageProblem(form.image) : undefined;
  return problem ? { ok: false, message: problem } : { ok: true, details: details.data, image: form.image };
}
