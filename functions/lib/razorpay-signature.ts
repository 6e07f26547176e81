import { createHmac, timingSafeEqual } from 'node:crypto';
import { razorpayKeys } from './payment-settings.js';

/** Razorpay's signatures: HMAC-SHA256, hex, compared in constant time. */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** Constant-time comparison of a hex signature against the expected one. */
export function signatureMatches(expectedHex: string, givenHex: string | undefined): boolean {
  if (!givenHex || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export async function checkoutSignatureValid(
  orderId: string,
  paymentId: string,
  signature: string | undefined,
): Promise<boolean> {
  const { keySecret } = await razorpayKeys();
  return signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}
