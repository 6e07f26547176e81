export const COURSE_CATEGORIES = ['gpsc', 'upsc', 'ssc', 'neet11', 'neet12', 'talati', 'ethics'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const TEST_SERIES_CATEGORIES = ['gpsc', 'upsc', 'neet', 'banking', 'railway', 'ssc', 'talati'] as const;
export type TestSeriesCategory = (typeof TEST_SERIES_CATEGORIES)[number];

export const DEFAULT_COURSE_CATEGORY: CourseCategory = 'gpsc';
export const DEFAULT_COURSE_DURATION = '12 months';
export const DEFAULT_TEST_SERIES_DURATION = '3 months';

export const MOBILE_DIGITS = 10;
export const MIN_PASSWORD_LENGTH = 6;

export const CONTACT = {
  email: 'info@gyanpathacademy.in',
  phone: '+91 79 4000 1234',
  city: 'Ahmedabad',
} as const;

export const INSTITUTE_NAME = 'Gyanpath Academy';
/** Printed on receipts. */
export const INSTITUTE_ADDRESS =
  '2nd Floor, Gyanpath House, Near Vijay Cross Roads, Navrangpura, Ahmedabad, Gujarat 380009';

/** Largest JSON body a handler accepts; bigger ones get 413 before parsing. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Login attempts per (login form, e-mail, client address) inside the window before 429. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;
/**
 * Failed logins from one client address across all e-mails inside the window before accounts not known
 * at that address get 429: a class of 300 mistyping now and then stays under it; a guesser spraying
 * many accounts gets this many wrong passwords checked per window. A successful login spends none.
 */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;
/**
 * Password checks of one client address that may run at the same moment beyond its failures: how far a
 * parallel burst of guesses can overshoot LOGIN_MAX_FAILURES_PER_ADDRESS (at most the sum is checked
 * per window). A check past it is asked to try again (503 busy_try_again), not refused as a failure.
 */
export const LOGIN_CHECKS_AT_ONCE_PER_ADDRESS = 100;
/** How long a successful login (or a sign-up) makes its account known at that address: it gets in there even when the address's failures are used up. */
export const LOGIN_KNOWN_AT_ADDRESS_DAYS = 30;
/**
 * Student sign-ups from one client address (an IPv6 /64) per hour: a batch of sixty signing up on the
 * institute's Wi-Fi after their first class, or a coaching centre's whole intake on admission day, all
 * pass; a script creating a thousand accounts does not.
 */
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 300;
/**
 * Card orders (no account needed) from one client address per hour: an admission desk taking a hall's
 * payments on one Wi-Fi passes; a script filling the admins' payments list does not.
 */
export const CARD_ORDERS_PER_ADDRESS_PER_HOUR = 100;
/** Card orders for one mobile number per hour: a parent paying for two children, with a retry or two, passes. */
export const CARD_ORDERS_PER_MOBILE_PER_HOUR = 8;
/** How long a password reset link works; it works once. */
export const PASSWORD_RESET_LINK_MINUTES = 30;
/** The page a password reset e-mail links to (the web app's route and the e-mail's link). */
export const PASSWORD_RESET_PATH = '/reset-password';
/** Reset links sent to one e-mail per hour: asking again while a mail is slow passes; filling someone's inbox does not. */
export const PASSWORD_RESETS_PER_EMAIL_PER_HOUR = 5;
/** Reset links asked for from one client address per hour, across e-mails. */
export const PASSWORD_RESETS_PER_ADDRESS_PER_HOUR = 30;

/** Cards and previews show at most this many features (spec section 9). */
export const MAX_FEATURES_SHOWN = 3;

/**
 * Headers CloudFront adds to every API request in AWS: the origin secret (the API refuses requests
 * without it, so it is reachable only through CloudFront) and the viewer's IP address (for rate
 * limits). CloudFront overwrites whatever a viewer sends under these names.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/**
 * How long a signed media link works (a lecture's original, each HLS segment): long enough to start
 * and seek, too short to pass around. The player fetches a rendition's playlist again (fresh links)
 * before its links run out.
 */
export const PLAYBACK_URL_SECONDS = 10 * 60;
