/**
 * Receipt PDFs: opened only with the receipt token from verify / the order status, or by an admin;
 * the text (read back with pdftotext) carries the amounts, the number and the ₹ sign.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAdmin, registerStudent } from '../support/api.js';
import { checkoutResult, createOrder, fetchReceipt, orderStatus, verify } from '../support/payments.js';

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), bytes);
    return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let mine: { receiptNumber: string; receiptToken: string; gatewayPaymentId: string };
let other: { receiptNumber: string; receiptToken: string };

beforeAll(async () => {
  const order = await createOrder({ course: 'gpsc', includeMaterial: true, name: 'Kiran Joshi', mobile: '9090909090' });
  const result = checkoutResult(order.orderId);
  const reply = await verify(result);
  mine = { ...reply.body, gatewayPaymentId: result.razorpay_payment_id };
  const otherOrder = await createOrder({ course: 'upsc', name: 'Someone Else' });
  other = (await verify(checkoutResult(otherOrder.orderId))).body;
});

describe('GET /api/receipt/{receiptNumber}', () => {
  it('is a PDF with the institute, payer, course, amounts in ₹ and the payment id', async () => {
    const reply = await fetchReceipt(mine.receiptNumber, { token: mine.receiptToken });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="receipt_${mine.receiptNumber}.pdf"`);
    expect(reply.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(reply.bytes);
    const plain = text.replace(/,/g, '');
    expect(text).toContain(mine.receiptNumber);
    expect(text).toContain('₹');
    expect(plain).toContain('₹17923.00');
    expect(plain).toContain('₹10000.00');
    expect(plain).toContain('₹7500.00');
    expect(plain).toContain('₹423.00');
    expect(text).toContain('Gyanpath Academy');
    expect(text).toContain('Kiran Joshi');
    expect(text).toContain('9090909090');
    expect(text).toContain('GPSC Class 1-2');
    expect(text).toContain(mine.gatewayPaymentId);
  });

  it('opens with the token the order status hands out too', async () => {
    const order = await createOrder();
    await verify(checkoutResult(order.orderId));
    const status = await orderStatus(order.orderId);
    expect((await fetchReceipt(status.body.receiptNumber!, { token: status.body.receiptToken! })).status).toBe(200);
  });

  it("refuses another person's receipt: no token 401, their token for my number 403, a session token 403", async () => {
    expect((await fetchReceipt(other.receiptNumber)).status).toBe(401);
    expect((await fetchReceipt(other.receiptNumber, { token: mine.receiptToken })).status).toBe(403);
    expect((await fetchReceipt(other.receiptNumber, { token: 'garbage' })).status).toBe(403);
    const student = await registerStudent();
    expect((await fetchReceipt(other.receiptNumber, { token: student.token })).status).toBe(403);
    expect((await fetchReceipt(other.receiptNumber, { bearer: student.token })).status).toBe(403);
  });

  it('opens any receipt for an admin; an unknown number is 404', async () => {
    const admin = await loginAdmin();
    expect((await fetchReceipt(other.receiptNumber, { bearer: admin })).status).toBe(200);
    expect((await fetchReceipt('GA-99-00-999999', { bearer: admin })).status).toBe(404);
    expect((await fetchReceipt('../../etc', { bearer: admin })).status).toBe(404);
  });
});
