import { apiFetch } from '../../../lib/api-client';

/** The courses sold by card on /gpsc and /upsc. */
export type DirectCourseKey = 'gpsc' | 'upsc';

export interface OrderRequest {
  course: DirectCourseKey;
  name: string;
  mobile: string;
  includeMaterial: boolean;
}

export interface Order {
  key: string;
  /** Rupees: the fee plus the gateway charge, worked out by the server. */
  amount: number;
  amountPaise: number;
  currency: 'INR';
  orderId: string;
  checkoutScriptUrl: string;
}

/** What the checkout hands the success handler. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface ReceiptRef {
  receiptNumber: string;
  receiptToken: string;
}

export interface OrderStatus {
  status: 'created' | 'paid' | 'failed';
  receiptNumber?: string;
  receiptToken?: string;
}

export function createOrder(request: OrderRequest): Promise<Order> {
  return apiFetch<Order>('/api/create-order', { method: 'POST', body: request });
}

export function verifyPayment(body: CheckoutSuccess & { name: string; mobile: string; course: DirectCourseKey; amount: number }): Promise<ReceiptRef> {
  return apiFetch<ReceiptRef>('/api/verify-payment', { method: 'POST', body });
}

export function fetchOrderStatus(orderId: string, signal?: AbortSignal): Promise<OrderStatus> {
  return apiFetch<OrderStatus>(`/api/orders/${encodeURIComponent(orderId)}`, { signal });
}

/** The receipt PDF, opened with the token the verification gave (no login needed). */
export async function fetchReceipt({ receiptNumber, receiptToken }: ReceiptRef): Promise<Blob> {
  const response = await fetch(
    `/api/receipt/${encodeURIComponent(receiptNumber)}?token=${encodeURIComponent(receiptToken)}`,
    { headers: { Accept: 'application/pdf' } },
  );
  if (!response.ok) throw new Error(`Receipt download failed with status ${response.status}`);
  return response.blob();
}
