import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_COURSES, DEMO_MEDIA_DIR } from '#infra/local/seed-data.js';
import { launchBrowser, expectAccessible } from './browser.js';
import { apiGet, logInAsDemoStudent, logInAsSeedAdmin } from './session.js';

let browser: Browser;
const downloadsDir = mkdtempSync(join(tmpdir(), 'payments-e2e-'));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(downloadsDir, { recursive: true, force: true });
});

interface Tab {
  page: Page;
  /** Every alert/confirm/prompt message the page showed, in order. */
  messages: string[];
}

/** A fresh browser context (its own local storage) on the home page; alerts are accepted and recorded. */
async function openTab(): Promise<Tab> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const tab: Tab = { page, messages: [] };
  page.on('dialog', (dialog) => {
    tab.messages.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/');
  return tab;
}

/** Registers a new student through the API and signs the tab in with their token. */
async function logInAsNewStudent(page: Page, name: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/auth/student/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.replace(/\W/g, '.').toLowerCase()}.${Date.now()}@example.com`,
      mobile: '9000000002',
      password: 'secret123',
    }),
  });
  const { token } = (await response.json()) as { token: string };
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.reload();
  return token;
}

async function courseIdOf(title: string): Promise<string> {
  const { courses } = await apiGet<{ courses: { _id: string; title: string }[] }>('/api/courses');
  const course = courses.find((candidate) => candidate.title === title);
  if (!course) throw new Error(`No seeded course ${title}`);
  return course._id;
}

/** A UTR nobody has used: 12 letters and digits. */
let utrCount = 0;
const freshUtr = () => `E2E${String(Date.now()).slice(-7)}${String(++utrCount).padStart(2, '0')}`;

async function payByUpi(page: Page, courseId: string, utr: string) {
  await page.goto(`/course/${courseId}`);
  await page.getByRole('button', { name: /^Enroll Now for/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Enroll in / });
  await dialog.getByRole('img', { name: /^UPI QR code to pay/ }).waitFor();
  await dialog.getByLabel('UTR Number').fill(utr);
  await dialog.getByRole('button', { name: 'Submit UTR' }).click();
  return dialog;
}

async function fillGpscEnrolment(page: Page) {
  await page.goto('/gpsc');
  await page.getByRole('button', { name: 'Register now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enroll for GPSC Class 1-2' });
  await dialog.getByRole('checkbox', { name: 'Include Material (+ Rs. 7500)' }).check();
  await dialog.getByLabel('First Name').fill('Ravi');
  await dialog.getByLabel('Surname').fill('Patel');
  await dialog.getByLabel('Phone Number').fill('9876543210');
  // The printed material is couriered: its address, PIN code and e-mail.
  await dialog.getByLabel('Delivery address').fill('7, Sardar Patel Nagar, Navrangpura, Ahmedabad');
  await dialog.getByLabel('PIN code').fill('380009');
  await dialog.getByLabel('E-mail').fill('ravi.patel@example.com');
  return dialog;
}

const checkoutOverlay = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout (local stand-in)' });

describe('card payment for a direct course (guest)', () => {
  it('pays for GPSC with material through the checkout and gets the receipt PDF', async () => {
    const { page, messages } = await openTab();
    const dialog = await fillGpscEnrolment(page);
    expect(await page.evaluate(() => 'Razorpay' in window)).toBe(false);
    await dialog.getByText('Fee: ₹17,500').waitFor();

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    const checkout = checkoutOverlay(page);
    await checkout.getByText('₹17,923').waitFor();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

    const file = await download;
    const receiptNumber = /^receipt_(.+)\.pdf$/.exec(file.suggestedFilename())?.[1];
    expect(receiptNumber).toBeTruthy();
    const path = join(downloadsDir, file.suggestedFilename());
    await file.saveAs(path);
    const text = execFileSync('pdftotext', ['-layout', path, '-']).toString();
    expect(text).toContain(receiptNumber);
    expect(text).toMatch(/17,?923/);
    await expect.poll(() => messages).toContain('Payment successful. Receipt downloaded!');
    await page.getByRole('dialog', { name: 'Enroll for GPSC Class 1-2' }).waitFor({ state: 'detached' });
  });

  it("says 'Payment failed. Please try again.' when the checkout fails", async () => {
    const { page, messages } = await openTab();
    const dialog = await fillGpscEnrolment(page);
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await checkoutOverlay(page).getByRole('button', { name: 'Fail payment' }).click();
    await expect.poll(() => messages).toContain('Payment failed. Please try again.');
    await checkoutOverlay(page).waitFor({ state: 'detached' });
    expect(messages).not.toContain('Payment successful. Receipt downloaded!');
    await dialog.getByRole('button', { name: 'Pay Now' }).waitFor();
  });
});

describe('the payer always learns the truth', () => {
  it('a verify that fails in the browser while the webhook marks the order paid: the payer sees success and gets the receipt', async () => {
    const { page, messages } = await openTab();
    // The payer's network drops the verify call; the gateway's webhook still reaches the server.
    let verifies = 0;
    await page.route('**/api/verify-payment', (route) => {
      verifies++;
      return route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' });
    });
    const dialog = await fillGpscEnrolment(page);
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await checkoutOverlay(page).getByRole('button', { name: 'Pay', exact: true }).click();

    const file = await download;
    expect(verifies).toBe(1);
    const receiptNumber = /^receipt_(.+)\.pdf$/.exec(file.suggestedFilename())?.[1];
    expect(receiptNumber).toMatch(/^GA-\d{2}-\d{2}-\d{6}$/);
    const path = join(downloadsDir, file.suggestedFilename());
    await file.saveAs(path);
    expect(execFileSync('pdftotext', ['-layout', path, '-']).toString()).toContain(receiptNumber);
    await expect.poll(() => messages).toContain('Payment successful. Receipt downloaded!');
    expect(messages).not.toContain('Payment failed. Please try again.');
  });

  it('a checkout closed without paying returns to the form at once, with no waiting text', async () => {
    const { page, messages } = await openTab();
    const dialog = await fillGpscEnrolment(page);
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    await checkoutOverlay(page).getByRole('button', { name: 'Close' }).click();
    await checkoutOverlay(page).waitFor({ state: 'detached' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Pay Now' }).isEnabled()).toBe(true);
    expect(await dialog.getByText(/We are confirming your payment/).count()).toBe(0);
    expect(messages).toEqual([]);
    await expectAccessible(page, 'the enrolment dialog after a closed checkout');
  });
});

describe('UPI enrolment with admin approval', () => {
  it('the demo student pays by UPI, the admin approves, the student is enrolled and plays a video', async () => {
    const upsc = DEMO_COURSES[1]!.title;
    const courseId = await courseIdOf(upsc);
    const admin = await openTab();
    await logInAsSeedAdmin(admin.page);

    // Only the first seeded course has videos: the admin adds one to this course first.
    await admin.page.goto('/admin/courses');
    await admin.page.getByLabel('Search courses').fill(upsc);
    await admin.page.getByRole('button', { name: `Add video to ${upsc}` }).click();
    const upload = admin.page.getByRole('dialog');
    await upload.getByLabel('Video file').setInputFiles(join(DEMO_MEDIA_DIR, 'lecture-1.webm'));
    await upload.getByLabel('Title').fill('UPSC orientation');
    await upload.getByRole('button', { name: 'Upload Video' }).click();
    await admin.page.getByText('Video uploaded successfully!', { exact: true }).first().waitFor();

    const student = await openTab();
    await logInAsDemoStudent(student.page);
    const utr = freshUtr();
    const dialog = await payByUpi(student.page, courseId, utr);
    await dialog
      .getByText("Payment Submitted... under verification. Within 24 hours, you'll get access to your course")
      .waitFor();
    await dialog.getByText(utr).waitFor();
    await expectAccessible(student.page, 'the UPI receipt');

    await admin.page.goto('/admin');
    await admin.page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('link', { name: /^Approvals \(\d+\)$/ })
      .click();
    await admin.page.waitForURL('**/admin/approvals');
    const row = admin.page.getByRole('row').filter({ hasText: utr });
    await row.getByText(upsc).waitFor();
    await expectAccessible(admin.page, '/admin/approvals');
    await row.getByRole('button', { name: /^Approve / }).click();
    await admin.page
      .getByRole('dialog', { name: 'Approve this payment?' })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await row.waitFor({ state: 'detached' });

    await student.page.goto(`/course/${courseId}`);
    await student.page.getByText('You are enrolled in this course!').waitFor();
    await student.page.getByRole('link', { name: 'Start Learning' }).click();
    await student.page.getByRole('heading', { name: 'UPSC orientation' }).waitFor();
    const timeShown = () => student.page.getByTestId('video-time').textContent();
    const before = await timeShown();
    await student.page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(timeShown, { timeout: 15_000 }).not.toBe(before);

    await student.page.goto('/dashboard');
    await student.page.getByRole('region', { name: 'My Payments' }).getByText('Approved').first().waitFor();
  });

  it('refuses a UTR that was already used', async () => {
    const utr = freshUtr();
    const first = await openTab();
    await logInAsNewStudent(first.page, 'First Payer');
    const firstDialog = await payByUpi(first.page, await courseIdOf(DEMO_COURSES[2]!.title), utr);
    await firstDialog.getByText(/^Payment Submitted/).waitFor();

    const second = await openTab();
    await logInAsNewStudent(second.page, 'Second Payer');
    const secondDialog = await payByUpi(second.page, await courseIdOf(DEMO_COURSES[3]!.title), utr);
    await expect.poll(() => second.messages).toContain('This UTR has already been submitted');
    expect(await secondDialog.getByText(/^Payment Submitted/).count()).toBe(0);
  });

  it("shows a rejected payment with the admin's reason on the student's dashboard", async () => {
    const utr = freshUtr();
    const student = await openTab();
    await logInAsNewStudent(student.page, 'Rejected Payer');
    const dialog = await payByUpi(student.page, await courseIdOf(DEMO_COURSES[5]!.title), utr);
    await dialog.getByText(/^Payment Submitted/).waitFor();

    await student.page.goto('/dashboard');
    const payments = student.page.getByRole('region', { name: 'My Payments' });
    await payments.getByText('Under verification').waitFor();

    const admin = await openTab();
    await logInAsSeedAdmin(admin.page);
    await admin.page.goto('/admin/approvals');
    const row = admin.page.getByRole('row').filter({ hasText: utr });
    await row.getByRole('button', { name: /^Reject / }).click();
    const reject = admin.page.getByRole('dialog', { name: 'Reject this payment?' });
    await reject.getByLabel(/^Reason/).fill('UTR not found in the bank statement');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    expect(admin.messages).toEqual([]);

    await student.page.reload();
    await payments.getByText('Rejected', { exact: true }).waitFor();
    await payments.getByText('Reason: UTR not found in the bank statement').waitFor();
    await expectAccessible(student.page, 'the dashboard with payments');
  });
});

describe('test series purchase', () => {
  it('shows a desktop student the QR code with payee and amount, and the UTR form', async () => {
    const { page, messages } = await openTab();
    await logInAsDemoStudent(page);
    await page.goto('/testSeries');
    const card = page.getByRole('article', { name: 'UPSC Prelims Mock Test Series' });
    await card.getByRole('button', { name: 'Purchase Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by UPI' });
    await dialog.getByLabel('UTR Number').waitFor();
    expect(messages).not.toContain('After payment, please contact support with your UTR for test series access.');
    await dialog.getByRole('img', { name: 'UPI QR code to pay ₹2,499.50 to Gyanpath Academy' }).waitFor();
    await dialog.getByText('Gyanpath Academy (gyanpathacademy@upi)').waitFor();
    const link = await dialog.getByRole('link', { name: 'Open UPI app' }).getAttribute('href');
    expect(link).toContain('tn=Test%20Series%20UPSC%20Prelims%20Mock%20Test%20Series');
    expect(link).toContain('am=2499.50');
    await expectAccessible(page, 'the test series UPI dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await card.getByRole('button', { name: 'Purchase Now' }).waitFor();
  });
});
