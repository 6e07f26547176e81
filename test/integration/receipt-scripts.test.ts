/**
 * A receipt through the local stack for payers whose names are in Devanagari, Arabic and Chinese: the
 * receipt route renders each name in a font that has its letters (the fallback fonts read from
 * functions/assets/receipt-fonts/, as the deployed function reads them beside its bundle), and
 * pdftotext reads each name back.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { fetchReceipt } from '../support/payments.js';

const pdfText = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes, encoding: 'utf8' }).replace(
    /[\u200e\u200f\u202a-\u202e]/g,
    '',
  );
const fontsOf = (bytes: Buffer) => execFileSync('pdffonts', ['-'], { input: bytes, encoding: 'utf8' });

let admin: string;
let courseId: string;

beforeAll(async () => {
  admin = await loginAdmin();
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: {
      title: `UPSC Prelims ${randomBytes(3).toString('hex')}`,
      description: 'General studies.',
      price: 999,
      category: 'upsc',
    },
  });
  expect(reply.status).toBe(201);
  courseId = reply.body.course._id;
});

/** A student of that name pays by UPI and the admin approves it: their token and receipt number. */
async function paidReceipt(name: string) {
  const student = await registerStudent({ name });
  const utrNumber = randomBytes(6).toString('hex').toUpperCase();
  expect(
    (await api('POST', '/api/upi-payments/submit-utr', { token: student.token, body: { courseId, utrNumber } })).status,
  ).toBe(200);
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

describe('a receipt for a payer whose name is not in Latin letters', () => {
  for (const [name, font] of [
    ['राजेश कुमार शर्मा', /NotoSansDevanagari/],
    ['محمد عرفان شيخ', /NotoSansArabic/],
    ['王小明', /NotoSansSC/],
  ] as const) {
    it(`${name}: the receipt link prints it, in ${font.source}`, async () => {
      const { token, number } = await paidReceipt(name);
      const reply = await fetchReceipt(number, { bearer: token });
      expect(reply.status).toBe(200);
      expect(pdfText(reply.bytes)).toMatch(new RegExp(`Received from\\s+${name}`));
      expect(fontsOf(reply.bytes)).toMatch(font);
    });
  }
});
