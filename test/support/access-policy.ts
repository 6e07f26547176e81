/**
 * Who may call what, written down a second time and on purpose not read from the routes' declarations:
 * the route table, the synthesized stack and the running API are all checked against this.
 * Rules first (they also cover routes that do not exist yet), then an explicit table for every
 * route no rule decides. A route neither covers fails the tests until someone decides who may call it.
 *
 * Staff work in three roles: the owner runs everything (staff, settings, the audit log and all below),
 * the accountant handles money and students (approvals, offline payments, refunds, dues, coupons,
 * statements, payments, reports, exports), faculty handle content (courses, lectures, notes, test
 * series, questions, results, doubts). Staff routes are written as the sorted list of roles.
 */
import type { StaffRole } from '#shared/types.js';

export type StaffRoles = readonly StaffRole[];
export type ExpectedAccess = 'public' | 'signed-in' | 'student' | StaffRoles;

const OWNER: StaffRoles = ['owner'];
const MONEY: StaffRoles = ['accountant', 'owner'];
const CONTENT: StaffRoles = ['faculty', 'owner'];
const EVERY_STAFF: StaffRoles = ['accountant', 'faculty', 'owner'];

interface Rule {
  readonly why: string;
  readonly roles: StaffRoles;
  readonly applies: (method: string, path: string) => boolean;
}

// Stryker disable next-line MethodExpression: the empty segments dropped here are never 'all'; kept so segments() means what it says
const segments = (path: string) => path.split('/').filter(Boolean);
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const catalogueWrite = (method: string, path: string) =>
  method !== 'GET' &&
  (under(path, '/api/courses') || under(path, '/api/test-series')) &&
  !path.endsWith('/progress') &&
  !path.endsWith('/upi/initiate') &&
  !path.endsWith('/upi/submit-utr') &&
  !path.endsWith('/doubts');

/** Staff rules, the first that applies decides. */
export const STAFF_RULES: readonly Rule[] = [
  {
    why: 'the institute itself (its staff, its settings, its audit log, its home page ads) is the owner’s',
    roles: OWNER,
    applies: (_m, path) =>
      ['/api/admin/staff', '/api/admin/site-settings', '/api/admin/audit', '/api/admin/homepage-ads'].some((prefix) =>
        under(path, prefix),
      ),
  },
  {
    why: 'deleting a whole course or test series (with its students’ access) is the owner’s decision alone',
    roles: OWNER,
    applies: (method, path) => method === 'DELETE' && /^\/api\/(courses|test-series)\/[^/]+$/.test(path),
  },
  {
    why: 'the catalogue lists every staff member works from (all courses, all series, the course count) hold no money or contacts',
    roles: EVERY_STAFF,
    applies: (method, path) =>
      method === 'GET' &&
      (path === '/api/admin/courses' || path === '/api/test-series/admin/all' || path === '/api/courses/test/all'),
  },
  {
    why: 'money, students and reports: the ledger, UPI decisions, refunds, dues, coupons, statements, revenue figures, exports and the students with their contacts',
    roles: MONEY,
    applies: (_m, path) =>
      path === '/api/payments' ||
      under(path, '/api/stats') ||
      under(path, '/api/export') ||
      path === '/api/upi-payments/pending' ||
      /^\/api\/upi-payments\/[^/]+\/(approve|reject)$/.test(path) ||
      ['payments', 'dues', 'coupons', 'bank-statements', 'dashboard', 'students'].some((area) =>
        under(path, `/api/admin/${area}`),
      ),
  },
  {
    why: 'content: every catalogue write (courses, their lectures, uploads and notes, test series), tests and questions with their results, and the doubts queue',
    roles: CONTENT,
    applies: (method, path) =>
      catalogueWrite(method, path) ||
      /^\/api\/courses\/[^/]+\/videos\/uploads(\/|$)/.test(path) ||
      /^\/api\/admin\/courses\/[^/]+\//.test(path) ||
      ['tests', 'test-series', 'question-template'].some((area) => under(path, `/api/admin/${area}`)) ||
      under(path, '/api/staff') ||
      /^\/api\/doubts\/[^/]+\/(answer|hide)$/.test(path),
  },
  {
    why: 'lists with inactive or unpublished items ("all") are for staff',
    roles: CONTENT,
    applies: (_m, path) => segments(path).includes('all'),
  },
];

/** Routes no staff rule covers, one by one. */
export const EXPLICIT_ACCESS: Readonly<Record<string, ExpectedAccess>> = {
  'POST /api/auth/student/register': 'public',
  'POST /api/auth/student/login': 'public',
  'POST /api/auth/admin/login': 'public',
  'GET /api/auth/profile': 'signed-in',
  'PUT /api/auth/profile/language': 'signed-in',
  // A way back into an account: anyone may ask for a link; the link itself is what opens the reset.
  'POST /api/auth/password-reset/request': 'public',
  'POST /api/auth/password-reset/check': 'public',
  'POST /api/auth/password-reset': 'public',
  // A student's own password, name and mobile.
  'PUT /api/account/password': 'student',
  'PUT /api/account/details': 'student',
  'GET /api/courses': 'public',
  'GET /api/courses/{id}': 'public',
  'GET /api/courses/{id}/videos': 'signed-in',
  'GET /api/courses/{id}/videos/{videoId}': 'signed-in',
  // A lecture's HLS playlists: the server checks the enrolment as for the lecture itself.
  'GET /api/courses/{id}/videos/{videoId}/hls/{playlist}': 'signed-in',
  // Opened by its ticket (?ticket=, from the lecture's reply) alone: a browser's own HLS player sends no session.
  'GET /api/courses/{id}/videos/{videoId}/hls-native/{playlist}': 'public',
  // Study notes: the server also checks the enrolment, as for videos.
  'GET /api/courses/{id}/notes': 'signed-in',
  'GET /api/courses/{id}/notes/{noteId}/download': 'signed-in',
  'GET /api/payments/enrollments': 'student',
  'GET /api/test-series': 'public',
  'GET /api/homepage-ads/public/active': 'public',
  'POST /api/create-order': 'public',
  'POST /api/verify-payment': 'public',
  'POST /api/razorpay/webhook': 'public',
  'GET /api/orders/{orderId}': 'public',
  // Public, but opens only with the receipt's own link token or the session of staff who handle money.
  'GET /api/receipt/{receiptNumber}': 'public',
  // A credit note: the owner's and the accountant's, and the student's own (their session, checked against the payment).
  'GET /api/credit-note/{creditNoteNumber}': 'signed-in',
  'POST /api/upi-payments/initiate': 'student',
  // Pricing a checkout reads the student's own uses of a coupon: students only.
  'POST /api/checkout/quote': 'student',
  'POST /api/test-series/{id}/upi/initiate': 'student',
  'POST /api/test-series/{id}/upi/submit-utr': 'student',
  // A student's own test series, and the tests of a series they have (the server checks the purchase).
  'GET /api/my/test-series': 'student',
  'GET /api/test-series/{id}/tests': 'student',
  'GET /api/tests/{testId}': 'student',
  // A student's attempts: the server also checks the series and that the attempt is theirs.
  'POST /api/tests/{testId}/attempts': 'student',
  'GET /api/attempts/{attemptId}': 'student',
  'PUT /api/attempts/{attemptId}/answers/{questionId}': 'student',
  'POST /api/attempts/{attemptId}/submit': 'student',
  'GET /api/attempts/{attemptId}/result': 'student',
  'GET /api/my/attempts': 'student',
  'POST /api/upi-payments/submit-utr': 'student',
  'GET /api/payments/mine': 'student',
  'PUT /api/courses/{id}/videos/{videoId}/progress': 'student',
  'GET /api/courses/{id}/progress': 'student',
  'GET /api/progress': 'student',
  // Online checkout: a student's own order and its verify (the server checks the order is theirs).
  'POST /api/checkout/order': 'student',
  'POST /api/checkout/verify': 'student',
  // The institute's address, map, hours and WhatsApp, as /contact shows them to anyone.
  'GET /api/site-settings': 'public',
  // A student's own dues (instalments of a fee plan).
  'GET /api/my/dues': 'student',
  // Doubts: a student asks on a lecture of their course (the server checks the enrolment) or on a
  // question of their own finished attempt, reads their own, and marks another's as theirs too.
  'POST /api/courses/{id}/videos/{videoId}/doubts': 'student',
  'GET /api/courses/{id}/videos/{videoId}/doubts': 'student',
  'POST /api/attempts/{attemptId}/questions/{questionId}/doubts': 'student',
  'GET /api/attempts/{attemptId}/questions/{questionId}/doubts': 'student',
  'GET /api/my/doubts': 'student',
  'POST /api/doubts/{doubtId}/same': 'student',
  // A photo for a doubt (a student) or for its answer (staff): either kind of account.
  'POST /api/doubts/images': 'signed-in',
};

/** The access the policy expects for 'METHOD /path', or undefined when it does not know the route. */
export function expectedAccess(key: string): ExpectedAccess | undefined {
  const [method, path] = key.split(' ') as [string, string];
  const rule = STAFF_RULES.find((candidate) => candidate.applies(method, path));
  if (rule) return rule.roles;
  return EXPLICIT_ACCESS[key];
}

/** What the policy expects, failing loudly for a route it does not know. */
export function requiredAccess(key: string): ExpectedAccess {
  const access = expectedAccess(key);
  if (!access)
    throw new Error(
      `${key} is in no rule and not in EXPLICIT_ACCESS (test/support/access-policy.ts): decide who may call it`,
    );
  return access;
}

/** The same access as the route table writes it, for comparing: staff roles sorted. */
export const comparable = (access: string | readonly string[]): string | string[] =>
  typeof access === 'string' ? access : [...access].sort();

/**
 * The staff routes about one course, which a faculty member limited to some courses may call only for
 * theirs: every staff route whose path begins with a course.
 */
export function limitedToOwnCourses(key: string): boolean {
  const [, path] = key.split(' ') as [string, string];
  return /^\/api\/(admin\/)?courses\/\{id\}(\/|$)/.test(path) && typeof expectedAccess(key) !== 'string';
}
