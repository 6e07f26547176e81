import type { MyPayment, PaymentStatus } from '../../../../../shared/types';
import { api } from '../../../lib/api';

export type { MyPayment, PaymentStatus };

export async function fetchMyPayments(signal?: AbortSignal): Promise<MyPayment[]> {
  const { payments } = await api('GET /api/payments/mine', {}, { signal });
  return payments;
}
