/**
 * The office matches a UPI payment from the bank statement: a student sends a UTR, the admin uploads
 * the month's CSV on /admin/bank-statements (straight to the local S3, with its progress), sees the
 * payment under Matched, approves all matched, and the student is enrolled with a receipt.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiGet, logInAsSeedAdmin } from './session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('bank statement', () => {
  it('an admin uploads the statement, sees the UTR matched and approves it: the student is enrolled with a receipt', async () => {
    const { courses } = await apiGet<{ courses: { _id: string; title: string; price: number }[] }>('/api/courses');
    const course = courses.at(-1)!;
    const { token } = await post<{ token: string }>('/api/auth/student/register', {
      name: 'Statement Student',
      email: `statement.${Date.now()}@example.com`,
      mobile: '9000000003',
      password: 'secret123',
    });
    const utr = String(randomInt(100_000_000_000, 999_999_999_999));
    await post('/api/upi-payments/submit-utr', { courseId: course._id, utrNumber: utr }, token);
    const csv = [
      'Date,Narration,Reference,Debit,Credit',
      `01/04/2025,UPI/${utr}/PAYMENT FROM STATEMENT STUDENT,${utr},,${course.price}`,
      '02/04/2025,NEFT CR-SBIN0001234-KIRAN MEHTA-FEES,SBINN52025040200123,,"45,000.00"',
    ].join('\n');

    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const confirmations: string[] = [];
    page.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/');
    await logInAsSeedAdmin(page);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Bank statement' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bank statement' }).waitFor();
    await page
      .getByLabel('Statement (CSV)')
      .setInputFiles({ name: 'april.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and match' }).click();

    await page.getByRole('heading', { level: 2, name: 'Matched (1)', exact: true }).waitFor();
    await page.getByText('2 credits read from the statement (plain layout).').waitFor();
    const row = page.getByRole('table', { name: 'Matched (1)', exact: true }).getByRole('row', { name: /^2 / });
    for (const text of ['Statement Student', course.title, utr])
      await row.getByText(text, { exact: false }).first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Unmatched (1)' }).waitFor();
    await expectAccessible(page, '/admin/bank-statements with a matched statement');

    await page.getByRole('button', { name: 'Approve all matched (1)' }).click();
    await page.getByText('1 payment approved.').waitFor();
    expect(confirmations).toEqual([
      'Approve 1 matched payment? Each student is given access and gets the receipt by e-mail.',
    ]);
    await row.getByText('Approved now').waitFor();

    const { enrollments } = await apiGet<{ enrollments: { course: { _id: string } }[] }>(
      '/api/payments/enrollments',
      token,
    );
    expect(enrollments.map((enrollment) => enrollment.course._id)).toEqual([course._id]);
    const { payments } = await apiGet<{ payments: { utrNumber?: string; status: string; receiptNumber?: string }[] }>(
      '/api/payments/mine',
      token,
    );
    expect(payments.find((payment) => payment.utrNumber === utr)).toMatchObject({
      status: 'approved',
      receiptNumber: expect.stringMatching(/^GA-\d{2}-\d{2}-\d{6}$/),
    });
    await context.close();
  });
});
