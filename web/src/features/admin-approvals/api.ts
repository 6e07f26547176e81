import type { PendingUpiPayment } from '../../../../shared/types';
import { api } from '../../lib/api';

export type PendingPayment = PendingUpiPayment;

export async function fetchPendingPayments(signal?: AbortSignal): Promise<PendingPayment[]> {
  const { items } = await api('GET /api/upi-payments/pending', {}, { signal });
  return items;
}
