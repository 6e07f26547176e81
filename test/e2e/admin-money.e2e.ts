import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_COURSES } from '#infra/local/seed-data.js';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall } from './session.js';

let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token: adminToken } = await apiCall<{ token: string }>(
    'POST',
    '/api/auth/admin/login',
    undefined,
    inject('seedAdmin'),
  ));
});
afterAll(async () => {
  await browser?.close();
});

/** A tab signed in with `token` (as the login dialog leaves it), on `path`. */
async function signedInTab(token: string, path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
  return page;
}

let registered = 0;
async function registerStudent(name: string): Promise<{ id: string; token: string }> {
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}.${Date.now()}.${registered++}@example.com`;
  const { token } = await apiCall<{ token: string }>('POST', '/api/auth/student/register', undefined, {
    name,
    email,
    mobile: '9000000011',
    password: 'secret123',
  });
  const { user } = await apiCall<{ user: { _id: string } }>('GET', '/api/auth/profile', token);
  return { id: user._id, token };
}

async function courseIdOf(title: string): Promise<string> {
  const { courses } = await apiCall<{ courses: { _id: string; title: string }[] }>('GET', '/api/courses');
  return courses.find((course) => course.title === title)!._id;
}

/** A UPI payment for a seeded course, waiting for an admin; answers its UTR. */
async function pendingUpi(name: string, course = DEMO_COURSES[2]!): Promise<string> {
  const student = await registerStudent(name);
  const utrNumber = `MNY${String(Date.now()).slice(-7)}${String(registered).padStart(2, '0')}`;
  await apiCall('POST', '/api/upi-payments/submit-utr', student.token, {
    courseId: await courseIdOf(course.title),
    utrNumber,
  });
  return utrNumber;
}

describe('a cash payment taken at the office', () => {
  it('shows in the student’s My Payments as cash, with its reference and the day it was received, in English and in Gujarati', async () => {
    const student = await registerStudent('Cash Payer');
    const course = DEMO_COURSES[5]!;
    const reference = `RCPT-${Date.now()}`;

    const admin = await signedInTab(adminToken, `/admin/students/${student.id}`);
    const form = admin.getByRole('region', { name: 'Record Offline Payment' });
    await form.getByLabel('Course').selectOption(await courseIdOf(course.title));
    await form.getByLabel('Mode').selectOption('cash');
    await form.getByLabel('Amount (₹)').fill('2500');
    await form.getByLabel('Payment date').fill('2026-11-10');
    await form.getByLabel('Reference').fill(reference);
    await form.getByRole('button', { name: 'Record Payment' }).click();
    await admin.getByText(/^Recorded ₹2,500 for /).waitFor();
    await admin.context().close();

    const page = await signedInTab(student.token, '/dashboard');
    const payment = page
      .getByRole('region', { name: 'My Payments' })
      .getByRole('listitem')
      .filter({ hasText: reference });
    await payment.waitFor();
    const facts = await payment.locator('.my-payment-facts').textContent();
    expect(facts).toContain(`₹2,500 · Cash · 10 Nov 2026 · Reference ${reference}`);
    expect(facts).not.toContain('Card');
    await expectAccessible(page, 'My Payments with an office payment');

    await page
      .getByRole('group', { name: /^(Language|ભાષા)$/ })
      .getByRole('button', { name: 'ગુજરાતી' })
      .click();
    const inGujarati = page
      .getByRole('region', { name: 'મારી ચુકવણીઓ' })
      .getByRole('listitem')
      .filter({ hasText: reference });
    await inGujarati.getByText(/રોકડ/).waitFor();
    const gujaratiFacts = await inGujarati.locator('.my-payment-facts').textContent();
    expect(gujaratiFacts).toContain(`સંદર્ભ ${reference}`);
    expect(gujaratiFacts).not.toContain('કાર્ડ');
    await page.context().close();
  });
});

describe('approving payments', () => {
  it('at 360 px: each payment is a card, nothing scrolls sideways, and Approve and Reject are inside the screen', async () => {
    const utrs = [await pendingUpi('Phone Approval One'), await pendingUpi('Phone Approval Two')];
    const page = await signedInTab(adminToken, '/admin/approvals', { width: 360, height: 800 });
    for (const utr of utrs) await page.getByRole('row').filter({ hasText: utr }).waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const utr of utrs) {
      const row = page.getByRole('row').filter({ hasText: utr });
      for (const name of [/^Approve /, /^Reject /]) {
        const button = row.getByRole('button', { name });
        expect(await button.isVisible()).toBe(true);
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
      }
    }
    await expectAccessible(page, '/admin/approvals at 360 px');

    await page
      .getByRole('row')
      .filter({ hasText: utrs[0]! })
      .getByRole('button', { name: /^Approve / })
      .click();
    // Approve asks first, in a dialog of our own that fits the phone.
    const confirm = page.getByRole('dialog', { name: 'Approve this payment?' });
    await confirm.getByText(utrs[0]!).waitFor();
    await expectAccessible(page, 'the approve dialog at 360 px');
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Approved ₹[\d,]+ from Phone Approval One — receipt GA-/ })
      .waitFor();
    await page.getByRole('row').filter({ hasText: utrs[0]! }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('rejects with a required reason in our own dialog, and brings the header’s count down without a reload', async () => {
    const utr = await pendingUpi('Header Count Payer');
    const page = await signedInTab(adminToken, '/admin/approvals');
    const row = page.getByRole('row').filter({ hasText: utr });
    await row.waitFor();
    const count = page
      .getByRole('navigation')
      .getByRole('link', { name: /^Approvals \(\d+\)$/ })
      .first();
    const before = Number(/\((\d+)\)/.exec((await count.textContent())!)![1]);
    expect(before).toBeGreaterThanOrEqual(1);

    await row.getByRole('button', { name: /^Reject / }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this payment?' });
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Give the reason for rejecting this payment.').waitFor();
    await dialog.getByLabel(/^Reason/).fill('UTR not in the bank statement');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Rejected ₹[\d,]+ from Header Count Payer$/ })
      .waitFor();
    await row.waitFor({ state: 'detached' });
    if (before === 1) await count.waitFor({ state: 'detached' });
    else
      await page
        .getByRole('navigation')
        .getByRole('link', { name: `Approvals (${before - 1})` })
        .first()
        .waitFor();
    await page.context().close();
  });
});
