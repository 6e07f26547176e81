import type { StartedUpiPayment } from '../../../lib/started-upi-payments';
import type { MyPayment } from './api';

export type PaymentToFinish = Omit<StartedUpiPayment, 'startedAt'> & { rejected: boolean };

const kindOf = (payment: MyPayment): StartedUpiPayment['kind'] =>
  payment.product === 'test-series' ? 'series' : 'course';

/**
 * The UPI purchases a student may still send a UTR for: those opened on this device with no payment
 * on the server since, and those whose latest UPI payment was rejected. An item with a payment
 * waiting, paid or approved is not one of them. `payments` come newest first, as the server sends them.
 */
export function paymentsToFinish(started: StartedUpiPayment[], payments: MyPayment[] | undefined): PaymentToFinish[] {
  const latest = new Map<string, MyPayment>();
  for (const payment of payments ?? []) {
    const key = `${kindOf(payment)}:${payment.course._id}`;
    if (!latest.has(key)) latest.set(key, payment);
  }
  const settled = (key: string) => {
    const payment = latest.get(key);
    return (
      payment !== undefined &&
      payment.status !== 'rejected' &&
      payment.status !== 'failed' &&
      payment.status !== 'created'
    );
  };
  const found = new Map<string, PaymentToFinish>();
  for (const [key, payment] of latest) {
    if (payment.method === 'upi' && payment.status === 'rejected')
      found.set(key, {
        kind: kindOf(payment),
        id: payment.course._id,
        title: payment.course.title,
        ...(payment.course.titleGu ? { titleGu: payment.course.titleGu } : {}),
        amount: payment.amount,
        rejected: true,
      });
  }
  for (const { startedAt: _startedAt, ...payment } of started) {
    const key = `${payment.kind}:${payment.id}`;
    if (!settled(key) && !found.has(key)) found.set(key, { ...payment, rejected: false });
  }
  return [...found.values()];
}
