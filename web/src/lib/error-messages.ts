import type { ErrorCode } from '../../../shared/error-codes';
import { ApiError } from './api';

export type Language = 'en';

/** The catalogue entry of a code whose server text is more specific than any fixed sentence. */
export const SERVER_TEXT = Symbol('use the server text');

type Catalogue = Readonly<Record<ErrorCode, string | typeof SERVER_TEXT>>;

/**
 * What a person reads for each error code. Written out by hand (not copied from the server's list):
 * a Gujarati catalogue will sit beside this one with the same keys.
 */
const english: Catalogue = {
  unauthenticated: 'Please log in to continue',
  session_invalid: 'Invalid session. Please log in again.',
  session_expired: 'Your session has expired. Please log in again.',
  account_missing: 'Your account no longer exists. Please log in again.',
  session_revoked: 'Your session has ended (the password was changed or the account was disabled). Please log in again.',
  admin_only: 'Admin access required',
  student_only: 'Student access required',
  forbidden: 'You do not have permission to do this',
  body_required: 'Request body is required',
  body_not_json: 'Request body is not valid JSON',
  // Names the size limit.
  body_too_large: SERVER_TEXT,
  unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json)',
  route_not_found: 'No such API route',
  path_malformed: 'The address is not valid: it has a broken %-escape',
  internal_error: 'Something went wrong on our side. Please try again later.',

  invalid_credentials: 'Invalid email or password',
  email_taken: 'An account with this email already exists',
  // Says how many minutes are left.
  too_many_login_attempts: SERVER_TEXT,
  too_many_registrations: 'Too many accounts were created from your network. Please try again later.',

  course_not_found: 'Course not found',
  video_not_found: 'Video not found',
  test_series_not_found: 'Test series not found',
  ad_not_found: 'Ad not found',
  ad_image_not_uploaded: 'The image has not been uploaded yet; upload it and try again',

  not_enrolled: 'You are not enrolled in this course',
  already_enrolled: 'You are already enrolled in this course',

  upload_not_found: 'This upload is not in progress: it finished, was cancelled or expired. Start it again.',
  upload_already_completed: 'This upload was already completed',
  // Name the part numbers.
  upload_part_out_of_range: SERVER_TEXT,
  upload_parts_incomplete: SERVER_TEXT,
  upload_parts_mismatch: 'Some parts are missing or do not match what was uploaded; resume the upload to send them again',

  not_found: 'Nothing with this id exists',
  upload_expired: 'The storage no longer has this upload (it expired or was cancelled). Start the upload again.',
  upload_completing: 'This upload is being completed and can no longer be cancelled',
  upload_size_mismatch: 'The uploaded file is not the size that was declared; start the upload again',

  progress_too_frequent: 'Progress is being saved too often; wait a moment and try again',

  payment_gateway_unavailable: 'The payment service is not answering. Please try again in a minute.',
  payment_signature_invalid: 'We could not verify this payment. If money was taken, please contact us with your payment id.',
  webhook_signature_invalid: 'Webhook signature does not match',
  order_not_found: 'No such payment order',
  payment_not_found: 'Payment not found',
  payment_pending: 'A payment for this course is already waiting for verification',
  payment_already_decided: 'This payment was already approved or rejected',
  utr_invalid: 'UTR must be exactly 12 letters or digits',
  utr_already_used: 'This UTR has already been submitted',
  receipt_not_found: 'Receipt not found',
  receipt_forbidden: 'This receipt link is not valid for this receipt',
  upi_not_configured: 'UPI payments are not set up yet. Please contact the institute.',

  student_not_found: 'Student not found',
  offline_reference_used: 'A payment with this reference is already recorded for this student',
  cursor_invalid: 'This page link is broken or out of date; go back to the first page',
  export_not_found: 'No such export',
  export_id_taken: 'An export with this id was already started',

  // Validation replies name the field and its limit, as the web forms' own checks do (shared/schemas.ts).
  'validation.invalid': SERVER_TEXT,
  'validation.required': SERVER_TEXT,
  'validation.type': SERVER_TEXT,
  'validation.too_short': SERVER_TEXT,
  'validation.too_long': SERVER_TEXT,
  'validation.too_small': SERVER_TEXT,
  'validation.too_large': SERVER_TEXT,
  'validation.not_integer': SERVER_TEXT,
  'validation.decimals': SERVER_TEXT,
  'validation.choice': SERVER_TEXT,
  'validation.format': SERVER_TEXT,
  'validation.email': 'Please enter a valid email address',
  'validation.mobile_digits': 'Mobile number must be exactly 10 digits',
  'validation.password_too_short': 'Password must be at least 6 characters',
  // Name the field.
  'validation.characters': SERVER_TEXT,
  'validation.link': SERVER_TEXT,
  'validation.login_required': 'Email and password are required',
};

export const ERROR_CATALOGUES: Readonly<Record<Language, Catalogue>> = { en: english };

/**
 * The message for a failed call: the catalogue's text for its code, else the server's text, else
 * the screen's own fallback from the spec (e.g. 'Login failed').
 */
export function errorMessage(error: unknown, fallback: string, language: Language = 'en'): string {
  if (!(error instanceof ApiError)) return fallback;
  const entry = error.code ? ERROR_CATALOGUES[language][error.code] : SERVER_TEXT;
  if (entry !== SERVER_TEXT) return entry;
  return error.serverText ?? fallback;
}
