import { MIN_PASSWORD_LENGTH, MOBILE_DIGITS } from '#shared/constants.js';
import { MESSAGES } from '#shared/schemas.js';
import type { MessageId, Translate } from './i18n';

/**
 * The account forms' schema messages (shared/schemas.ts, in English, as the server sends them) in
 * the screen's language. A message not listed here is shown as the schema wrote it.
 */
// The keys are the schemas' own English messages, looked up, never shown.
const FORM_MESSAGES = new Map<string, [MessageId, Record<string, number>?]>([
  ['Name is required', ['form.nameRequired']],
  ['Name must be at most 100 characters', ['form.nameTooLong']],
  ['Name contains invisible or invalid characters; please retype it', ['form.nameCharacters']],
  ['Email is required', ['form.emailRequired']],
  [MESSAGES.emailInvalid, ['form.emailInvalid']],
  ['Mobile number is required', ['form.mobileRequired']],
  [MESSAGES.mobileDigits, ['form.mobileDigits', { digits: MOBILE_DIGITS }]],
  ['Password is required', ['form.passwordRequired']],
  [MESSAGES.passwordTooShort, ['form.passwordTooShort', { length: MIN_PASSWORD_LENGTH }]],
  ['Password must be at most 128 characters', ['form.passwordTooLong']],
  ['Password contains invisible or invalid characters; please retype it', ['form.passwordCharacters']],
  [MESSAGES.passwordsDoNotMatch, ['form.passwordsDoNotMatch']],
  [MESSAGES.loginRequired, ['form.loginRequired']],
  ['Current password is required', ['form.currentPasswordRequired']],
  ['Current password is not correct', ['error.wrong_current_password']],
]);

export function formMessage(message: string, t: Translate): string {
  const entry = FORM_MESSAGES.get(message);
  return entry ? t(entry[0], entry[1]) : message;
}

/** Each validation message once, in the order the checks found them, in the screen's language. */
export function distinctMessages(issues: readonly { message: string }[], t: Translate): string[] {
  return [...new Set(issues.map((issue) => formMessage(issue.message, t)))];
}
