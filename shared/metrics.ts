/**
 * The site's own CloudWatch metrics: their namespace, names and dimensions, shared by the code that
 * emits them (functions/lib/metrics.ts) and the stack that alarms on them and draws them
 * (infra/constructs/operations.ts). docs/operations.md says what each one means to an operator.
 */
import type { RouteKey } from './routes.js';

export const METRICS_NAMESPACE = 'Gyanpath';

/** Events, counted where they truly happen (after the write that makes them true). */
export const COUNT_METRICS = {
  /** Money that arrived: a card payment marked paid, a UPI payment approved, an offline payment recorded. */
  PaymentsReceived: ['method'],
  /** A checkout result whose signature or order did not check out. */
  PaymentVerifyFailures: [],
  /** A refund settled (dimension: its mode). */
  Refunds: ['mode'],
  SignUps: [],
  /** A login refused for a wrong password or a spent limit. */
  LoginsRefused: ['reason'],
  /** A new attempt at a test (a resumed one is not counted again). */
  AttemptsStarted: [],
  /** An attempt finished and scored: by the student, the bell or the finaliser. */
  AttemptsSubmitted: [],
  /** A due paid online after another payment had paid it (its UPI approved meanwhile): one is to be refunded. */
  DuesPaidTwice: [],
  /** A Razorpay webhook whose signature did not match the webhook secret. */
  WebhookSignatureRejected: [],
  /** One failed try at sending an e-mail (it stays in the outbox). */
  MailSendFailures: [],
  /** An e-mail given up after its last try. */
  MailGivenUp: [],
  /** A lecture whose conversion to HLS failed. */
  TranscodeFailures: [],
  /** A 503 busy_try_again answer (dimensions: its route, and its route's area). */
  BusyTryAgain: ['route', 'area'],
  /** Any other answer of 500 or more (an unexpected error), by route and area. */
  ServerErrors: ['route', 'area'],
} as const;

/** Levels measured by the ReportBacklogs job every five minutes. */
export const GAUGE_METRICS = {
  /** Age of the oldest received payment still waiting for its receipt number. */
  ReceiptLineOldestSeconds: 'Seconds',
  /** Age of the oldest refund still pending (reserved, not settled). */
  PendingRefundsOldestSeconds: 'Seconds',
  PendingRefunds: 'Count',
  /** How long the oldest due e-mail has been due and not sent. */
  MailOutboxOldestSeconds: 'Seconds',
} as const;

export type CountMetric = keyof typeof COUNT_METRICS;
export type GaugeMetric = keyof typeof GAUGE_METRICS;
export type MetricName = CountMetric | GaugeMetric;
/** The dimensions a count metric takes, each required. */
export type DimensionsOf<Name extends CountMetric> = { readonly [D in (typeof COUNT_METRICS)[Name][number]]: string };

/**
 * The routes whose failures an operator is told about at once: the money and the sign-in routes.
 * Their BusyTryAgain and ServerErrors carry `area` so that one alarm watches each group.
 */
export const WATCHED_ROUTES = {
  money: [
    'POST /api/create-order',
    'POST /api/verify-payment',
    'POST /api/razorpay/webhook',
    'GET /api/orders/{orderId}',
    'GET /api/receipt/{receiptNumber}',
    'POST /api/upi-payments/submit-utr',
    'POST /api/test-series/{id}/upi/submit-utr',
    'POST /api/upi-payments/{id}/approve',
    'POST /api/upi-payments/{id}/reject',
    'POST /api/admin/students/{id}/offline-payments',
    'POST /api/admin/payments/{id}/refund',
  ],
  'sign-in': [
    'POST /api/auth/student/register',
    'POST /api/auth/student/login',
    'POST /api/auth/admin/login',
    'POST /api/auth/password-reset/request',
    'POST /api/auth/password-reset',
  ],
} as const satisfies Record<string, readonly RouteKey[]>;

export type RouteArea = keyof typeof WATCHED_ROUTES | 'other';

export function areaOfRoute(route: string): RouteArea {
  for (const [area, keys] of Object.entries(WATCHED_ROUTES))
    if ((keys as readonly string[]).includes(route)) return area as RouteArea;
  return 'other';
}

/** The routes that carry an admission day or an exam morning: the dashboard shows their latency and errors. */
export const RUSH_ROUTES = [
  'POST /api/auth/student/register',
  'POST /api/auth/student/login',
  'POST /api/auth/admin/login',
  'POST /api/create-order',
  'POST /api/verify-payment',
  'POST /api/razorpay/webhook',
  'POST /api/upi-payments/submit-utr',
  'POST /api/upi-payments/{id}/approve',
  'POST /api/admin/students/{id}/offline-payments',
  'POST /api/tests/{testId}/attempts',
  'PUT /api/attempts/{attemptId}/answers/{questionId}',
  'POST /api/attempts/{attemptId}/submit',
] as const satisfies readonly RouteKey[];
