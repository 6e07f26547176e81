import { type MyDue, type MyDuesReply, suspendsAccess, unpaidDueStatus } from '#shared/dues.js';
import { todayInIndia } from '#shared/india-time.js';
import { paise, paiseToRupees } from '#shared/money.js';
import { batchGetAll, queryPrefix } from '#lib/db.js';
import { courseKeys, testSeriesKeys } from '../catalogue/index.js';
import { upiPayee } from '#lib/payment-settings.js';
import { type DueRecord, duesOfStudent } from './dues.js';
import { paymentKeys } from './ledger.js';

const catalogueKey = (due: DueRecord) =>
  due.product.kind === 'test-series' ? testSeriesKeys.item(due.product._id) : courseKeys.item(due.product._id);

/** The Gujarati titles of the dues' courses and series, by catalogue sort key (one BatchGet of that attribute). */
async function gujaratiTitles(dues: readonly DueRecord[]): Promise<Map<string, string>> {
  const keys = dues.map(catalogueKey);
  if (keys.length === 0) return new Map();
  const items = await batchGetAll(keys, { projection: 'sk, titleGu' });
  return new Map(
    items
      .filter((item) => typeof item.titleGu === 'string' && item.titleGu)
      .map((item) => [String(item.sk), item.titleGu as string]),
  );
}

export function toMyDue(due: DueRecord, today: string, pendingPaymentId?: string, titleGu?: string): MyDue {
  const unpaid = due.status === 'unpaid';
  return {
    _id: due.id,
    product: { ...due.product, ...(titleGu ? { titleGu } : {}) },
    plan: due.plan,
    instalment: due.instalment,
    amount: paiseToRupees(due.amountPaise),
    dueOn: due.dueOn,
    status: unpaid ? unpaidDueStatus(due.dueOn, today) : 'paid',
    ...(due.paidAt ? { paidAt: due.paidAt } : {}),
    ...(due.paidBy ? { paymentId: due.paidBy } : {}),
    ...(unpaid && pendingPaymentId ? { pendingPaymentId } : {}),
    ...(unpaid && suspendsAccess(due, today) ? { suspends: true } : {}),
  };
}

/** A student's dues with their state on India's today, the balance and the next date; a due with a UPI payment waiting says so. */
export async function duesForStudent(userId: string, now = new Date()): Promise<MyDuesReply> {
  const [dues, pending] = await Promise.all([
    duesOfStudent(userId),
    queryPrefix(`USER#${userId}`, paymentKeys.pendingDueClaimPrefix),
  ]);
  const pendingByDue = new Map(
    pending.map((claim) => [String(claim.sk).slice(paymentKeys.pendingDueClaimPrefix.length), String(claim.paymentId)]),
  );
  const titles = await gujaratiTitles(dues);
  const today = todayInIndia(now);
  const unpaid = dues.filter((due) => due.status === 'unpaid');
  const balance = paise(unpaid.reduce((sum, due) => sum + due.amountPaise, 0));
  const next = unpaid[0];
  const payee = upiPayee();
  return {
    dues: dues.map((due) => toMyDue(due, today, pendingByDue.get(due.id), titles.get(catalogueKey(due).sk))),
    balance: paiseToRupees(balance),
    ...(next ? { next: { dueOn: next.dueOn, amount: paiseToRupees(next.amountPaise) } } : {}),
    ...(payee ? { payee } : {}),
  };
}
