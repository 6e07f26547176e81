/**
 * E-mail, end to end against `npm start` (DynamoDB Local and all) and a real SMTP inbox (MailDev): the
 * welcome, the UPI approval with its receipt PDF, the rejection with its reason, the offline receipt,
 * one card receipt for a verify and its webhooks, and mail that waits in the outbox while the SMTP
 * server is down, then arrives once when it is back.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#infra/local/ports.js';
import { type RunningInbox, startMailInbox } from '#infra/local/mail-inbox.js';
import { todayInIndia } from '#shared/india-time.js';
import { attachmentOf, mailsTo, pdfText, waitForMail } from '../support/inbox.js';
import { type LocalSite, startLocalSite } from '../support/local-site.js';

const ADMIN = { email: 'mail-admin@example.com', password: 'mail-admin-pass' };
let site: LocalSite;
let inbox: RunningInbox;
let inboxPorts: { smtpPort: number; webPort: number };
let adminToken: string;
let courseId: string;

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
  return { status: response.status, body: (await response.json()) as T & { error?: string } };
}

const uniqueEmail = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;
const utr = () => randomBytes(6).toString('hex').toUpperCase();

async function register(name: string, headers: Record<string, string> = {}) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const reply = await call<{ token: string; student: { _id: string } }>('POST', '/api/auth/student/register', {
    body: { name, email, mobile: '9876543210', password: 'student-pass-1' },
    headers,
  });
  expect(reply.status, reply.body.error).toBe(200);
  return { email, token: reply.body.token, id: reply.body.student._id };
}

/** A student's pending UPI payment for the course, and its id from the admins' queue. */
async function pendingPayment(token: string): Promise<{ paymentId: string; utrNumber: string }> {
  const utrNumber = utr();
  const submitted = await call('POST', '/api/upi-payments/submit-utr', { token, body: { courseId, utrNumber } });
  expect(submitted.status, submitted.body.error).toBe(200);
  const { body } = await call<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
    token: adminToken,
  });
  return { paymentId: body.items.find((item) => item.utrNumber === utrNumber)!._id, utrNumber };
}

const table = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: site.dynamoEndpoint,
      region: 'ap-south-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
async function outboxItem(key: string) {
  const { Item } = await table().send(
    new GetCommand({ TableName: 'coaching-local', Key: { pk: `MAIL#${key}`, sk: 'MAIL' }, ConsistentRead: true }),
  );
  return Item;
}

beforeAll(async () => {
  inboxPorts = { smtpPort: await freePort(), webPort: await freePort() };
  inbox = await startMailInbox(inboxPorts);
  site = await startLocalSite({
    MAIL_SMTP_HOST: '127.0.0.1',
    MAIL_SMTP_PORT: String(inboxPorts.smtpPort),
    SEED_ADMIN_EMAIL: ADMIN.email,
    SEED_ADMIN_PASSWORD: ADMIN.password,
  });
  adminToken = (await call<{ token: string }>('POST', '/api/auth/admin/login', { body: ADMIN })).body.token;
  const { body } = await call<{ courses: { _id: string; price: number }[] }>('GET', '/api/courses');
  courseId = body.courses.find((course) => course.price > 0)!._id;
}, 240_000);

afterAll(async () => {
  await site?.stop();
  await inbox?.stop();
});

describe('welcome', () => {
  it('greets a student who signed up on the Gujarati site in Gujarati, with a plain-text and an HTML part', async () => {
    const student = await register('Asha Patel', { cookie: 'lang=gu', 'accept-language': 'en-IN,en;q=0.9' });
    const mail = await waitForMail(inbox.url, student.email);
    expect(mail.subject).toBe('જ્ઞાનપથ એકેડેમીમાં આપનું સ્વાગત છે');
    expect(mail.text).toContain('પ્રિય Asha Patel,');
    expect(mail.text).toContain('તમારું વિદ્યાર્થી એકાઉન્ટ તૈયાર છે');
    expect(mail.html).toContain('<html lang="gu">');
    expect(mail.from[0]).toEqual({ address: 'no-reply@gyanpathacademy.in', name: 'જ્ઞાનપથ એકેડેમી' });
  });

  it('greets in English by default, once however often the same sign-up is sent', async () => {
    const student = await register('Ravi Shah');
    await call('POST', '/api/auth/student/register', {
      body: { name: 'Ravi Shah', email: student.email, mobile: '9876543210', password: 'student-pass-1' },
    });
    const mail = await waitForMail(inbox.url, student.email);
    expect(mail.subject).toBe('Welcome to Gyanpath Academy');
    expect(mail.text).toContain('Dear Ravi Shah,');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await mailsTo(inbox.url, student.email)).toHaveLength(1);
  });
});

describe('UPI payments', () => {
  it('sends the approval with its receipt PDF, in the language the account chose', async () => {
    const student = await register('Meera Desai');
    expect(
      (await call('PUT', '/api/auth/profile/language', { token: student.token, body: { language: 'gu' } })).status,
    ).toBe(200);
    const { paymentId, utrNumber } = await pendingPayment(student.token);
    expect((await call('POST', `/api/upi-payments/${paymentId}/approve`, { token: adminToken })).status).toBe(200);
    const { body } = await call<{ payments: { _id: string; receiptNumber?: string }[] }>('GET', '/api/payments/mine', {
      token: student.token,
    });
    const receiptNumber = body.payments.find((payment) => payment._id === paymentId)!.receiptNumber!;
    expect(receiptNumber).toMatch(/^GA-\d{2}-\d{2}-\d{6}$/);

    const mail = await waitForMail(inbox.url, student.email, (each) => each.subject.startsWith('UPI'));
    expect(mail.subject).toBe(`UPI ચુકવણી મંજૂર: રસીદ ${receiptNumber}`);
    expect(mail.text).toContain(`UTR નંબર: ${utrNumber}`);
    expect(mail.attachments?.map((attachment) => [attachment.fileName, attachment.contentType])).toEqual([
      [`receipt_${receiptNumber}.pdf`, 'application/pdf'],
    ]);
    const receipt = pdfText(await attachmentOf(inbox.url, mail));
    expect(receipt).toContain(receiptNumber);
    expect(receipt).toContain('Meera Desai');
    expect(receipt).toContain(utrNumber);
  });

  it("sends a rejection with the admin's reason", async () => {
    const student = await register('Kunal Mehta');
    const { paymentId } = await pendingPayment(student.token);
    expect(
      (
        await call('POST', `/api/upi-payments/${paymentId}/reject`, {
          token: adminToken,
          body: { reason: 'No such credit on our statement' },
        })
      ).status,
    ).toBe(200);
    const mail = await waitForMail(inbox.url, student.email, (each) => each.subject.startsWith('UPI'));
    expect(mail.subject).toBe('UPI payment not approved');
    expect(mail.text).toContain('Reason: No such credit on our statement');
    expect(mail.attachments ?? []).toEqual([]);
  });
});

it('sends the receipt of an offline payment the office recorded', async () => {
  const student = await register('Nisha Joshi');
  const reference = `RCPT-${randomBytes(3).toString('hex')}`;
  const recorded = await call<{ payment: { receiptNumber: string } }>(
    'POST',
    `/api/admin/students/${student.id}/offline-payments`,
    {
      token: adminToken,
      body: { courseId, mode: 'cash', amount: 4500, paidOn: todayInIndia(), reference },
    },
  );
  expect(recorded.status, recorded.body.error).toBe(201);
  const receiptNumber = recorded.body.payment.receiptNumber;
  const mail = await waitForMail(inbox.url, student.email, (each) => each.subject.startsWith('Payment recorded'));
  expect(mail.subject).toBe(`Payment recorded: receipt ${receiptNumber}`);
  expect(mail.text).toContain('We have recorded your payment of ₹4,500 for');
  expect(mail.text).toContain(`Cash receipt book number: ${reference}`);
  const receipt = pdfText(await attachmentOf(inbox.url, mail));
  expect(receipt).toContain(receiptNumber);
  expect(receipt).toContain(reference);
});

it('sends a card payment one receipt, to the address checkout collected, however often verify and the webhooks come', async () => {
  const secrets = JSON.parse(readFileSync(join(site.dataDir, 'secrets.json'), 'utf8')) as {
    razorpayKeySecret: string;
    razorpayWebhookSecret: string;
  };
  const order = await call<{ orderId: string; amountPaise: number }>('POST', '/api/create-order', {
    body: { course: 'gpsc', name: 'Kiran Joshi', mobile: '9090909090' },
  });
  const gatewayPaymentId = `pay_${randomBytes(7).toString('hex')}`;
  const signature = createHmac('sha256', secrets.razorpayKeySecret)
    .update(`${order.body.orderId}|${gatewayPaymentId}`)
    .digest('hex');
  const verify = () =>
    call<{ receiptNumber: string }>('POST', '/api/verify-payment', {
      body: {
        razorpay_order_id: order.body.orderId,
        razorpay_payment_id: gatewayPaymentId,
        razorpay_signature: signature,
      },
    });
  const email = uniqueEmail('kiran');
  const webhook = (event: string, eventId: string) => {
    const raw = JSON.stringify({
      event,
      payload: {
        payment: {
          entity: { id: gatewayPaymentId, order_id: order.body.orderId, amount: order.body.amountPaise, email },
        },
      },
    });
    const headers = {
      'x-razorpay-signature': createHmac('sha256', secrets.razorpayWebhookSecret).update(raw).digest('hex'),
      'x-razorpay-event-id': eventId,
    };
    return call('POST', '/api/razorpay/webhook', { raw, headers });
  };
  const paid = await verify();
  expect(paid.status).toBe(200);
  expect((await webhook('payment.captured', `evt_${randomBytes(6).toString('hex')}`)).status).toBe(200);
  expect((await webhook('order.paid', `evt_${randomBytes(6).toString('hex')}`)).status).toBe(200);
  expect((await verify()).status).toBe(200);
  const mail = await waitForMail(inbox.url, email);
  expect(mail.subject).toBe(`Payment received: receipt ${paid.body.receiptNumber}`);
  expect(mail.text).toContain(`Razorpay payment id: ${gatewayPaymentId}`);
  expect(pdfText(await attachmentOf(inbox.url, mail))).toContain(paid.body.receiptNumber);
  // The job looks at the outbox every few seconds: a second receipt would have come by now.
  await new Promise((resolve) => setTimeout(resolve, 7000));
  expect(await mailsTo(inbox.url, email)).toHaveLength(1);
});

it('keeps mail in the outbox while the SMTP server is down: the approval and the sign-up still succeed, and the mail comes once it is back', {
  timeout: 120_000,
}, async () => {
  const waiting = await register('Tara Vyas');
  await waitForMail(inbox.url, waiting.email);
  const { paymentId } = await pendingPayment(waiting.token);
  await inbox.stop();
  try {
    expect((await call('POST', `/api/upi-payments/${paymentId}/approve`, { token: adminToken })).status).toBe(200);
    const newcomer = await register('Vikram Rao');
    // The welcome goes out by the job as well: it tries, fails, and waits for its retry.
    await expect
      .poll(async () => (await outboxItem(`welcome#${newcomer.id}`))?.attempts, { timeout: 15_000, interval: 500 })
      .toBe(1);
    // The receipt mail goes out by the job: it tries, fails, and waits for its retry.
    await expect
      .poll(async () => (await outboxItem(`receipt#${paymentId}`))?.attempts, { timeout: 15_000, interval: 500 })
      .toBe(1);
    const queued = (await outboxItem(`receipt#${paymentId}`))!;
    expect(queued).toMatchObject({ status: 'pending', gsi1pk: 'MAILS#pending' });
    expect(queued.lastError).toMatch(/could not be reached/);
    expect(Date.parse(queued.nextAttemptAt as string)).toBeGreaterThan(Date.now());

    inbox = await startMailInbox(inboxPorts);
    const receipt = await waitForMail(
      inbox.url,
      waiting.email,
      (each) => each.subject.startsWith('Payment') || each.subject.startsWith('UPI'),
      60_000,
    );
    expect(receipt.subject).toMatch(/^UPI payment approved: receipt GA-/);
    expect(receipt.attachments).toHaveLength(1);
    expect((await waitForMail(inbox.url, newcomer.email, () => true, 60_000)).subject).toBe(
      'Welcome to Gyanpath Academy',
    );
    expect(await outboxItem(`receipt#${paymentId}`)).toMatchObject({ status: 'sent', attempts: 2 });
    expect((await outboxItem(`receipt#${paymentId}`))?.gsi1pk).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await mailsTo(inbox.url, waiting.email)).toHaveLength(1);
  } finally {
    if (
      !(await fetch(`${inbox.url}/email`)
        .then((reply) => reply.ok)
        .catch(() => false))
    )
      inbox = await startMailInbox(inboxPorts);
  }
});
