import type { UpiInitiation, UpiReceipt } from '../../../../../shared/types';
import { api } from '../../../lib/api';

export type { UpiInitiation, UpiReceipt };

export async function initiateUpiPayment(courseId: string): Promise<UpiInitiation> {
  const { success: _success, ...initiation } = await api('POST /api/upi-payments/initiate', {}, { body: { courseId } });
  return initiation;
}

export async function submitUtr(courseId: string, utrNumber: string): Promise<UpiReceipt> {
  const { receipt } = await api('POST /api/upi-payments/submit-utr', {}, { body: { courseId, utrNumber } });
  return receipt;
}
