import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_COURSES } from '#infra/local/seed-data.js';
import { attachmentOf, pdfText, waitForMail } from '../support/inbox.js';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall, logInAsSeedAdmin } from './session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

describe('e-mail about a UPI payment', () => {
  it('a student pays by UPI, the admin approves in the browser, and the approval with its receipt PDF arrives in the inbox', async () => {
    const email = `upi.mail.${Date.now()}@example.com`;
    const { token } = await apiCall<{ token: string }>('POST', '/api/auth/student/register', undefined, {
      name: 'Hetal Parmar',
      email,
      mobile: '9000000031',
      password: 'secret123',
    });
    const course = DEMO_COURSES[4]!.title;
    const { courses } = await apiCall<{ courses: { _id: string; title: string }[] }>('GET', '/api/courses');
    const courseId = courses.find((candidate) => candidate.title === course)!._id;

    const student = await openPage();
    await student.evaluate((value) => localStorage.setItem('token', value), token);
    await student.goto(`/course/${courseId}`);
    await student.getByRole('button', { name: /^Enroll Now for/ }).click();
    const enrol = student.getByRole('dialog', { name: /^Enroll in / });
    await enrol.getByRole('img', { name: /^UPI QR code to pay/ }).waitFor();
    const utr = `MAIL${String(Date.now()).slice(-8)}`;
    await enrol.getByLabel('UTR Number').fill(utr);
    await enrol.getByRole('button', { name: 'Submit UTR' }).click();
    await enrol.getByText(utr).waitFor();

    const admin = await openPage();
    await logInAsSeedAdmin(admin);
    await admin.goto('/admin/approvals');
    const row = admin.getByRole('row').filter({ hasText: utr });
    await row.getByText(course).waitFor();
    await expectAccessible(admin, '/admin/approvals');
    await row.getByRole('button', { name: /^Approve / }).click();
    // Approve asks first, in a dialog of our own.
    await admin
      .getByRole('dialog', { name: 'Approve this payment?' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await row.waitFor({ state: 'detached' });

    const { payments } = await apiCall<{ payments: { utrNumber?: string; receiptNumber?: string }[] }>(
      'GET',
      '/api/payments/mine',
      token,
    );
    const receiptNumber = payments.find((payment) => payment.utrNumber === utr)!.receiptNumber!;
    const mail = await waitForMail(inject('inboxUrl'), email, (each) => each.subject.startsWith('UPI'), 30_000);
    expect(mail.subject).toBe(`UPI payment approved: receipt ${receiptNumber}`);
    expect(mail.text).toContain(`UTR number: ${utr}`);
    expect(mail.html).toContain(receiptNumber);
    const receipt = pdfText(await attachmentOf(inject('inboxUrl'), mail));
    expect(receipt).toContain(receiptNumber);
    expect(receipt).toContain('Hetal Parmar');

    // The same mail, as a person reads it in the local web inbox.
    const inbox = await browser.newPage();
    await inbox.goto(inject('inboxUrl'));
    await inbox.getByText(`UPI payment approved: receipt ${receiptNumber}`).first().waitFor();
    await inbox.close();
  });
});
