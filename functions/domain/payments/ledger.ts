import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { OfflinePaymentMode } from '#shared/admin-schemas.js';
import type { AdminPayment, Delivery } from '#shared/admin-types.js';
import { paiseToRupees, paise, type Paise } from '#shared/money.js';
import { batchGetAll, db, queryPrefix, tableName } from '#lib/db.js';

/**
 * The payment ledger: one Payment entity for every way money arrives.
 *   PAYMENT#<id> / PAYMENT          the payment, with index entries that follow its status:
 *                                   gsi2 PAYMENTS#<method>#<status> / <createdAt>#<id> (the ledger, newest first);
 *                                   gsi1 PAYMENTS#pending / <createdAt>#<id> while a UPI payment waits for an admin,
 *                                   gsi1 PAYMENTS#received / <decidedAt>#<id> once the money has arrived
 *   USER#<userId> / PAYMENT#<id>    a student's pointer to their payment ("my payments")
 *   ORDER#<orderId> / ORDER         a Razorpay order id → our payment id
 *   UTR#<utr> / UTR                 one use of a UTR across the whole system (never released)
 *   USER#<userId> / UPIPENDING#<courseId>   at most one pending UPI payment per student and course
 *   USER#<userId> / UPIPENDING#SERIES#<seriesId>   … and per student and test series
 *   USER#<userId> / CHECKOUT#<kind>#<productId>    the student's open online checkout order for a product
 *   USER#<userId> / CHECKOUT#DUE#<dueId>            … and for one of their dues
 *   USER#<userId> / UPIPENDING#DUE#<dueId>   … and per due (dues.ts): a UPI payment of an instalment
 * A test series' payment is the same entity with `product: 'test-series'` (courseId and courseTitle
 * then name the series); its approval grants the series (mock-tests/series-access.ts), not a course.
 * The revenue and ledger counters are stats.ts's.
 * Status moves forward only, each move a conditional write: card created → paid | failed (a failed
 * attempt may still be followed by a paid one on the same order; paid is final), UPI pending →
 * approved | rejected, offline approved. A move that counts money or grants access writes the
 * enrolment and the counters in the same transaction.
 */
import type { MyPayment, PaymentCheckoutTerms, PaymentMethod, PaymentProduct, PaymentStatus } from '#shared/types.js';
import type { CheckoutTerms } from './checkout-terms.js';

export type { MyPayment, PaymentMethod, PaymentStatus };

export interface PaymentRecord {
  id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** Absent for a course; 'test-series' when the payment buys a test series. */
  product?: PaymentProduct;
  /** Catalogue course id, or the direct-payment course id ('gpsc' | 'upsc'). */
  courseId: string;
  courseTitle: string;
  name: string;
  mobile: string;
  email?: string;
  userId?: string;
  /** Course fee (with material when chosen), what the institute keeps. */
  feePaise: Paise;
  /** Of which the material add-on. */
  materialPaise: Paise;
  /** What was charged: fee plus the gateway's share for cards; the course price for UPI. */
  amountPaise: Paise;
  orderId?: string;
  gatewayPaymentId?: string;
  utrNumber?: string;
  receiptNumber?: string;
  failureReason?: string;
  rejectionReason?: string;
  decidedBy?: string;
  /** Offline: the cash receipt book number or bank reference, how the money came, the admin's note. */
  reference?: string;
  offlineMode?: OfflinePaymentMode;
  note?: string;
  createdAt: string;
  /** When the money arrived (card paid, UPI approved, offline received) or the UPI payment was rejected. */
  decidedAt?: string;
  /** Given back so far (refunds processed), and their credit notes (refund-records.ts). */
  refundedPaise?: Paise;
  creditNotes?: string[];
  /** What is left to refund once the refunds reserved so far (pending ones too) are taken off; set by the first refund. */
  refundablePaise?: Paise;
  /** Refunds released without money going back, with why (for the admin's list). */
  refundsNotMade?: { refundId: string; amountPaise: number; reason: string; at: string }[];
  /** An online checkout's price, coupon and plan (checkout-order.ts); `product` is then 'course' or 'test-series'. */
  checkout?: CheckoutTerms;
  /** Card orders with printed material: where it is couriered (the payer's e-mail is `email`). */
  delivery?: Delivery;
  /** A payment of a due (dues.ts), by UPI or online: the due it pays and its date (which its key holds). */
  dueId?: string;
  dueOn?: string;
}

export const paymentKeys = {
  item: (id: string) => ({ pk: `PAYMENT#${id}`, sk: 'PAYMENT' }),
  pendingIndex: (createdAt: string, id: string) => ({ gsi1pk: PENDING_PARTITION, gsi1sk: `${createdAt}#${id}` }),
  userPointer: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `PAYMENT#${id}` }),
  userPointerPrefix: 'PAYMENT#',
  order: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'ORDER' }),
  utr: (utr: string) => ({ pk: `UTR#${utr}`, sk: 'UTR' }),
  pendingClaim: (userId: string, courseId: string) => ({ pk: `USER#${userId}`, sk: `UPIPENDING#${courseId}` }),
  pendingSeriesClaim: (userId: string, seriesId: string) => ({
    pk: `USER#${userId}`,
    sk: `UPIPENDING#SERIES#${seriesId}`,
  }),
  openCheckout: (userId: string, kind: PaymentProduct, productId: string) => ({
    pk: `USER#${userId}`,
    sk: `CHECKOUT#${kind}#${productId}`,
  }),
  openDueCheckout: (userId: string, dueId: string) => ({ pk: `USER#${userId}`, sk: `CHECKOUT#DUE#${dueId}` }),
  pendingDueClaim: (userId: string, dueId: string) => ({ pk: `USER#${userId}`, sk: `UPIPENDING#DUE#${dueId}` }),
  pendingDueClaimPrefix: 'UPIPENDING#DUE#',
  receivedIndex: (receivedAt: string, id: string) => ({ gsi1pk: RECEIVED_PARTITION, gsi1sk: `${receivedAt}#${id}` }),
  ledgerIndex: (method: PaymentMethod, status: PaymentStatus, createdAt: string, id: string) => ({
    gsi2pk: ledgerPartition(method, status),
    gsi2sk: `${createdAt}#${id}`,
  }),
};
/** The claim that keeps a student to one pending UPI payment for what this payment buys. */
export function pendingClaimOf(payment: Pick<PaymentRecord, 'userId' | 'courseId' | 'product' | 'dueId'>) {
  if (payment.dueId) return paymentKeys.pendingDueClaim(payment.userId!, payment.dueId);
  return payment.product === 'test-series'
    ? paymentKeys.pendingSeriesClaim(payment.userId!, payment.courseId)
    : paymentKeys.pendingClaim(payment.userId!, payment.courseId);
}

export const PENDING_PARTITION = 'PAYMENTS#pending';
export const RECEIVED_PARTITION = 'PAYMENTS#received';
export const ledgerPartition = (method: PaymentMethod, status: PaymentStatus) => `PAYMENTS#${method}#${status}`;

/** The statuses each method's payments go through. */
export const STATUSES_OF: Record<PaymentMethod, readonly PaymentStatus[]> = {
  card: ['created', 'paid', 'failed', 'partially_refunded', 'refunded'],
  upi: ['pending', 'approved', 'rejected', 'partially_refunded', 'refunded'],
  offline: ['approved', 'partially_refunded', 'refunded'],
};

/** Card paid, UPI approved and offline payments: money that arrived (some or all of it may have been given back since). */
export function isReceived(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'approved' || status === 'partially_refunded' || status === 'refunded';
}

/**
 * The index entries a payment has in a given state: always its ledger entry (gsi2, by method and
 * status, newest first); in gsi1 the pending queue while a UPI payment waits, the received list
 * (by the moment the money arrived) once it is paid or approved.
 */
export function paymentIndexes(
  payment: Pick<PaymentRecord, 'id' | 'method' | 'status' | 'createdAt' | 'decidedAt'>,
): Record<string, string> {
  const gsi1 =
    payment.status === 'pending'
      ? paymentKeys.pendingIndex(payment.createdAt, payment.id)
      : isReceived(payment.status) && payment.decidedAt
        ? paymentKeys.receivedIndex(payment.decidedAt, payment.id)
        : {};
  return { ...paymentKeys.ledgerIndex(payment.method, payment.status, payment.createdAt, payment.id), ...gsi1 };
}

/**
 * The one UpdateExpression part that moves a payment's index entries to its new state: `set` for a SET
 * list (values named `:ix_<attribute>`), `remove` a ` REMOVE …` clause or '' (with `alsoRemove`, other
 * attributes such as the unpaid order's `ttl`, named `#rm_<attribute>` in `names`).
 */
export function indexUpdate(
  payment: Pick<PaymentRecord, 'id' | 'method' | 'status' | 'createdAt' | 'decidedAt'>,
  alsoRemove: readonly string[] = [],
) {
  const indexes = paymentIndexes(payment);
  const removed = [
    ...['gsi1pk', 'gsi1sk'].filter((name) => !(name in indexes)),
    ...alsoRemove.map((name) => `#rm_${name}`),
  ];
  return {
    set: Object.keys(indexes)
      .map((name) => `${name} = :ix_${name}`)
      .join(', '),
    remove: removed.length ? ` REMOVE ${removed.join(', ')}` : '',
    values: Object.fromEntries(Object.entries(indexes).map(([name, value]) => [`:ix_${name}`, value])),
    names: Object.fromEntries(alsoRemove.map((name) => [`#rm_${name}`, name])) as Record<string, string>,
  };
}

/** The item fields of a payment, with the index entries of its state. */
export function paymentItem(record: PaymentRecord): Record<string, unknown> {
  return { ...paymentKeys.item(record.id), entity: 'Payment', ...record, ...paymentIndexes(record) };
}

export function toPayment(item: Record<string, unknown>): PaymentRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, gsi2pk: _g3, gsi2sk: _g4, entity: _e, ttl: _ttl, ...rest } = item;
  return {
    ...(rest as unknown as PaymentRecord),
    feePaise: paise(item.feePaise as number),
    materialPaise: paise((item.materialPaise as number | undefined) ?? 0),
    amountPaise: paise(item.amountPaise as number),
    ...(item.refundedPaise !== undefined ? { refundedPaise: paise(item.refundedPaise as number) } : {}),
    ...(item.refundablePaise !== undefined ? { refundablePaise: paise(item.refundablePaise as number) } : {}),
  };
}

export async function getPayment(id: string, consistent = true): Promise<PaymentRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: paymentKeys.item(id), ConsistentRead: consistent }),
  );
  return Item ? toPayment(Item) : undefined;
}

/** Payments by id, in one BatchGet per 100 (those that do not exist are left out). */
export async function getPayments(ids: readonly string[]): Promise<PaymentRecord[]> {
  return (
    await batchGetAll(
      ids.map((id) => paymentKeys.item(id)),
      { consistent: true },
    )
  ).map(toPayment);
}

/** Newest first (ULIDs break ties). */
export const newestFirst = (a: PaymentRecord, b: PaymentRecord) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

export function toMyPayment(payment: PaymentRecord): MyPayment {
  return {
    _id: payment.id,
    method: payment.method,
    status: payment.status,
    ...(payment.product ? { product: payment.product } : {}),
    course: { _id: payment.courseId, title: payment.courseTitle },
    amount: paiseToRupees(payment.amountPaise),
    ...(payment.utrNumber ? { utrNumber: payment.utrNumber } : {}),
    ...(payment.receiptNumber ? { receiptNumber: payment.receiptNumber } : {}),
    ...(payment.rejectionReason ? { rejectionReason: payment.rejectionReason } : {}),
    ...refundFields(payment),
    createdAt: payment.createdAt,
    ...(payment.decidedAt ? { decidedAt: payment.decidedAt } : {}),
    ...checkoutTermsOf(payment),
  };
}

/** A student's payment records, newest first: Query their pointers, BatchGet the payments. */
export async function paymentsOfUser(userId: string): Promise<PaymentRecord[]> {
  const pointers = await queryPrefix(`USER#${userId}`, paymentKeys.userPointerPrefix);
  return (await getPayments(pointers.map((pointer) => pointer.paymentId as string))).sort(newestFirst);
}

export function toAdminPayment(payment: PaymentRecord): AdminPayment {
  const optional = <K extends keyof PaymentRecord>(...names: K[]) =>
    Object.fromEntries(
      names.filter((name) => payment[name] !== undefined && payment[name] !== '').map((name) => [name, payment[name]]),
    );
  return {
    _id: payment.id,
    method: payment.method,
    status: payment.status,
    name: payment.name,
    mobile: payment.mobile,
    course: { _id: payment.courseId, title: payment.courseTitle },
    amount: paiseToRupees(payment.amountPaise),
    ...optional(
      'product',
      'email',
      'userId',
      'utrNumber',
      'receiptNumber',
      'reference',
      'offlineMode',
      'note',
      'rejectionReason',
      'decidedAt',
      'delivery',
    ),
    ...refundFields(payment),
    ...refundProgress(payment),
    ...(isReceived(payment.status)
      ? { refundableUnderPolicy: paiseToRupees(paise(policyRefundablePaise(payment))) }
      : {}),
    createdAt: payment.createdAt,
    ...checkoutTermsOf(payment),
  } as AdminPayment;
}

/** An online checkout's terms as the API shows them beside the payment (My Payments, the admin's list). */
function checkoutTermsOf(payment: PaymentRecord): { checkout?: PaymentCheckoutTerms } {
  const terms = payment.checkout;
  if (!terms) return {};
  return {
    checkout: {
      price: paiseToRupees(terms.pricePaise),
      discount: paiseToRupees(terms.discountPaise),
      ...(terms.couponCode ? { couponCode: terms.couponCode } : {}),
      ...(terms.plan ? { plan: { name: terms.plan.name, instalments: terms.plan.instalments.length } } : {}),
    },
  };
}

/**
 * What the refund policy gives back of a payment now: the fee paid, never the card gateway's share
 * (the policy's "transaction fees are not refundable"), less what was refunded or reserved by refunds
 * so far. The refund route itself allows up to all that is left; this is the amount the office offers.
 */
export function policyRefundablePaise(
  payment: Pick<PaymentRecord, 'amountPaise' | 'feePaise' | 'refundedPaise' | 'refundablePaise'>,
): number {
  const left = payment.refundablePaise ?? payment.amountPaise - (payment.refundedPaise ?? 0);
  const takenSoFar = payment.amountPaise - left;
  return Math.max(0, Math.min(left, payment.feePaise - takenSoFar));
}

function refundFields(payment: PaymentRecord) {
  return payment.refundedPaise
    ? { refunded: paiseToRupees(payment.refundedPaise), creditNotes: payment.creditNotes ?? [] }
    : {};
}

/**
 * Paise reserved by refunds that are not settled yet: taken from what is left to refund, not yet in
 * what was refunded. More than zero means a refund of the payment is pending.
 */
export function reservedUnsettledPaise(
  payment: Pick<PaymentRecord, 'amountPaise' | 'refundedPaise' | 'refundablePaise'>,
): number {
  if (payment.refundablePaise === undefined) return 0;
  return payment.amountPaise - payment.refundablePaise - (payment.refundedPaise ?? 0);
}

/** For the admin: money reserved by refunds not settled yet, and refunds released without money going back, with why. */
function refundProgress(payment: PaymentRecord) {
  const pending = reservedUnsettledPaise(payment);
  return {
    ...(pending > 0 ? { refundPending: paiseToRupees(paise(pending)) } : {}),
    ...(payment.refundsNotMade?.length
      ? {
          refundsNotMade: payment.refundsNotMade.map((refund) => ({
            _id: refund.refundId,
            amount: paiseToRupees(paise(refund.amountPaise)),
            reason: refund.reason,
            at: refund.at,
          })),
        }
      : {}),
  };
}
