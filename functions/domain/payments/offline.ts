import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { noteAuditChange } from '#lib/audit-trail.js';
import type { OfflinePaymentInput } from '#shared/admin-schemas.js';
import { startOfIndianDay, todayInIndia } from '#shared/india-time.js';
import type { AdminPayment } from '#shared/admin-types.js';
import { paise, rupeesToPaise } from '#shared/money.js';
import { cancellationCodes, db, tableName, transactWrite } from '#lib/db.js';
import { NotFound, Unavailable } from '#lib/errors.js';
import { courseKeys, getCourseRecord, getTestSeriesRecord, testSeriesKeys } from '../catalogue/index.js';
import { enrollmentKeys, enrollmentWrites } from '../learning/index.js';
import { seriesAccessKeys, seriesAccessWrites } from '../mock-tests/index.js';
import { getPayment, paymentItem, paymentKeys, toAdminPayment, type PaymentRecord } from './ledger.js';
import { statsChanges, statsKeys, statsWrites } from '../stats/index.js';
import { ensureReceiptNumber, receiptQueueWrite } from './receipts.js';
import { getStudent, userKeys } from '../users/index.js';
import { mailReceipt } from './payer-mail.js';
import { countMetric } from '#lib/metrics.js';

/**
 * Money taken at the Ahmedabad office (cash) or by bank transfer, recorded by an admin against a
 * student and a catalogue course or test series: an offline payment, approved from the start.
 *   USER#<userId> / OFFLINEREF#<REFERENCE>#<COURSE|SERIES>#<productId>#<paidOn>#<amountPaise>
 *                     one payment per student, reference, product, day and amount, never released
 * The claim names everything that makes a payment the same payment: sent again (a retry after a lost
 * reply, a double click) it is answered with the payment recorded; a reference typed again for another
 * day or amount (a second instalment, a mistyped receipt book number) is another payment and is
 * recorded. One transaction writes the claim, the payment (in the ledger and the received list), the
 * student's pointer to it, the money counters, and the access the payment gives when the student has
 * none yet (the enrolment, or the test series). A student who already has it is paying an instalment
 * (or a balance): the payment is recorded and counted, and the access is left as it is. So a retry is
 * recorded once, the money is counted once per payment, and access is given once, however requests race.
 */
export interface OfflineClaim {
  reference: string;
  product: OfflineProduct;
  paidOn: string;
  amountPaise: number;
}

export const offlineReferenceKey = (userId: string, claim: OfflineClaim) => ({
  pk: `USER#${userId}`,
  sk: `OFFLINEREF#${normaliseReference(claim.reference)}#${claim.product.kind === 'test-series' ? 'SERIES' : 'COURSE'}#${claim.product.id}#${claim.paidOn}#${claim.amountPaise}`,
});

/** References compare without case or repeated spaces: "rcpt 0042" and "RCPT  0042" are one. */
export function normaliseReference(reference: string): string {
  return reference.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** When the money arrived: now for a payment received today, otherwise the start of that day in India. */
export function receivedAt(paidOn: string, now: Date): string {
  return paidOn === todayInIndia(now) ? now.toISOString() : startOfIndianDay(paidOn).toISOString();
}

/** What an office payment pays for. */
export type OfflineProduct = { kind: 'course'; id: string } | { kind: 'test-series'; id: string };

export function offlineProductOf(input: OfflinePaymentInput): OfflineProduct {
  return input.seriesId ? { kind: 'test-series', id: input.seriesId } : { kind: 'course', id: input.courseId! };
}

/** The payment recorded, and whether it had been recorded already (the same payment sent again). */
export interface OfflineRecording {
  payment: AdminPayment;
  alreadyRecorded: boolean;
}

const ATTEMPTS = 5;

/** The item whose presence means the student has what the payment buys: the enrolment, or the series' access. */
function accessKey(userId: string, product: OfflineProduct) {
  return product.kind === 'test-series'
    ? seriesAccessKeys.item(userId, product.id)
    : enrollmentKeys.item(userId, product.id);
}

async function hasAccessNow(userId: string, product: OfflineProduct): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: accessKey(userId, product), ConsistentRead: true }),
  );
  return Boolean(Item);
}

const exists = (Key: Record<string, string>) => ({
  ConditionCheck: { TableName: tableName(), Key, ConditionExpression: 'attribute_exists(pk)' },
});

/**
 * The writes that give access, three each way so a failure reads the same at the same place: the access
 * (written, or checked still there for an instalment), the student's account, the course or series.
 */
function accessWrites(record: PaymentRecord, product: OfflineProduct, hasAccess: boolean, now: string) {
  const userId = record.userId!;
  const productKey = product.kind === 'test-series' ? testSeriesKeys.item(product.id) : courseKeys.item(product.id);
  if (hasAccess) return [exists(accessKey(userId, product)), exists(userKeys.profile(userId)), exists(productKey)];
  if (product.kind === 'course') return enrollmentWrites(userId, product.id, now);
  return seriesAccessWrites({
    userId,
    seriesId: product.id,
    via: 'payment',
    grantedBy: 'payment',
    grantedAt: now,
    paymentId: record.id,
  });
}

function counterChanges(record: PaymentRecord, product: OfflineProduct, hasAccess: boolean) {
  const series = product.kind === 'test-series';
  const money = [
    statsChanges.paymentRecorded(),
    ...statsChanges.moneyReceived(
      record.amountPaise,
      series ? statsKeys.series(product.id) : statsKeys.course(product.id),
      record.courseTitle,
    ),
  ];
  if (hasAccess) return money;
  return [...money, series ? statsChanges.seriesPurchased(product.id) : statsChanges.enrolled(product.id)];
}

/** The payment a claim was written for: the same payment sent again, answered with its receipt. */
async function recordedAgain(studentId: string, claim: OfflineClaim): Promise<OfflineRecording> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: offlineReferenceKey(studentId, claim), ConsistentRead: true }),
  );
  const first = Item ? await getPayment(Item.paymentId as string) : undefined;
  // A claim is written with its payment in one transaction, so one without it cannot be read.
  if (!first) throw new Unavailable('busy_try_again');
  const receiptNumber = first.receiptNumber ?? (await ensureReceiptNumber(first.id));
  return { payment: toAdminPayment(receiptNumber ? { ...first, receiptNumber } : first), alreadyRecorded: true };
}

async function productOf(product: OfflineProduct): Promise<{ id: string; title: string }> {
  if (product.kind === 'course') {
    const course = await getCourseRecord(product.id);
    return { id: course._id, title: course.title };
  }
  const series = await getTestSeriesRecord(product.id);
  return { id: series._id, title: series.title };
}

export async function recordOfflinePayment(
  studentId: string,
  input: OfflinePaymentInput,
  adminId: string,
): Promise<OfflineRecording> {
  const product = offlineProductOf(input);
  const [student, bought] = await Promise.all([getStudent(studentId), productOf(product)]);
  const now = new Date();
  const amountPaise = rupeesToPaise(input.amount);
  const claim: OfflineClaim = { reference: input.reference, product, paidOn: input.paidOn, amountPaise };
  const record: PaymentRecord = {
    id: ulid(),
    method: 'offline',
    status: 'approved',
    ...(product.kind === 'test-series' ? { product: 'test-series' as const } : {}),
    courseId: bought.id,
    courseTitle: bought.title,
    name: student.name,
    mobile: student.mobile,
    email: student.email,
    userId: student._id,
    feePaise: amountPaise,
    materialPaise: paise(0),
    amountPaise,
    reference: input.reference,
    offlineMode: input.mode,
    ...(input.note ? { note: input.note } : {}),
    decidedBy: adminId,
    createdAt: now.toISOString(),
    decidedAt: receivedAt(input.paidOn, now),
  };
  const common = [
    {
      Put: {
        TableName: tableName(),
        Item: { ...offlineReferenceKey(student._id, claim), entity: 'OfflineReference', paymentId: record.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: tableName(), Item: paymentItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    {
      Put: {
        TableName: tableName(),
        Item: { ...paymentKeys.userPointer(student._id, record.id), entity: 'PaymentLink', paymentId: record.id },
      },
    },
    receiptQueueWrite(record.id, now),
  ];
  const [accessAt, accountAt, productAt] = [common.length, common.length + 1, common.length + 2];

  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const hasAccess = await hasAccessNow(student._id, product);
    try {
      await transactWrite([
        ...common,
        ...accessWrites(record, product, hasAccess, now.toISOString()),
        ...statsWrites(counterChanges(record, product, hasAccess)),
      ]);
      noteAuditChange({
        before: { access: hasAccess },
        after: { paymentId: record.id, amount: input.amount, product: bought.id, access: true },
      });
      countMetric('PaymentsReceived', 1, { method: 'offline' });
      const receiptNumber = await ensureReceiptNumber(record.id);
      await mailReceipt(record, 'offline-recorded');
      return { payment: toAdminPayment(receiptNumber ? { ...record, receiptNumber } : record), alreadyRecorded: false };
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes[0] === 'ConditionalCheckFailed') return recordedAgain(student._id, claim);
      if (codes[productAt] === 'ConditionalCheckFailed')
        throw new NotFound(product.kind === 'test-series' ? 'test_series_not_found' : 'course_not_found');
      if (codes[accountAt] === 'ConditionalCheckFailed') throw new NotFound('student_not_found');
      // The access appeared (another payment gave it) or vanished since it was read: read again.
      if (codes[accessAt] !== 'ConditionalCheckFailed') throw error;
    }
  }
  throw new Error(`Offline payment for student ${studentId}: the student's access kept changing while it was recorded`);
}
