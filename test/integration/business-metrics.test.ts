/**
 * Business metrics are counted where the event truly happens, after the write that makes it true,
 * and once: a payment replayed, an approval repeated, an attempt resumed or submitted twice counts
 * nothing more. The domain code runs in this worker against the same DynamoDB Local as the API, with
 * the metrics sink pointed at an array.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { createOrder, gatewayPaymentId, webhookBody } from '../support/payments.js';

let admin: string;
let adminId: string;
let lines: Record<string, unknown>[];
let metrics: typeof import('#lib/metrics.js');
let previousSink: (line: string) => void;

/** How many times `name` was counted (with these dimension values) in what was flushed so far. */
function counted(name: string, dimensions: Record<string, string> = {}): number {
  metrics.flushMetrics();
  return lines
    .filter((line) => name in line && Object.entries(dimensions).every(([key, value]) => line[key] === value))
    .reduce((sum, line) => sum + (line[name] as number), 0);
}

beforeAll(async () => {
  useEmulators();
  // The checkout and webhook secrets the API was started with, so this worker checks signatures as it does.
  const { keySecret, webhookSecret } = inject('razorpay');
  Object.assign(process.env, {
    RAZORPAY_KEY_ID: inject('razorpay').keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  });
  // E-mail from this worker goes to port 9, where nothing listens: every send fails.
  Object.assign(process.env, { MAIL_FROM: 'no-reply@example.com', MAIL_SMTP_HOST: '127.0.0.1', MAIL_SMTP_PORT: '9' });
  // The token key the API was started with: a sign-up and a login in this worker answer real sessions.
  process.env.JWT_SECRET = inject('jwtSecret');
  metrics = await import('#lib/metrics.js');
  lines = [];
  previousSink = metrics.setMetricsSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  admin = await loginAdmin();
  adminId = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sub as string;
});

afterAll(() => {
  metrics.setMetricsSink(previousSink);
});

describe('payments', () => {
  it('a card payment counts once, whether verify or the webhook comes first or both come', async () => {
    const { verifyCardPayment } = await import('#domain/payments/card.js');
    const { handleRazorpayWebhook } = await import('#domain/payments/webhook.js');
    const before = counted('PaymentsReceived', { method: 'card' });
    const order = await createOrder();
    const paymentId = gatewayPaymentId();
    const signature = createHmac('sha256', inject('razorpay').keySecret)
      .update(`${order.orderId}|${paymentId}`)
      .digest('hex');
    await verifyCardPayment({ orderId: order.orderId, gatewayPaymentId: paymentId, signature });
    await verifyCardPayment({ orderId: order.orderId, gatewayPaymentId: paymentId, signature });
    const rawBody = webhookBody('payment.captured', order, paymentId);
    const webhookSignature = createHmac('sha256', inject('razorpay').webhookSecret).update(rawBody).digest('hex');
    expect(
      await handleRazorpayWebhook({
        rawBody,
        signature: webhookSignature,
        eventId: `evt_${randomBytes(6).toString('hex')}`,
      }),
    ).toBe('unchanged');
    expect(counted('PaymentsReceived', { method: 'card' }) - before).toBe(1);
  });

  it('a checkout result that does not check out, and a webhook with a wrong signature, are counted as such and pay nothing', async () => {
    const { verifyCardPayment } = await import('#domain/payments/card.js');
    const { handleRazorpayWebhook } = await import('#domain/payments/webhook.js');
    const received = counted('PaymentsReceived');
    const failures = counted('PaymentVerifyFailures');
    const rejected = counted('WebhookSignatureRejected');
    const order = await createOrder();
    await expect(
      verifyCardPayment({ orderId: order.orderId, gatewayPaymentId: gatewayPaymentId(), signature: 'f'.repeat(64) }),
    ).rejects.toMatchObject({ code: 'payment_signature_invalid' });
    await expect(
      verifyCardPayment({
        orderId: 'order_nobodyknows',
        gatewayPaymentId: gatewayPaymentId(),
        signature: 'f'.repeat(64),
      }),
    ).rejects.toMatchObject({ code: 'payment_signature_invalid' });
    await expect(
      handleRazorpayWebhook({
        rawBody: webhookBody('payment.captured', order, gatewayPaymentId()),
        signature: 'f'.repeat(64),
        eventId: 'evt_forged',
      }),
    ).rejects.toMatchObject({
      code: 'webhook_signature_invalid',
    });
    expect(counted('PaymentVerifyFailures') - failures).toBe(2);
    expect(counted('WebhookSignatureRejected') - rejected).toBe(1);
    expect(counted('PaymentsReceived') - received).toBe(0);
  });

  it('a UPI payment counts when it is approved, once; an offline payment when it is recorded, not when the same one is recorded again', async () => {
    const { approveUpiPayment } = await import('#domain/payments/upi.js');
    const { recordOfflinePayment } = await import('#domain/payments/offline.js');
    const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
      token: admin,
      body: { title: 'Metrics course', description: 'Counted', price: 1500, category: 'gpsc' },
    });
    const courseId = course.body.course._id;
    const student = await registerStudent();
    const upi = counted('PaymentsReceived', { method: 'upi' });
    const utrNumber = randomBytes(6).toString('hex').toUpperCase();
    expect(
      (await api('POST', '/api/upi-payments/submit-utr', { token: student.token, body: { courseId, utrNumber } }))
        .status,
    ).toBe(200);
    expect(counted('PaymentsReceived', { method: 'upi' })).toBe(upi);
    const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
      token: admin,
    });
    const paymentId = pending.body.items.find((item) => item.utrNumber === utrNumber)!._id;
    await approveUpiPayment(paymentId, adminId);
    await expect(approveUpiPayment(paymentId, adminId)).rejects.toMatchObject({ code: 'payment_already_decided' });
    expect(counted('PaymentsReceived', { method: 'upi' }) - upi).toBe(1);

    const offline = counted('PaymentsReceived', { method: 'offline' });
    const input = {
      courseId,
      amount: 500,
      mode: 'cash' as const,
      paidOn: new Date().toISOString().slice(0, 10),
      reference: `R-${randomBytes(3).toString('hex')}`,
    };
    const { payment: first } = await recordOfflinePayment(student.id, input, adminId);
    const { payment: again } = await recordOfflinePayment(student.id, input, adminId);
    expect(again._id).toBe(first._id);
    expect(counted('PaymentsReceived', { method: 'offline' }) - offline).toBe(1);
  });
});

describe('attempts', () => {
  it('a start counts once however often the student opens the test, and a submit once however often it is sent', async () => {
    const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
      token: admin,
      body: {
        title: `Metrics series ${Date.now()}`,
        description: 'Tests',
        price: 999,
        category: 'gpsc',
        numberOfTests: 1,
      },
    });
    const seriesId = series.body.testSeries._id;
    const created = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
      'POST',
      `/api/admin/test-series/${seriesId}/tests`,
      {
        token: admin,
        body: {
          title: 'Mock',
          durationMinutes: 30,
          marksCorrect: 2,
          marksWrong: -0.5,
          sections: [{ title: 'History' }],
        },
      },
    );
    const testId = created.body.test._id;
    const question = {
      sectionId: created.body.test.sections[0]!._id,
      textEn: 'Question',
      optionsEn: ['A', 'B', 'C', 'D'],
      correctOption: 1,
    };
    expect((await api('POST', `/api/admin/tests/${testId}/questions`, { token: admin, body: question })).status).toBe(
      201,
    );
    expect(
      (await api('PUT', `/api/admin/tests/${testId}/published`, { token: admin, body: { published: true } })).status,
    ).toBe(200);
    const student = await registerStudent();
    expect(
      (await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin })).status,
    ).toBe(201);

    const { startAttempt } = await import('#domain/mock-tests/attempts.js');
    const { submitAttempt } = await import('#domain/mock-tests/attempt-finish.js');
    const started = counted('AttemptsStarted');
    const submitted = counted('AttemptsSubmitted');
    const attempt = await startAttempt(student.id, testId);
    expect((await startAttempt(student.id, testId))._id).toBe(attempt._id);
    expect(counted('AttemptsStarted') - started).toBe(1);
    await submitAttempt(student.id, attempt._id, 'student');
    await submitAttempt(student.id, attempt._id, 'student');
    expect(counted('AttemptsSubmitted') - submitted).toBe(1);
  });
});

describe('lectures and e-mail', () => {
  it('a conversion that fails counts once; a late second failure of the same lecture does not', async () => {
    const { db, tableName } = await import('#lib/db.js');
    const { markFailed } = await import('#domain/media/transcode.js');
    const courseId = ulid();
    const videoId = ulid();
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `COURSE#${courseId}`,
          sk: `VIDEO#${videoId}`,
          id: videoId,
          courseId,
          title: 'Lecture',
          createdAt: new Date().toISOString(),
          objectKey: 'media/courses/x/videos/y.mp4',
          transcodeState: 'processing',
        },
      }),
    );
    const before = counted('TranscodeFailures');
    expect(await markFailed(courseId, videoId, 'Unsupported codec')).toBe('recorded');
    expect(await markFailed(courseId, videoId, 'Unsupported codec')).toBe('ignored');
    expect(counted('TranscodeFailures') - before).toBe(1);
  });

  it('each failed try at sending an e-mail counts, and so does giving up on it', async () => {
    const { attemptDelivery } = await import('#domain/mail/deliver.js');
    const { enqueue, MAX_ATTEMPTS } = await import('#domain/mail/outbox.js');
    const to = { email: 'nobody@example.com', name: 'Nobody', language: 'en' as const };
    const message = { kind: 'welcome' as const, userId: ulid() };
    const key = `welcome#${message.userId}`;
    expect(await enqueue(key, to, message as never, new Date(), new Date())).toBe(true);
    const failures = counted('MailSendFailures');
    const givenUp = counted('MailGivenUp');
    expect(await attemptDelivery({ key, to, attempts: 0 }, message as never)).toBe('retrying');
    expect(await attemptDelivery({ key, to, attempts: MAX_ATTEMPTS - 1 }, message as never)).toBe('failed');
    expect(counted('MailSendFailures') - failures).toBe(2);
    expect(counted('MailGivenUp') - givenUp).toBe(1);
  });
});

describe('accounts and refunds', () => {
  it('a sign-up counts once (its retry does not); a wrong password and a spent limit count as logins refused, a success does not', async () => {
    const { registerStudent: signUp, logIn } = await import('#domain/accounts/auth.js');
    const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const input = {
      name: 'Metrics Student',
      email: `metrics-${randomBytes(4).toString('hex')}@example.com`,
      mobile: '9825012345',
      password: 'metrics-pass-1',
    };
    const signUps = counted('SignUps');
    await signUp(input, address);
    await signUp(input, address);
    expect(counted('SignUps') - signUps).toBe(1);

    const wrong = counted('LoginsRefused', { reason: 'wrong_password' });
    const limited = counted('LoginsRefused', { reason: 'rate_limited' });
    await logIn({ email: input.email, password: input.password }, 'student', address);
    expect(counted('LoginsRefused', { reason: 'wrong_password' })).toBe(wrong);
    for (let i = 0; i < 10; i++) {
      await expect(
        logIn({ email: input.email, password: 'not-the-password' }, 'student', address),
      ).rejects.toMatchObject({ code: 'invalid_credentials' });
    }
    await expect(logIn({ email: input.email, password: 'not-the-password' }, 'student', address)).rejects.toMatchObject(
      { code: 'too_many_login_attempts' },
    );
    expect(counted('LoginsRefused', { reason: 'wrong_password' }) - wrong).toBe(10);
    expect(counted('LoginsRefused', { reason: 'rate_limited' }) - limited).toBe(1);
  });

  it('a refund counts by its mode when it is settled, once however often it is sent', async () => {
    const { recordOfflinePayment } = await import('#domain/payments/offline.js');
    const { refundPayment } = await import('#domain/payments/refunds.js');
    const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
      token: admin,
      body: { title: 'Refund metrics', description: 'Counted', price: 900, category: 'gpsc' },
    });
    const student = await registerStudent();
    const { payment } = await recordOfflinePayment(
      student.id,
      {
        courseId: course.body.course._id,
        amount: 900,
        mode: 'cash',
        paidOn: new Date().toISOString().slice(0, 10),
        reference: `RM-${randomBytes(3).toString('hex')}`,
      },
      adminId,
    );
    const before = counted('Refunds', { mode: 'cash' });
    const input = {
      refundId: ulid(),
      amountRupees: 400,
      reason: 'Left the batch',
      mode: 'cash' as const,
      reference: 'CASH-BACK-1',
    };
    expect((await refundPayment(payment._id, input, adminId)).state).toBe('processed');
    expect((await refundPayment(payment._id, input, adminId)).state).toBe('processed');
    expect(counted('Refunds', { mode: 'cash' }) - before).toBe(1);
  });
});

describe('dues', () => {
  it('a due paid online after its UPI payment was approved is counted as paid twice, once; the UPI payment keeps the due and both are money received', async () => {
    const { verifyCheckoutPayment } = await import('#domain/payments/index.js');
    const { checkoutResult } = await import('../support/payments.js');
    const stats = await import('#domain/stats/index.js');
    const created = await api<{ course: { _id: string; plans: { _id: string }[] } }>('POST', '/api/courses', {
      token: admin,
      body: {
        title: `Paid twice ${ulid()}`,
        description: 'Two instalments',
        price: 5000,
        category: 'gpsc',
        plans: [
          {
            name: 'Half and half',
            instalments: [
              { percent: 50, dueAfterDays: 0 },
              { percent: 50, dueAfterDays: 30 },
            ],
          },
        ],
      },
    });
    const courseId = created.body.course._id;
    const student = await registerStudent();
    const order = async (body: Record<string, unknown>) =>
      (await api<{ orderId: string }>('POST', '/api/checkout/order', { token: student.token, body })).body.orderId;
    const first = await order({ courseId, planId: created.body.course.plans[0]!._id });
    expect(
      (await api('POST', '/api/checkout/verify', { token: student.token, body: checkoutResult(first) })).status,
    ).toBe(200);
    const dues = await api<{ dues: { _id: string }[] }>('GET', '/api/my/dues', { token: student.token });
    const dueId = dues.body.dues[0]!._id;

    // The online order is opened, then the student also sends a UTR and the office approves it.
    const online = await order({ dueId });
    const utrNumber = `T${ulid().slice(-11)}`;
    await api('POST', '/api/upi-payments/submit-utr', { token: student.token, body: { courseId, utrNumber, dueId } });
    const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
      token: admin,
    });
    const upiId = pending.body.items.find((item) => item.utrNumber === utrNumber)!._id;
    expect((await api('POST', `/api/upi-payments/${upiId}/approve`, { token: admin })).status).toBe(200);

    const revenueBefore = (await stats.readCounters(stats.statsKeys.course(courseId))).totalRevenuePaise;
    const before = counted('DuesPaidTwice');
    const result = checkoutResult(online);
    const input = {
      orderId: result.razorpay_order_id,
      gatewayPaymentId: result.razorpay_payment_id,
      signature: result.razorpay_signature,
      userId: student.id,
    };
    const paid = await verifyCheckoutPayment(input);
    expect(paid.status).toBe('paid');
    await verifyCheckoutPayment(input);
    expect(counted('DuesPaidTwice') - before).toBe(1);
    const [due] = await (await import('#domain/payments/index.js')).duesOfStudent(student.id);
    expect(due).toMatchObject({ status: 'paid', paidBy: upiId });
    const revenueAfter = (await stats.readCounters(stats.statsKeys.course(courseId))).totalRevenuePaise;
    expect(revenueAfter - revenueBefore).toBe(250000);
  });
});
