/**
 * Every error code the API can send, with the English text it sends beside it. Error replies are
 * `{ success: false, error, code }` (plus `field` for a validation issue). The web maps codes to
 * messages in its own catalogue (web/src/lib/error-messages.ts) and falls back to `error`.
 * Codes are stable: rename one only together with every client that reads it.
 */
export const ERROR_CODES = {
  // The request itself
  unauthenticated: 'Please log in to continue',
  session_invalid: 'Invalid session. Please log in again.',
  session_expired: 'Your session has expired. Please log in again.',
  account_missing: 'Your account no longer exists. Please log in again.',
  session_revoked:
    'Your session has ended (the password was changed or the account was disabled). Please log in again.',
  admin_only: 'Admin access required',
  student_only: 'Student access required',
  role_not_allowed: 'Your staff role does not allow this',
  course_not_assigned: 'This course is not one of the courses assigned to you',
  forbidden: 'You do not have permission to do this',
  body_required: 'Request body is required',
  body_not_json: 'Request body is not valid JSON',
  body_too_large: 'Request body is too large',
  unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json)',
  route_not_found: 'No such API route',
  not_found: 'Nothing with this id exists',
  internal_error: 'Something went wrong on our side. Please try again later.',
  busy_try_again:
    'Many requests are arriving at once and this one could not finish in time. Please try again: what went through is never done twice.',
  path_malformed: 'The address is not valid: it has a broken %-escape',
  too_many_registrations: 'Too many accounts were created from your network. Please try again later.',
  too_many_orders: 'Too many payment attempts. Please try again later.',

  // Accounts and login
  invalid_credentials: 'Invalid email or password',
  email_taken: 'An account with this email already exists',
  too_many_login_attempts: 'Too many failed login attempts. Please try again later.',
  too_many_reset_requests: 'Too many password reset requests. Please try again later.',
  reset_link_invalid:
    'This password reset link is not valid. Open the whole link from the e-mail, or ask for a new one.',
  reset_link_expired: 'This password reset link has expired. Please ask for a new one.',
  reset_link_used:
    'This password reset link has already been used. Ask for a new one if you still need to reset your password.',
  wrong_current_password: 'Your current password is not correct',

  // Catalogue
  course_not_found: 'Course not found',
  video_not_found: 'Video not found',
  video_order_stale: 'The videos of this course changed while you were ordering them; reload the list and try again',
  transcode_not_failed: 'This video is not waiting for a retry: only a failed conversion can be retried',
  test_series_not_found: 'Test series not found',
  test_series_free: 'This test series has no price to pay',
  test_series_not_purchased: 'You have not purchased this test series',
  test_series_already_purchased: 'You already have this test series',
  test_series_payment_pending: 'A payment for this test series is already waiting for verification',
  test_not_found: 'Test not found',
  test_not_open_yet: 'This test has not opened yet',
  test_closed: 'This test has closed',
  attempt_not_found: 'Attempt not found',
  attempt_already_submitted: 'You have already taken this test; see your result',
  attempt_over: 'The time for this test is over; your answers were saved until the end',
  attempt_running: 'The result is ready once the test is submitted',
  attempt_ended_by_refund: 'This test series was refunded, so this attempt has ended',
  test_not_ready: 'This test cannot be published yet: every question needs text and a correct option',
  test_changed: 'Someone else changed this test at the same time; reload it and try again',
  test_has_no_questions: 'A test needs at least one question before it is published',
  section_not_empty: 'A section that still has questions cannot be removed; move or delete its questions first',
  section_not_found: 'No such section in this test',
  question_not_found: 'Question not found',
  too_many_questions: 'A test can have at most 500 questions',
  import_invalid: 'The spreadsheet has errors; nothing was imported',
  import_not_uploaded: 'The spreadsheet has not been uploaded yet; upload it and try again',
  import_too_large:
    'The spreadsheet is too large to import: a sheet may have at most 1,000 rows and 50,000 cells, and the file may unpack to at most 20 MB. Split the questions into smaller files.',
  question_image_not_uploaded: 'The image has not been uploaded yet; upload it and try again',
  access_not_granted_by_admin: 'This access came with a payment; refund the payment instead of removing it',
  ad_not_found: 'Ad not found',
  ad_image_not_uploaded: 'The image has not been uploaded yet; upload it and try again',

  // Enrolment
  not_enrolled: 'You are not enrolled in this course',
  note_not_found: 'These notes were not found',
  note_not_uploaded: 'The PDF has not been uploaded yet; upload it and try again',
  note_not_pdf: 'The file is not a PDF; choose a PDF file and upload it again',
  note_too_large: 'Notes can be at most 50 MB',
  already_enrolled: 'You are already enrolled in this course',

  // Video uploads
  upload_not_found: 'This upload is not in progress: it finished, was cancelled or expired. Start it again.',
  upload_already_completed: 'This upload was already completed',
  upload_part_out_of_range: 'A part number is beyond the last part of this file',
  upload_parts_incomplete: 'Send each part exactly once to complete this upload',
  upload_parts_mismatch:
    'Some parts are missing or do not match what was uploaded; resume the upload to send them again',
  upload_expired: 'The storage no longer has this upload (it expired or was cancelled). Start the upload again.',
  upload_completing: 'This upload is being completed and can no longer be cancelled',
  upload_size_mismatch: 'The uploaded file is not the size that was declared; start the upload again',

  // Payments (card, UPI) and receipts
  payment_gateway_unavailable: 'The payment service is not answering. Please try again in a minute.',
  payment_signature_invalid: 'Payment verification failed: the payment signature does not match',
  webhook_signature_invalid: 'Webhook signature does not match',
  order_not_found: 'No such payment order',
  payment_not_found: 'Payment not found',
  payment_pending: 'A payment for this course is already waiting for verification',
  payment_already_decided: 'This payment was already approved or rejected',
  utr_invalid: 'UTR must be exactly 12 letters or digits',
  utr_already_used: 'This UTR has already been submitted',
  refund_not_received: 'Only a payment whose money arrived can be refunded',
  refund_too_large: 'That is more than is left to refund on this payment',
  refund_needs_reference: 'Say how the money was paid back (cash, bank transfer or UPI) and its reference',
  refund_refused_by_gateway: 'Razorpay refused this refund; nothing was refunded',
  refund_not_found: 'No such refund',
  credit_note_not_found: 'No such credit note',
  receipt_not_found: 'Receipt not found',
  receipt_forbidden: 'This receipt link is not valid for this receipt',
  upi_not_configured: 'UPI payments are not set up yet. Please contact the institute.',
  statement_too_large:
    'The bank statement is too large: a statement may have at most 20,000 rows and 5 MB. Download a shorter period.',
  statement_not_csv: 'The file is not a CSV table. Download the bank statement as CSV, or save it as CSV.',
  statement_header_unknown:
    'The header row of the bank statement was not recognised. Use the header Date,Narration,Reference,Debit,Credit, or the file as HDFC Bank, SBI, ICICI Bank or Axis Bank exports it, or choose which columns hold the date, narration, reference and credit.',
  statement_column_missing:
    'A column chosen for this bank statement is not in its header row; choose the columns again',
  statement_date_invalid:
    'A credit in the bank statement has a date that could not be read (day first: 15/04/2025, 15/04/25, 15-04-2025 or 15 Apr 2025); nothing was imported',
  statement_amount_invalid:
    'A credit in the bank statement has an amount that could not be read as rupees; nothing was imported',

  // Admin insight: students, offline payments, lists, exports
  student_not_found: 'Student not found',
  cursor_invalid: 'This page link is broken or out of date; go back to the first page',
  export_not_found: 'No such export',
  export_id_taken: 'An export with this id was already started',
  export_running: 'An export is already running; wait for it to finish',

  // Lecture progress
  progress_too_frequent: 'Progress is being saved too often; wait a moment and try again',

  // Validation of a request body (the reply also names the `field`)
  'validation.invalid': 'Invalid request',
  'validation.required': 'A required field is missing',
  'validation.type': 'A field has the wrong type',
  'validation.too_short': 'A field is too short',
  'validation.too_long': 'A field is too long',
  'validation.too_small': 'A number is too small',
  'validation.too_large': 'A number is too large',
  'validation.not_integer': 'A number must be whole',
  'validation.decimals': 'An amount can have at most two decimals',
  'validation.choice': 'A field has a value that is not one of the choices',
  'validation.format': 'A field is not in the expected format',
  'validation.email': 'Please enter a valid email address',
  'validation.mobile_digits': 'Mobile number must be exactly 10 digits',
  'validation.password_too_short': 'Password must be at least 6 characters',
  'validation.login_required': 'Email and password are required',
  'validation.characters': 'A text field contains invisible or invalid characters',
  'validation.link': 'A link must be an https:// address or a path on this site',

  // Coupons and fee plans: pricing a checkout
  coupon_invalid: 'This coupon code is not valid',
  coupon_not_yet_valid: 'This coupon cannot be used yet',
  coupon_expired: 'This coupon has expired',
  coupon_not_for_this_course: 'This coupon is not for this course or test series',
  coupon_used_up: 'This coupon has been used as many times as it can be',
  coupon_already_used: 'You have already used this coupon',
  fee_plan_total_mismatch: 'The instalments of this fee plan do not add up to the price',
  fee_plan_not_found: "This fee plan is not one of this product's plans",
  'validation.coupon_code':
    'A coupon code is 3 to 24 letters, digits or hyphens, starting and ending with a letter or digit',
  'validation.coupon_discount': 'Give a coupon either a percentage off or an amount off, not both',
  'validation.coupon_dates': 'A coupon must start before it ends',
  'validation.plan_instalment_kind':
    "Each instalment is a percentage or an amount, and all of a plan's instalments are the same kind",
  'validation.plan_percent_total': 'The percentages of a fee plan must add up to exactly 100',
  'validation.plan_first_due': 'The first instalment is paid at checkout: it is due after 0 days',
  'validation.plan_due_order': 'Each instalment must be due more days after checkout than the one before it',
  'validation.plan_name_repeated': 'Two fee plans cannot have the same name',

  // Coupons: the admin's list of them
  coupon_code_taken: 'A coupon with this code already exists (codes are the same in any case)',
  coupon_not_found: 'There is no coupon with this code',
  coupon_max_uses_below_uses: 'The maximum uses cannot be lower than the uses this coupon already has',
  // Bank statements: the upload and the approval of a statement's matched payments
  statement_not_uploaded: 'The bank statement file was not found; upload it again',
  statement_not_found: 'No such bank statement; import it again',
  // Office payments: what the payment is for
  'validation.offline_product': 'Choose a course or a test series',
  // Question import: a sheet whose questions the test already has
  import_repeats: 'Some of these questions are already in this test; nothing was imported',
  // Card orders that buy printed material: where it is couriered
  'validation.pin_code': 'PIN code must be 6 digits',
  'validation.delivery_required': 'The address, PIN code and e-mail are required to send printed material',
  // Dues: the instalments of a fee plan after the first
  due_not_found: 'There is no such due on your account',
  due_already_paid: 'This due is already paid',
  due_payment_pending: 'A payment for this due is already waiting for approval',
  course_suspended_for_dues: 'Access to this course is paused because an instalment is overdue; pay it to continue',
  // Fee plans on test series: the overdue rule closes the series' tests
  test_series_suspended_for_dues:
    'Access to the tests of this series is paused because an instalment is overdue; pay it to continue',
  // Staff accounts an owner manages
  staff_not_found: 'There is no such staff account',
  last_owner: 'The institute needs at least one enabled owner; make someone else an owner first',
  staff_courses_faculty_only: 'Only a faculty member can be limited to some courses',
  cannot_disable_self: 'You cannot disable your own account',
  // Doubts: asked on a lecture or a finished test's question, answered by faculty
  doubt_not_found: 'There is no such doubt',
  doubts_daily_limit: 'You have asked 20 doubts today, the most for one day; you can ask more tomorrow',
  doubt_attempt_running: 'You can ask a doubt on a question once your test is finished',
  doubt_image_missing: 'The photo was not uploaded; choose it again',
  doubt_already_answered: 'This doubt is already answered',
  doubt_hidden: 'This doubt was hidden',
  doubt_not_answered: 'This doubt has no answer to hide',
  doubt_changed: 'This doubt changed meanwhile; reload and try again',
  doubt_is_yours: 'This is your own doubt',
  doubt_not_your_course: 'This doubt belongs to a course you do not teach',
  doubts_not_for_role: 'Doubts are answered by faculty and owners',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}

/** The body of every error reply. */
export interface ApiErrorBody {
  success: false;
  error: string;
  code: ErrorCode;
  /** For a validation issue: the body field it is about (dotted path, e.g. `parts.0.etag`). */
  field?: string;
}
