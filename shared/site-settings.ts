// What the admin sets about the institute itself, shown on /contact (zod/mini, like shared/schemas.ts).
import * as z from 'zod/mini';
import { isCleanText, mobileNumber, optionalText, requiredText } from './schemas.js';

/** The contact page's facts about the institute, as the admin saved them. */
export interface SiteSettings {
  /** The full postal address, as it is written on a letter (line breaks kept). */
  address: string;
  /** The same in Gujarati; the English one is shown where it is empty. */
  addressGu?: string;
  /** A map of the address (Google Maps or another https map). */
  mapUrl: string;
  /** Opening hours, in the admin's words ("Mon–Sat 8 am – 8 pm"). */
  hours: string;
  hoursGu?: string;
  /** The office's WhatsApp number: ten digits, reached at wa.me/91<digits> (the contact page's link). */
  whatsApp: string;
}

/** An https address and nothing that could run script or leave the page insecure. */
export function isHttpsLink(value: string): boolean {
  if (/\s/.test(value) || !isCleanText(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const siteSettingsSchema = z.object({
  address: requiredText('Address', 300, true),
  addressGu: optionalText('Address in Gujarati', 300, true),
  mapUrl: z
    .string({ error: 'Map link is required' })
    .check(
      z.trim(),
      z.minLength(1, 'Map link is required'),
      z.maxLength(2000, 'Map link is too long'),
      z.refine(isHttpsLink, { error: 'Map link must be an https:// address', params: { code: 'validation.link' } }),
    ),
  hours: requiredText('Opening hours', 200, true),
  hoursGu: optionalText('Opening hours in Gujarati', 200, true),
  whatsApp: mobileNumber,
});
export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
