import type { UpiReceipt } from '#shared/types.js';
import { paiseToRupees } from '#shared/money.js';
import { Conflict, NotFound } from '#lib/errors.js';
import { dueOfStudent } from './dues.js';
import { paymentKeys } from './ledger.js';
import { normaliseUtr, recordUtrPayment } from './upi.js';

/**
 * A due paid by UPI and UTR: the same pending payment as a purchase, for the due's amount, holding the
 * due it pays. Only the student's own unpaid due of that course or series is taken; one payment may
 * wait per due. The approval marks the due paid in its transaction and enrols nobody (upi.ts).
 */
export async function submitDueUtr(
  userId: string,
  product: { kind: 'course' | 'test-series'; id: string },
  rawUtr: string,
  dueId: string,
): Promise<{ receipt: UpiReceipt }> {
  const utr = normaliseUtr(rawUtr);
  const due = await dueOfStudent(userId, dueId);
  if (due.product.kind !== product.kind || due.product._id !== product.id) {
    throw new NotFound('due_not_found', undefined, { field: 'dueId' });
  }
  if (due.status === 'paid') throw new Conflict('due_already_paid');
  const { receipt } = await recordUtrPayment({
    userId,
    utr,
    ...(product.kind === 'test-series' ? { product: 'test-series' as const } : {}),
    item: { id: due.product._id, title: due.product.title, pricePaise: due.amountPaise },
    pendingClaim: paymentKeys.pendingDueClaim(userId, due.id),
    due,
    codes: { taken: 'due_already_paid', pending: 'due_payment_pending' },
  });
  return { receipt: { ...receipt, amount: paiseToRupees(due.amountPaise) } };
}
