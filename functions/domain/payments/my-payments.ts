import { batchGetAll } from '#lib/db.js';
import { courseKeys, testSeriesKeys } from '../catalogue/index.js';
import { paymentsOfUser, toMyPayment, type MyPayment, type PaymentRecord } from './ledger.js';

/** The catalogue item a payment is for: its course or its test series (a card programme has none). */
function catalogueKeyOf(payment: PaymentRecord): { pk: string; sk: string } | undefined {
  if (payment.product === 'test-series') return testSeriesKeys.item(payment.courseId);
  return payment.method === 'card' && payment.product !== 'course' ? undefined : courseKeys.item(payment.courseId);
}

/** The Gujarati titles of what the payments are for, by the catalogue item's sort key (one BatchGet of that attribute). */
async function gujaratiTitles(payments: readonly PaymentRecord[]): Promise<Map<string, string>> {
  const keys = payments.flatMap((payment) => catalogueKeyOf(payment) ?? []);
  if (keys.length === 0) return new Map();
  const items = await batchGetAll(keys, { projection: 'sk, titleGu' });
  return new Map(
    items
      .filter((item) => typeof item.titleGu === 'string' && item.titleGu)
      .map((item) => [String(item.sk), item.titleGu as string]),
  );
}

/**
 * My Payments: a student's payments, newest first, each with what the office recorded for an offline
 * one (how the money came, its reference) and the course's Gujarati title when it has one.
 */
export async function myPayments(userId: string): Promise<MyPayment[]> {
  const payments = await paymentsOfUser(userId);
  const titles = await gujaratiTitles(payments);
  return payments.map((payment) => {
    const mine = toMyPayment(payment);
    const sk = catalogueKeyOf(payment)?.sk;
    const titleGu = sk ? titles.get(sk) : undefined;
    return {
      ...mine,
      course: { ...mine.course, ...(titleGu ? { titleGu } : {}) },
      ...(payment.offlineMode ? { offlineMode: payment.offlineMode } : {}),
      ...(payment.method === 'offline' && payment.reference ? { reference: payment.reference } : {}),
    };
  });
}
