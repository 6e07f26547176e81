/**
 * The course a receipt names, in the payer's language: a student whose account reads Gujarati gets the
 * Gujarati title the admin gave the course (read back with pdftotext); everyone else the title paid for.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { fetchReceipt } from '../support/payments.js';

const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' });

let admin: string;

beforeAll(async () => {
  admin = await loginAdmin();
});

async function createCourse(titleGu?: string) {
  const body = {
    title: `Talati Maths ${randomBytes(3).toString('hex')}`,
    description: 'Arithmetic for the Talati exam.',
    price: 999,
    category: 'talati',
    ...(titleGu ? { titleGu } : {}),
  };
  const reply = await api<{ course: { _id: string; title: string } }>('POST', '/api/courses', { token: admin, body });
  expect(reply.status).toBe(201);
  return reply.body.course;
}

/** A student (reading `language`, if given) pays for the course (or test series) by UPI and the admin approves it: their receipt number. */
async function paidReceipt(courseId: string, language?: 'gu' | 'en', product: 'course' | 'test-series' = 'course') {
  const student = await registerStudent();
  if (language)
    expect((await api('PUT', '/api/auth/profile/language', { token: student.token, body: { language } })).status).toBe(
      200,
    );
  const utrNumber = randomBytes(6).toString('hex').toUpperCase();
  const submitted =
    product === 'course'
      ? await api('POST', '/api/upi-payments/submit-utr', { token: student.token, body: { courseId, utrNumber } })
      : await api('POST', `/api/test-series/${courseId}/upi/submit-utr`, { token: student.token, body: { utrNumber } });
  expect(submitted.status).toBe(200);
  const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
    token: admin,
  });
  const paymentId = pending.body.items.find((item) => item.utrNumber === utrNumber)!._id;
  expect((await api('POST', `/api/upi-payments/${paymentId}/approve`, { token: admin })).status).toBe(200);
  const mine = await api<{ payments: { _id: string; receiptNumber?: string }[] }>('GET', '/api/payments/mine', {
    token: student.token,
  });
  return {
    token: student.token,
    number: mine.body.payments.find((payment) => payment._id === paymentId)!.receiptNumber!,
  };
}

describe("a receipt's course title", () => {
  it('is the Gujarati title for a payer whose account reads Gujarati, for them and for an admin', async () => {
    const course = await createCourse('તલાટી ગણિત ક્રેશ કોર્સ');
    const { token, number } = await paidReceipt(course._id, 'gu');
    for (const bearer of [token, admin]) {
      const reply = await fetchReceipt(number, { bearer });
      expect(reply.status).toBe(200);
      const text = pdfText(reply.bytes);
      expect(text).toContain('તલાટી ગણિત ક્રેશ કોર્સ');
      expect(text).not.toContain(course.title);
      expect(text).toContain(number);
    }
  });

  it('is the English title for a payer who reads English or never chose', async () => {
    const course = await createCourse('તલાટી ગણિત ક્રેશ કોર્સ');
    for (const language of ['en', undefined] as const) {
      const { token, number } = await paidReceipt(course._id, language);
      const text = pdfText((await fetchReceipt(number, { bearer: token })).bytes);
      expect(text).toContain(course.title);
      expect(text).not.toContain('તલાટી');
    }
  });

  it("is a test series' Gujarati title for a payer who reads Gujarati", async () => {
    const body = {
      title: 'Talati Mock Tests',
      description: 'Ten full tests.',
      price: 499,
      category: 'talati',
      numberOfTests: 10,
      titleGu: 'તલાટી મોક ટેસ્ટ શ્રેણી',
    };
    const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', { token: admin, body });
    expect(series.status).toBe(201);
    const { token, number } = await paidReceipt(series.body.testSeries._id, 'gu', 'test-series');
    expect(pdfText((await fetchReceipt(number, { bearer: token })).bytes)).toContain('તલાટી મોક ટેસ્ટ શ્રેણી');
  });

  it('stays the English title for a Gujarati reader when the course has no Gujarati title', async () => {
    const course = await createCourse();
    const { token, number } = await paidReceipt(course._id, 'gu');
    expect(pdfText((await fetchReceipt(number, { bearer: token })).bytes)).toContain(course.title);
  });
});
