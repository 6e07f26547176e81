/**
 * Work that runs on a schedule, not for a request. The CDK stack makes one function per job with
 * exactly its bindings (as for routes) and an EventBridge schedule that invokes it; `npm start` runs
 * each job once at start-up, under the same bindings.
 */
import type { Binding } from './bindings.js';

export interface JobDef {
  /** CloudFormation-safe name. */
  readonly name: string;
  /** Module under functions/jobs/ (without extension), exporting `handler`. */
  readonly handler: string;
  /** An EventBridge schedule expression. */
  readonly schedule: string;
  readonly uses: readonly Binding[];
}

export const jobs = [
  {
    // Video files no record refers to (a crash between S3's complete and the record write): listed
    // under media/courses/, checked against each course's records and uploads, removed.
    name: 'SweepOrphanMedia',
    handler: 'sweep-orphan-media',
    schedule: 'rate(1 day)',
    uses: ['media:videos:list', 'media:videos:delete', 'table:course-content:query', 'table:course-content:delete'],
  },
  {
    // Attempts whose time (and the grace for a last save) is over but that nobody submitted: scored, so
    // results and rankings include them within a minute of the bell.
    name: 'FinishOverdueAttempts',
    handler: 'finish-overdue-attempts',
    schedule: 'rate(1 minute)',
    uses: [
      'index:running-attempts:query',
      'table:attempts:get',
      'table:attempts:update',
      'table:tests:query',
      'table:users:update',
      'table:test-stats:update',
    ],
  },
  {
    // The outbox: receipt mails (their PDF is rendered here, the only function that carries the PDF
    // code besides the receipt link's) and every mail whose first send failed, with backoff; a due's
    // reminder whose due was paid meanwhile is withdrawn, not sent.
    name: 'SendMail',
    handler: 'send-mail',
    schedule: 'rate(1 minute)',
    uses: [
      'mail',
      'receipts',
      'index:mail-queue:query',
      'table:outbox:update',
      'table:payments:get',
      'table:users:get',
      'table:catalogue:get',
      'index:dues:query',
    ],
  },
  {
    // Refunds left pending past a few minutes (a request that failed, timed out or died after reserving
    // one): office refunds are finished, card refunds settled by what Razorpay says or released with a
    // reason; and a refunded test series' attempts ended if a crash came between. Logs and returns
    // { settled, released, stillPending, oldestPendingSeconds }.
    name: 'SettleRefunds',
    handler: 'settle-refunds',
    schedule: 'rate(1 minute)',
    uses: [
      'razorpay',
      'index:pending-refunds:query',
      'index:refunds-ending-attempts:query',
      'table:payments:get',
      'table:payments:update',
      'table:credit-notes:get',
      'table:credit-notes:update',
      'table:credit-notes:put',
      'table:stats:update',
      'table:users:get',
      'table:users:query',
      'table:users:update',
      'table:users:delete',
      'table:attempts:get',
      'table:attempts:update',
      'table:test-stats:update',
    ],
  },
  {
    // The enrolments of deleted courses that the delete request had no time left for (a course with
    // thousands of students), or that a delete which died halfway left: removed page by page.
    name: 'FinishCourseDeletions',
    handler: 'finish-course-deletions',
    schedule: 'rate(1 minute)',
    uses: [
      'table:course-removals:query',
      'table:course-removals:delete',
      'index:course-enrollments:query',
      'table:catalogue:get',
      'table:users:get',
      'table:users:update',
      'table:users:delete',
      'table:stats:update',
    ],
  },
  {
    // The backlogs the alarms watch: the oldest payment waiting for its receipt number, the oldest
    // pending refund (and how many), the oldest e-mail due. One-item Queries; gauges in CloudWatch.
    name: 'ReportBacklogs',
    handler: 'report-backlogs',
    schedule: 'rate(5 minutes)',
    uses: ['table:receipts:query', 'index:pending-refunds:query', 'index:mail-queue:query'],
  },
  {
    // Online checkout orders left unpaid past their hold give back the coupon use they held, each on
    // the condition that it is still unpaid (functions/domain/payments/checkout-hold.ts).
    name: 'ReleaseCheckoutCoupons',
    handler: 'release-checkout-coupons',
    schedule: 'rate(10 minutes)',
    uses: ['index:payments-by-status:query', 'table:payments:update', 'table:coupons:update'],
  },
  {
    // Reminders of unpaid instalments, each morning at 08:00 in India: 7, 3 and 1 days before a due's
    // date and the day after it, queued in the outbox (one per due and day) for SendMail to send.
    name: 'RemindDues',
    handler: 'remind-dues',
    schedule: 'cron(30 2 * * ? *)',
    uses: ['index:dues:query', 'table:users:batch-get', 'table:outbox:put'],
  },
] as const satisfies readonly JobDef[];
