/**
 * The receipt of an online checkout, end to end against `npm start` (DynamoDB Local, s3rver, the
 * SendMail job) with a GSTIN set and a real SMTP inbox (MailDev): the seeded GPSC course bought with the
 * seeded coupon TOPPER10, settled by verify and then by the webhooks (and the other way round), mails
 * one tax invoice each, read with pdftotext: the price, the discount with its code, and GST on what was
 * paid after the discount. The same discount shows in My Payments, the admin's payments list and the
 * export (read with openpyxl). Expected figures are worked out by hand here.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#infra/local/ports.js';
import { type RunningInbox, startMailInbox } from '#infra/local/mail-inbox.js';
import { attachmentOf, mailsTo, pdfText, waitForMail } from '../support/inbox.js';
import { type LocalSite, startLocalSite } from '../support/local-site.js';
import { readWorkbook } from '../support/xlsx.js';

const ADMIN = { email: 'checkout-admin@example.com', password: 'checkout-admin-pass' };
const GSTIN = '24AAACG1234A1Z5';
let site: LocalSite;
let inbox: RunningInbox;
let adminToken: string;
let gpscId: string;
let planId: string;
let secrets: { razorpayKeySecret: string; razorpayWebhookSecret: string };
const folder = mkdtempSync(join(tmpdir(), 'checkout-receipts-'));

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {},
) {
  const response = await fetch(`http://127.0.0.1:${site.port}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined || options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { status: response.status, body: (await response.json()) as T & { error?: string; code?: string } };
}

async function register(name: string) {
  const email = `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const reply = await call<{ token: string }>('POST', '/api/auth/student/register', {
    body: { name, email, mobile: '9876543210', password: 'student-pass-1' },
  });
  expect(reply.status, reply.body.error).toBe(200);
  // The welcome comes first: wait for it, so that every later mail to this address is a receipt.
  await waitForMail(inbox.url, email);
  return { email, token: reply.body.token };
}

async function placeOrder(token: string, body: Record<string, unknown>) {
  const reply = await call<{ orderId: string; amountPaise: number }>('POST', '/api/checkout/order', { token, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

function paidBy(orderId: string) {
  const gatewayPaymentId = `pay_${randomBytes(7).toString('hex')}`;
  const signature = createHmac('sha256', secrets.razorpayKeySecret)
    .update(`${orderId}|${gatewayPaymentId}`)
    .digest('hex');
  return {
    gatewayPaymentId,
    verify: (token: string) =>
      call<{ receiptNumber: string }>('POST', '/api/checkout/verify', {
        token,
        body: { razorpay_order_id: orderId, razorpay_payment_id: gatewayPaymentId, razorpay_signature: signature },
      }),
  };
}

function webhook(event: string, order: { orderId: string; amountPaise: number }, gatewayPaymentId: string) {
  const raw = JSON.stringify({
    event,
    payload: {
      payment: { entity: { id: gatewayPaymentId, order_id: order.orderId, amount: order.amountPaise } },
      ...(event === 'order.paid' ? { order: { entity: { id: order.orderId, amount: order.amountPaise } } } : {}),
    },
  });
  return call<{ outcome: string }>('POST', '/api/razorpay/webhook', {
    raw,
    headers: {
      'x-razorpay-signature': createHmac('sha256', secrets.razorpayWebhookSecret).update(raw).digest('hex'),
      'x-razorpay-event-id': `evt_${randomBytes(6).toString('hex')}`,
    },
  });
}

/** The one receipt mail to `email`, its PDF's text with runs of spaces as one; and no second one after the job had time to send it. */
async function onlyReceipt(email: string, receiptNumber: string): Promise<string> {
  const mail = await waitForMail(inbox.url, email, (each) => each.subject.startsWith('Payment'));
  expect(mail.subject).toBe(`Payment received: receipt ${receiptNumber}`);
  expect(mail.attachments).toHaveLength(1);
  const text = pdfText(await attachmentOf(inbox.url, mail)).replace(/[ \t]+/g, ' ');
  // The job looks at the outbox every few seconds: a second receipt would have come by now.
  await new Promise((resolve) => setTimeout(resolve, 7000));
  expect((await mailsTo(inbox.url, email)).filter((each) => each.subject.startsWith('Payment'))).toHaveLength(1);
  return text;
}

beforeAll(async () => {
  const ports = { smtpPort: await freePort(), webPort: await freePort() };
  inbox = await startMailInbox(ports);
  site = await startLocalSite({
    MAIL_SMTP_HOST: '127.0.0.1',
    MAIL_SMTP_PORT: String(ports.smtpPort),
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
    INSTITUTE_GSTIN: GSTIN,
  });
  secrets = JSON.parse(readFileSync(join(site.dataDir, 'secrets.json'), 'utf8')) as typeof secrets;
  adminToken = (await call<{ token: string }>('POST', '/api/auth/admin/login', { body: ADMIN })).body.token;
  const { body } = await call<{ courses: { _id: string; title: string }[] }>('GET', '/api/courses');
  gpscId = body.courses.find((course) => course.title.startsWith('GPSC Class 1-2'))!._id;
  const course = await call<{ course: { plans: { _id: string; name: string }[] } }>('GET', `/api/courses/${gpscId}`);
  planId = course.body.course.plans.find((plan) => plan.name === '3 instalments')!._id;
}, 240_000);

afterAll(async () => {
  await site?.stop();
  await inbox?.stop();
  rmSync(folder, { recursive: true, force: true });
});

describe('the receipt of an online checkout with a coupon', () => {
  let receiptNumber: string;

  it('paid by verify, then the webhooks: one tax invoice with the discount and GST on the instalment paid', {
    timeout: 60_000,
  }, async () => {
    const student = await register('Hetal');
    // ₹10,000 less TOPPER10's 10% is ₹9,000; the plan's first 40% of it is ₹3,600.
    const order = await placeOrder(student.token, { courseId: gpscId, couponCode: 'topper10', planId });
    expect(order.amountPaise).toBe(360000);
    const payment = paidBy(order.orderId);
    const verified = await payment.verify(student.token);
    expect(verified.status).toBe(200);
    receiptNumber = verified.body.receiptNumber;
    expect((await webhook('payment.captured', order, payment.gatewayPaymentId)).status).toBe(200);
    expect((await webhook('order.paid', order, payment.gatewayPaymentId)).status).toBe(200);
    expect((await payment.verify(student.token)).body.receiptNumber).toBe(receiptNumber);

    const invoice = await onlyReceipt(student.email, receiptNumber);
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toContain(`GSTIN: ${GSTIN}`);
    expect(invoice).toContain(`Invoice number ${receiptNumber}`);
    expect(invoice).toContain('Course fee ₹10,000.00');
    expect(invoice).toContain('Discount (coupon TOPPER10) - ₹1,000.00');
    expect(invoice).toContain('Fee after discount ₹9,000.00');
    expect(invoice).toContain('Paid now (3 instalments) ₹3,600.00');
    // GST included in the ₹3,600 paid: CGST = 3,600 × 9 / 118 = 274.576… → ₹274.58, the same SGST, and
    // the taxable value the rest, ₹3,050.84 (on the undiscounted ₹4,000 it would be ₹3,389.83).
    expect(invoice).toContain('Taxable value ₹3,050.84');
    expect(invoice).toContain('CGST 9% ₹274.58');
    expect(invoice).toContain('SGST 9% ₹274.58');
    expect(invoice).toContain('Total (GST included) ₹3,600.00');
    expect(invoice).toContain(`Razorpay payment id ${payment.gatewayPaymentId}`);

    const terms = {
      price: 10000,
      discount: 1000,
      couponCode: 'TOPPER10',
      plan: { name: '3 instalments', instalments: 3 },
    };
    const mine = await call<{ payments: { receiptNumber?: string; amount: number; checkout?: unknown }[] }>(
      'GET',
      '/api/payments/mine',
      { token: student.token },
    );
    expect(mine.body.payments).toEqual([expect.objectContaining({ receiptNumber, amount: 3600, checkout: terms })]);
    const listed = await call<{ payments: { receiptNumber?: string; checkout?: unknown }[] }>(
      'GET',
      `/api/admin/payments?q=${encodeURIComponent(receiptNumber)}`,
      { token: adminToken },
    );
    expect(listed.body.payments).toEqual([expect.objectContaining({ receiptNumber, amount: 3600, checkout: terms })]);
  });

  it('shows the coupon and its discount in columns of their own in the export', async () => {
    const reply = await call<{ url: string }>('GET', `/api/export/excel?exportId=${randomBytes(10).toString('hex')}`, {
      token: adminToken,
    });
    expect(reply.status).toBe(200);
    const file = join(folder, 'export.xlsx');
    writeFileSync(file, Buffer.from(await (await fetch(reply.body.url)).arrayBuffer()));
    const sheet = readWorkbook(file).Payments!;
    const column = (name: string) => sheet.header.indexOf(name);
    const row = sheet.rows.find((each) => each[column('Receipt number')] === receiptNumber)!;
    expect(row[column('Coupon')]).toBe('TOPPER10');
    expect(row[column('Discount (₹)')]).toBe(1000);
    expect(row[column('Order amount (₹)')]).toBe(3600);
    expect(row[column('Amount received (₹)')]).toBe(3600);
  });

  it('paid by the webhook alone, verify never coming: one tax invoice with the discount on the whole fee', {
    timeout: 60_000,
  }, async () => {
    const student = await register('Jignesh');
    const order = await placeOrder(student.token, { courseId: gpscId, couponCode: 'TOPPER10' });
    expect(order.amountPaise).toBe(900000);
    const { gatewayPaymentId } = paidBy(order.orderId);
    expect((await webhook('payment.captured', order, gatewayPaymentId)).body).toMatchObject({ outcome: 'paid' });
    expect((await webhook('order.paid', order, gatewayPaymentId)).body).toMatchObject({ outcome: 'unchanged' });
    const mine = await call<{ payments: { receiptNumber?: string }[] }>('GET', '/api/payments/mine', {
      token: student.token,
    });
    const number = mine.body.payments[0]!.receiptNumber!;
    expect(number).toMatch(/^GA-\d{2}-\d{2}-\d{6}$/);

    const invoice = await onlyReceipt(student.email, number);
    expect(invoice).toContain('Course fee ₹10,000.00');
    expect(invoice).toContain('Discount (coupon TOPPER10) - ₹1,000.00');
    expect(invoice).not.toContain('Fee after discount');
    // ₹9,000 paid: CGST = 9,000 × 9 / 118 = 686.44…, taxable 9,000 − 2 × 686.44 = ₹7,627.12.
    expect(invoice).toContain('Taxable value ₹7,627.12');
    expect(invoice).toContain('CGST 9% ₹686.44');
    expect(invoice).toContain('Total (GST included) ₹9,000.00');
  });
});
