import type { REFUND_MODES } from '../../../../shared/admin-schemas';
import type { AdminPayment } from './api';

export type RefundMode = (typeof REFUND_MODES)[number];

/** Rupees, rounded to the paisa (a subtraction of two rupee amounts can leave a float's dust). */
const toPaisa = (rupees: number) => Math.round(rupees * 100) / 100;

/**
 * Where the refund form starts: all that is left on the payment (`left`, the most the server takes),
 * the amount the refund policy gives back (the server's `refundableUnderPolicy`: no card gateway fee),
 * and the way the office pays it back, the payment's own (none for a card: it goes back through Razorpay).
 */
export function refundDefaults(payment: AdminPayment): { left: number; amount: number; mode?: RefundMode } {
  const left = toPaisa(payment.amount - (payment.refunded ?? 0) - (payment.refundPending ?? 0));
  const amount = Math.min(left, payment.refundableUnderPolicy ?? left);
  const mode: RefundMode | undefined =
    payment.method === 'upi' ? 'upi' : payment.method === 'offline' ? (payment.offlineMode ?? 'cash') : undefined;
  return { left, amount, ...(mode ? { mode } : {}) };
}
