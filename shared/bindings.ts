/**
 * What a function may use. Each route in shared/api/<context>.ts (and each job in shared/jobs.ts) lists its
 * bindings; one table per side turns a binding into the permission and the settings together:
 * infra/bindings.ts (CDK: IAM grant + environment) and infra/local/bindings.ts (the emulators' values,
 * with the same grants enforced locally by infra/local/local-iam.ts). functions/lib/config.ts reads the
 * settings of the bindings a function has, once, at cold start.
 *
 * Data bindings name one action on one area: `table:<area>:<op>` and `media:<area>:<op>`. A function
 * gets exactly the actions it names, and only on the items of those areas.
 */

/**
 * The table's areas, by the partition-key values of their items (IAM's dynamodb:LeadingKeys, `*` a
 * wildcard). Functions act for many users and courses, so an area is a family of partitions, not one.
 */
export const TABLE_AREAS = {
  /** USER#<id>: profiles, enrolments, test-series access, latest test attempts, lecture progress, payment links, pending UPI claims. */
  users: ['USER#*'],
  /** EMAIL#<e-mail>: one account per e-mail. */
  emails: ['EMAIL#*'],
  /** Login, sign-up and password reset rate limits. */
  'login-limits': [
    'LOGIN#*',
    'LOGINFROM#*',
    'REGISTERFROM#*',
    'ORDERFROM#*',
    'ORDERFOR#*',
    'RESETFOR#*',
    'RESETFROM#*',
  ],
  /** RESET#<hash of the link's token>: a password reset link, usable once until it expires. */
  'password-resets': ['RESET#*'],
  /** CATALOGUE: courses and test series. */
  catalogue: ['CATALOGUE'],
  /** COURSE#<id>: a course's videos and unfinished uploads. */
  'course-content': ['COURSE#*'],
  /** ADS: homepage ads. */
  ads: ['ADS'],
  payments: ['PAYMENT#*'],
  /** ORDER#<Razorpay order id> → payment id. */
  orders: ['ORDER#*'],
  /** UTR#<utr>: one use of a UTR. */
  utrs: ['UTR#*'],
  /** Receipt numbers and their per-year counter. */
  receipts: ['RECEIPT#*', 'COUNTER#RECEIPT', 'RECEIPTQUEUE'],
  /** Credit notes of refunds and their per-year counter. */
  'credit-notes': ['CREDITNOTE#*', 'COUNTER#CREDITNOTE'],
  /** Razorpay webhook events already applied. */
  webhooks: ['WEBHOOK#*'],
  /** The admin figures: revenue, enrolment, student, catalogue and ledger counters. */
  stats: ['STATS'],
  /** STUDENTSEARCH: one entry per search term of a student (e-mail, name words). */
  'student-search': ['STUDENTSEARCH'],
  /** PAYERSEARCH: one entry per search term of a card payment's payer (name words, mobile). */
  'payer-search': ['PAYERSEARCH'],
  /** EXPORT#<id>: an Excel export's progress. */
  exports: ['EXPORT#*'],
  /** TEST#<id>: a test of a test series, its questions and its answer-key revisions. */
  tests: ['TEST#*'],
  /** ATTEMPT#<id>: a student's attempt at a test, with its clock and saved answers. */
  attempts: ['ATTEMPT#*'],
  /** TESTSTATS#<testId>: the score histogram of a test's ranked attempts (rank and percentile). */
  'test-stats': ['TESTSTATS#*'],
  /** MAIL#<kind>#<subject>: the outbox, one item per e-mail (welcome, receipt, rejection...): sent, waiting for a retry, or given up. */
  outbox: ['MAIL#*'],
  /** COURSEREMOVALS: deleted courses whose enrolments are still being removed. */
  'course-removals': ['COURSEREMOVALS'],
  /** COUPON#<CODE>: a coupon and one item per student who used it. */
  coupons: ['COUPON#*'],
  /** BANKSTATEMENT#<content hash>: an imported bank statement and its matched payments; BANKSTATEMENTS: the remembered column mapping. */
  'bank-statements': ['BANKSTATEMENT#*', 'BANKSTATEMENTS'],
  /** SETTINGS: what the admin sets about the institute itself (the contact page's address, map, hours, WhatsApp). */
  settings: ['SETTINGS'],
  /** AUDIT: the audit log of staff writes, append-only: only put, get and query are ever granted on it. */
  audit: ['AUDIT'],
  /** DOUBT#<id>: a student's doubt on a lecture or a test question, its answer, and one item per "same doubt" mark. */
  doubts: ['DOUBT#*'],
} as const;

/** Partitions of the indexes (Query only), each on the index that holds it. */
export const INDEX_AREAS = {
  /** gsi1 PAYMENTS#pending: UPI payments waiting for a decision. */
  'pending-payments': { index: 'gsi1', partitions: ['PAYMENTS#pending'] },
  /** gsi1 USERS#<role>: accounts by join date. */
  'accounts-by-role': { index: 'gsi1', partitions: ['USERS#*'] },
  /** gsi1 PAYMENTS#received: money that arrived, by the time it did. */
  'payments-received': { index: 'gsi1', partitions: ['PAYMENTS#received'] },
  /** gsi1 ENROLLMENTS: enrolments, newest first. */
  'recent-enrollments': { index: 'gsi1', partitions: ['ENROLLMENTS'] },
  /** gsi2 COURSEENROLLMENTS#<courseId>: one course's enrolments (removed when the course is deleted). */
  'course-enrollments': { index: 'gsi2', partitions: ['COURSEENROLLMENTS#*'] },
  /** gsi2 PAYMENTS#<method>#<status>: the whole ledger by method and status. */
  'payments-by-status': { index: 'gsi2', partitions: ['PAYMENTS#*'] },
  /** gsi1 SERIESTESTS#<seriesId>: the tests of a test series, oldest first. */
  'series-tests': { index: 'gsi1', partitions: ['SERIESTESTS#*'] },
  /** gsi1 TESTATTEMPTS#<testId>: a test's finished attempts (re-scoring, the admin's results). */
  'test-attempts': { index: 'gsi1', partitions: ['TESTATTEMPTS#*'] },
  /** gsi2 ATTEMPTS#running: running attempts by when they end, for the finaliser. */
  'running-attempts': { index: 'gsi2', partitions: ['ATTEMPTS#running'] },
  /** gsi1 MAILS#pending: e-mails not sent yet, by when they are next due. */
  'mail-queue': { index: 'gsi1', partitions: ['MAILS#pending'] },
  /** gsi1 TRANSCODES#pending: lectures waiting for their HLS renditions, oldest first (the local transcoder's queue). */
  'transcode-queue': { index: 'gsi1', partitions: ['TRANSCODES#pending'] },
  /** gsi1 REFUNDS#pending: refunds reserved and not settled yet, oldest first. */
  'pending-refunds': { index: 'gsi1', partitions: ['REFUNDS#pending'] },
  /** gsi1 REFUNDS#attempts: settled test-series refunds whose student's attempts are still to be ended. */
  'refunds-ending-attempts': { index: 'gsi1', partitions: ['REFUNDS#attempts'] },
  /** gsi1 COUPONS: every coupon, newest first. */
  coupons: { index: 'gsi1', partitions: ['COUPONS'] },
  /** gsi1 DUES#unpaid: instalments not paid yet, by their date (the office's list, the reminders). */
  dues: { index: 'gsi1', partitions: ['DUES#unpaid'] },
  /** gsi1 AUDITBY#<actorId>: one staff member's audited actions, newest first. */
  'audit-by-actor': { index: 'gsi1', partitions: ['AUDITBY#*'] },
  /** gsi2 AUDITITEM#<itemId>: one item's audited history (a payment, a course, a student), newest first. */
  'audit-by-item': { index: 'gsi2', partitions: ['AUDITITEM#*'] },
  /** gsi1 DOUBTS#<open|answered>: the faculty queue, oldest first. */
  'doubt-queue': { index: 'gsi1', partitions: ['DOUBTS#*'] },
  /** gsi2 DOUBTSON#<lecture or question>: the doubts asked on one lecture or one test question. */
  'place-doubts': { index: 'gsi2', partitions: ['DOUBTSON#*'] },
} as const satisfies Record<string, { index: 'gsi1' | 'gsi2'; partitions: readonly string[] }>;

export const TABLE_OPS = {
  get: 'dynamodb:GetItem',
  'batch-get': 'dynamodb:BatchGetItem',
  query: 'dynamodb:Query',
  check: 'dynamodb:ConditionCheckItem',
  put: 'dynamodb:PutItem',
  update: 'dynamodb:UpdateItem',
  delete: 'dynamodb:DeleteItem',
  'batch-write': 'dynamodb:BatchWriteItem',
} as const;

/** Object-key prefixes of the media bucket. */
export const MEDIA_AREAS = {
  /** Course videos: media/courses/<courseId>/videos/<uploadId>.<ext>, private, played through signed URLs. */
  videos: 'media/courses/',
  /** Study notes: media/notes/<courseId>/<noteId>.pdf, private, downloaded through short-lived presigned links. */
  notes: 'media/notes/',
  /** Study notes on their way in: uploads/notes/<courseId>/<noteId>.pdf, moved to notes when saved; one never saved expires after a day. */
  'note-uploads': 'uploads/notes/',
  /** Homepage ad images: public/ads/<id>.<ext>, served unsigned. */
  ads: 'public/ads/',
  /** Excel exports: exports/<id>.xlsx, read only through a presigned link; expire after a day. */
  exports: 'exports/',
  /** Question images: media/tests/<testId>/<id>.<ext>, private, served through signed URLs to admins and students with access. */
  'question-images': 'media/tests/',
  /** Question bank spreadsheets on their way in: imports/<testId>/<id>.xlsx, read once by the import; expire after a day. */
  imports: 'imports/',
  /** A lecture's HLS renditions: media/courses/<courseId>/hls/<videoId>/ (master.m3u8, one folder per rendition, poster.jpg). */
  hls: 'media/courses/*/hls/',
  /** Bank statements on their way in: uploads/statements/<id>.csv, read by the import; expire after a day. */
  'statement-uploads': 'uploads/statements/',
  /** Photos of doubts and of their answers: media/doubts/<uploader id>/<id>.<ext>, private, shown through signed links. */
  'doubt-images': 'media/doubts/',
} as const;

/** `list` is the bucket-level ListBucket, limited to the area's prefix; the others act on its objects. */
export const MEDIA_OPS = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  delete: 's3:DeleteObject',
  abort: 's3:AbortMultipartUpload',
  parts: 's3:ListMultipartUploadParts',
  list: 's3:ListBucket',
} as const;

export type TableArea = keyof typeof TABLE_AREAS;
export type IndexArea = keyof typeof INDEX_AREAS;
export type TableOp = keyof typeof TABLE_OPS;
export type MediaArea = keyof typeof MEDIA_AREAS;
export type MediaOp = keyof typeof MEDIA_OPS;
export type TableBinding = `table:${TableArea}:${TableOp}` | `index:${IndexArea}:query`;
export type MediaBinding = `media:${MediaArea}:${MediaOp}`;

/** Bindings that are not data: a secret, a setting, more memory. */
export const OTHER_BINDINGS = {
  /** The JWT key: verifies tokens (every non-public route has it) and signs them (login, register). */
  tokens: { settings: ['JWT_SECRET_ARN'] },
  /** scrypt at OWASP parameters: about 128 MB, and CPU grows with memory, so these get 1024 MB. */
  passwords: { settings: [] },
  /** The institute's own networks (CIDR blocks), whose logins and sign-ups skip the per-address limits (optional). */
  'trusted-networks': { settings: ['TRUSTED_NETWORKS'] },
  /** CloudFront signed playback URLs: key pair id and the private key's secret (both only when set up). */
  'media:sign': { settings: ['MEDIA_KEY_PAIR_ID', 'MEDIA_SIGNING_KEY_ARN'] },
  /** Razorpay API key id and key secret (one secret holding {keyId, keySecret}); locally the stand-in's URL too. */
  razorpay: { settings: ['RAZORPAY_SECRET_ARN'] },
  /** The secret Razorpay signs webhooks with. */
  'razorpay:webhook': { settings: ['RAZORPAY_WEBHOOK_SECRET_ARN'] },
  /** Who receives UPI payments: payee address and name (plain settings, not secrets). */
  'upi:payee': { settings: ['UPI_PAYEE_ADDRESS', 'UPI_PAYEE_NAME'] },
  /**
   * What a receipt prints about the institute: its GSTIN when registered (optional). A function with it
   * renders receipts, so it also carries their fallback fonts beside its bundle (infra/constructs/receipt-fonts.ts).
   */
  receipts: { settings: ['INSTITUTE_GSTIN'] },
  /** The Excel export: as long as API Gateway waits (29 s), with the CPU share of 1024 MB. */
  'long-work': { settings: [] },
  /** The header CloudFront adds to every API request, which the API requires (AWS only; every route has it). */
  origin: { settings: ['ORIGIN_SECRET_ARN'] },
  /**
   * Sending e-mail: the sender address; in AWS through Amazon SES (ses:SendEmail on that sender's
   * identity alone), locally through the SMTP server `npm start` runs (its host and port).
   */
  mail: { settings: ['MAIL_FROM', 'MAIL_SMTP_HOST', 'MAIL_SMTP_PORT'] },
  /** The site's own address, for links in e-mails (never taken from a request, which anyone can word). */
  site: { settings: ['SITE_URL'] },
  /**
   * Starting a lecture's conversion to HLS in AWS Elemental MediaConvert: the job template, the queue
   * and the role MediaConvert works as (mediaconvert:CreateJob, iam:PassRole on that role alone).
   * Unset locally, where the transcode worker of `npm start` takes the lectures from the table.
   */
  transcode: { settings: ['MEDIACONVERT_TEMPLATE', 'MEDIACONVERT_QUEUE_ARN', 'MEDIACONVERT_ROLE_ARN'] },
} as const satisfies Record<string, { settings: readonly string[] }>;

export type OtherBinding = keyof typeof OTHER_BINDINGS;
export type Binding = OtherBinding | TableBinding | MediaBinding;
export type Setting = (typeof OTHER_BINDINGS)[OtherBinding]['settings'][number] | 'TABLE_NAME' | 'VIDEO_BUCKET';

const keysOf = <T extends object>(object: T) => Object.keys(object) as (keyof T & string)[];

/** Every binding there is. */
export const ALL_BINDINGS: readonly Binding[] = [
  ...keysOf(OTHER_BINDINGS),
  ...keysOf(TABLE_AREAS).flatMap((area) => keysOf(TABLE_OPS).map((op) => `table:${area}:${op}` as const)),
  ...keysOf(INDEX_AREAS).map((area) => `index:${area}:query` as const),
  ...keysOf(MEDIA_AREAS).flatMap((area) => keysOf(MEDIA_OPS).map((op) => `media:${area}:${op}` as const)),
];

export type DataBinding =
  | { kind: 'table'; area: TableArea; op: TableOp; action: string; leadingKeys: readonly string[] }
  | { kind: 'index'; area: IndexArea; op: 'query'; action: string; index: string; leadingKeys: readonly string[] }
  | { kind: 'media'; area: MediaArea; op: MediaOp; action: string; prefix: string };

/** What a data binding allows; undefined for the other bindings. */
export function dataBinding(binding: Binding): DataBinding | undefined {
  const [kind, area, op] = binding.split(':') as [string, string, string];
  if (kind === 'table' && area in TABLE_AREAS && op in TABLE_OPS) {
    return {
      kind,
      area: area as TableArea,
      op: op as TableOp,
      action: TABLE_OPS[op as TableOp],
      leadingKeys: TABLE_AREAS[area as TableArea],
    };
  }
  if (kind === 'index' && area in INDEX_AREAS && op === 'query') {
    const { index, partitions } = INDEX_AREAS[area as IndexArea];
    return { kind, area: area as IndexArea, op, action: TABLE_OPS.query, index, leadingKeys: partitions };
  }
  if (kind === 'media' && area in MEDIA_AREAS && op in MEDIA_OPS) {
    return {
      kind,
      area: area as MediaArea,
      op: op as MediaOp,
      action: MEDIA_OPS[op as MediaOp],
      prefix: MEDIA_AREAS[area as MediaArea],
    };
  }
  return undefined;
}

/** The settings a binding sets. */
export function settingsOf(binding: Binding): readonly Setting[] {
  const data = dataBinding(binding);
  if (data) return data.kind === 'media' ? ['VIDEO_BUCKET'] : ['TABLE_NAME'];
  return OTHER_BINDINGS[binding as OtherBinding].settings;
}

/**
 * What numbering a payment's receipt takes (functions/domain/payments/receipts.ts): the financial
 * year's counter, the number's own item, and the payment's link to its number; every route that can
 * be the first to see a payment paid carries all five (test/unit/binding-groups.test.ts). A route
 * declaration writes them out rather than spreading this list: a spread is code the bundler must keep,
 * and it would keep every declaration of the file, with its schemas, in every function of its context.
 */
export const RECEIPT_NUMBERING = [
  'table:receipts:get',
  'table:receipts:query',
  'table:receipts:update',
  'table:receipts:put',
  'table:receipts:delete',
] as const satisfies readonly Binding[];

/**
 * What counting in a limit window takes (functions/domain/accounts/rate-limits.ts): adding to the
 * window, starting a new one when it has passed, and reading the one another request started first.
 * Written out in each route declaration, as RECEIPT_NUMBERING is.
 */
export const LIMIT_WINDOW = [
  'table:login-limits:update',
  'table:login-limits:put',
  'table:login-limits:get',
] as const satisfies readonly Binding[];
