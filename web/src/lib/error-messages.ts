import type { ErrorCode } from '#shared/error-codes.js';
import { ApiError } from './api';
import { browserI18n, type MessageId, type Translate } from './i18n';

/**
 * Codes whose server text is more specific than any fixed sentence (it names a field and its limit,
 * the minutes left, the part numbers): in English the screen shows the server's own words. In any
 * other language it shows the catalogue's sentence for the code, since the server speaks English.
 */
export const SERVER_TEXT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'body_too_large',
  'too_many_login_attempts',
  'upload_part_out_of_range',
  'upload_parts_incomplete',
  'validation.invalid',
  'validation.required',
  'validation.type',
  'validation.too_short',
  'validation.too_long',
  'validation.too_small',
  'validation.too_large',
  'validation.not_integer',
  'validation.decimals',
  'validation.choice',
  'validation.format',
  'validation.characters',
  'validation.link',
  // A bank statement's problem names its row, cell, column or size.
  'statement_too_large',
  'statement_not_csv',
  'statement_header_unknown',
  'statement_column_missing',
  'statement_date_invalid',
  'statement_amount_invalid',
]);

/** Every code's message in the catalogues (web/src/lib/catalogues): `error.<code>`. */
export function errorMessageId(code: ErrorCode): MessageId {
  return `error.${code}`;
}

const browserTranslate: Translate = (id, values) => browserI18n._(id, values);

/**
 * The message for a failed call in the screen's language: the catalogue's text for its code (in
 * English, the server's own words for the codes above), else the server's text, else the screen's
 * own fallback from the spec (e.g. 'Login failed').
 */
export function errorMessage(
  error: unknown,
  fallback: string,
  t: Translate = browserTranslate,
  language = browserI18n.locale,
): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code && !(language === 'en' && SERVER_TEXT_CODES.has(error.code))) return t(errorMessageId(error.code));
  return error.serverText ?? fallback;
}
