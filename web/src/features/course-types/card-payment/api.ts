import type { CardOrderReply, OrderStatusReply } from '../../../../../shared/types';
import { api, apiUrl } from '../../../lib/api';

/** The courses sold by card on /gpsc and /upsc. */
export type DirectCourseKey = 'gpsc' | 'upsc';

export interface OrderRequest {
  course: DirectCourseKey;
  name: string;
  mobile: string;
  includeMaterial: boolean;
  /** Only with printed material, which is couriered there. */
  deliveryAddress?: string;
  pinCode?: string;
  email?: string;
}

export type Order = CardOrderReply;

export type { CheckoutSuccess } from '../../../lib/razorpay-checkout/checkout-script';
import type { CheckoutSuccess } from '../../../lib/razorpay-checkout/checkout-script';

export interface ReceiptRef {
  receiptNumber: string;
  receiptToken: string;
}

/** Any status the ledger has, as the server's contract says. */
export type OrderStatus = OrderStatusReply;

export async function createOrder(request: OrderRequest): Promise<Order> {
  const { success: _success, ...order } = await api('POST /api/create-order', {}, { body: request });
  return order;
}

export async function verifyPayment(
  body: CheckoutSuccess & { name: string; mobile: string; course: DirectCourseKey; amount: number },
  signal?: AbortSignal,
): Promise<ReceiptRef> {
  const { receiptNumber, receiptToken } = await api('POST /api/verify-payment', {}, { body, signal });
  return { receiptNumber, receiptToken };
}

export async function fetchOrderStatus(orderId: string, signal?: AbortSignal): Promise<OrderStatus> {
  const { success: _success, ...status } = await api('GET /api/orders/{orderId}', { orderId }, { signal });
  return status;
}

/** The receipt PDF, opened with the token the verification gave (no login needed). */
export async function fetchReceipt({ receiptNumber, receiptToken }: ReceiptRef): Promise<Blob> {
  const response = await fetch(
    `${apiUrl('GET /api/receipt/{receiptNumber}', { receiptNumber })}?token=${encodeURIComponent(receiptToken)}`,
    { headers: { Accept: 'application/pdf' } },
  );
  if (!response.ok) throw new Error(`Receipt download failed with status ${response.status}`);
  return response.blob();
}
