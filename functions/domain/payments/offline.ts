import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { OfflinePaymentInput } from '#shared/admin-schemas.js';
import { startOfIndianDay, todayInIndia } from '#shared/india-time.js';
import type { AdminPayment } from '#shared/admin-types.js';
import { paise, rupeesToPaise } from '#shared/money.js';
import { cancellationCodes, db, tableName, transactWrite } from '#lib/db.js';
import { Conflict, NotFound } from '#lib/errors.js';
import { courseKeys, getCourseRecord } from '../catalogue/index.js';
import { enrollmentKeys, enrollmentWrites } from '../learning/index.js';
import { getPayment, paymentItem, paymentKeys, toAdminPayment, type PaymentRecord } from './ledger.js';
import { statsChanges, statsKeys, statsWrites } from '../stats/index.js';
import { ensureReceiptNumber, receiptQueueWrite } from './receipts.js';
import { getStudent } from '../users/index.js';
import { mailReceipt } from './payer-mail.js';
import { countMetric } from '#lib/metrics.js';

/**
 * Money taken at the Ahmedabad office (cash) or by bank transfer, recorded by an admin against a
 * student and a catalogue course: an offline payment, approved from the start.
 *   USER#<userId> / OFFLINEREF#<REFERENCE>   one use of a reference per student (the cash receipt
 *                                            book number or the transfer's reference), never released
 * One transaction writes the reference claim, the payment (in the ledger and the received list), the
 * student's pointer to it, the money counters, and, when the student is not enrolled in the course
 * yet, the enrolment. A student already enrolled is paying an instalment (or a balance): the payment
 * is recorded and counted, and the enrolment is left as it is. So a repeated reference is refused,
 * the money is counted once per payment, and the student is enrolled once, however requests race.
 */
export const offlineReferenceKey = (userId: string, reference: string) => ({
  pk: `USER#${userId}`,
  sk: `OFFLINEREF#${normaliseReference(reference)}`,
});

/** References compare without case or repeated spaces: "rcpt 0042" and "RCPT  0042" are one. */
export function normaliseReference(reference: string): string {
  return reference.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** When the money arrived: now for a payment received today, otherwise the start of that day in India. */
export function receivedAt(paidOn: string, now: Date): string {
  return paidOn === todayInIndia(now) ? now.toISOString() : startOfIndianDay(paidOn).toISOString();
}

async function enrolledNow(userId: string, courseId: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: enrollmentKeys.item(userId, courseId), ConsistentRead: true }),
  );
  return Boolean(Item);
}

const ATTEMPTS = 5;

/**
 * A reference already used for this student: the same payment sent again (a retry after a lost reply)
 * answers the payment that was recorded; another payment with that reference is refused.
 */
async function sameRecordedAgain(studentId: string, input: OfflinePaymentInput): Promise<AdminPayment> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: offlineReferenceKey(studentId, input.reference),
      ConsistentRead: true,
    }),
  );
  const first = Item ? await getPayment(Item.paymentId as string) : undefined;
  const same =
    first &&
    first.courseId === input.courseId &&
    first.amountPaise === rupeesToPaise(input.amount) &&
    first.offlineMode === input.mode &&
    first.decidedAt !== undefined &&
    todayInIndia(new Date(first.decidedAt)) === input.paidOn;
  if (!same) throw new Conflict('offline_reference_used');
  const receiptNumber = first.receiptNumber ?? (await ensureReceiptNumber(first.id));
  return toAdminPayment(receiptNumber ? { ...first, receiptNumber } : first);
}

export async function recordOfflinePayment(
  studentId: string,
  input: OfflinePaymentInput,
  adminId: string,
): Promise<AdminPayment> {
  const [student, course] = await Promise.all([getStudent(studentId), getCourseRecord(input.courseId)]);
  const now = new Date();
  const amountPaise = rupeesToPaise(input.amount);
  const record: PaymentRecord = {
    id: ulid(),
    method: 'offline',
    status: 'approved',
    courseId: course._id,
    courseTitle: course.title,
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
        Item: {
          ...offlineReferenceKey(student._id, input.reference),
          entity: 'OfflineReference',
          paymentId: record.id,
        },
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
  const money = [
    statsChanges.paymentRecorded(),
    ...statsChanges.moneyReceived(amountPaise, statsKeys.course(course._id), course.title),
  ];

  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const enrolled = await enrolledNow(student._id, course._id);
    const access = enrolled
      ? [
          // An instalment: the enrolment must still be there, and so must the course.
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: enrollmentKeys.item(student._id, course._id),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: courseKeys.item(course._id),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
        ]
      : enrollmentWrites(student._id, course._id, now.toISOString());
    try {
      await transactWrite([
        ...common,
        ...access,
        ...statsWrites(enrolled ? money : [...money, statsChanges.enrolled(course._id)]),
      ]);
      countMetric('PaymentsReceived', 1, { method: 'offline' });
      const receiptNumber = await ensureReceiptNumber(record.id);
      await mailReceipt(record, 'offline-recorded');
      return toAdminPayment(receiptNumber ? { ...record, receiptNumber } : record);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes[0] === 'ConditionalCheckFailed') return sameRecordedAgain(student._id, input);
      // The course went away (the last access write checks it) or the account did (the enrolment's user update).
      if (codes[common.length + access.length - 1] === 'ConditionalCheckFailed') throw new NotFound('course_not_found');
      if (!enrolled && codes[common.length + 1] === 'ConditionalCheckFailed') throw new NotFound('student_not_found');
      // The enrolment appeared (another payment enrolled them) or vanished since it was read: read again.
      if (codes[common.length] !== 'ConditionalCheckFailed') throw error;
    }
  }
  throw new Error(`Offline payment for student ${studentId}: the enrolment kept changing while it was recorded`);
}
