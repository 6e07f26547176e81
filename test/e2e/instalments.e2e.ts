/**
 * A fee paid in instalments, end to end, in Chromium against `npm start` and its local Razorpay
 * stand-in: a new student on a 360 px phone registers, buys the seeded GPSC course on its
 * three-instalment plan (40/30/30) with the seeded coupon TOPPER10 through "Pay online", and is in at
 * once; the dashboard shows the balance and the next instalment; the student pays that one by UPI and
 * sends its UTR; the office (at 1280 px) uploads the bank statement, sees the UTR matched and approves
 * it; the student's dashboard then shows that instalment paid, the balance down by it, the last one
 * still upcoming, and both payments in My Payments with their receipts.
 *
 * The expected figures are worked out here from the seed's course fee and the plan's terms, never
 * read from the code that computes them.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_COURSES } from '#infra/local/seed-data.js';
import { expectAccessible, launchBrowser, openDialog } from './browser.js';
import { apiGet, logInAsSeedAdmin } from './session.js';

let browser: Browser;
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Paise as the site writes rupees: '₹2,700', '₹2,249.55' (Indian grouping: lakhs, then thousands). */
function rupees(paise: number): string {
  const whole = String(Math.floor(paise / 100));
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  const fraction = paise % 100 === 0 ? '' : `.${String(paise % 100).padStart(2, '0')}`;
  return `₹${grouped}${fraction}`;
}

/** India's date `days` from today, as the site writes dates in English: '27 Dec 2026'. */
function indianDayFromToday(days: number): string {
  const india = new Date(Date.now() + 5.5 * 3_600_000);
  india.setUTCHours(0, 0, 0, 0);
  india.setUTCDate(india.getUTCDate() + days);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/** Registers a new student through the phone's Menu, Login and "Register here", as a newcomer would. */
async function registerThroughTheDialog(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Register here' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Email', { exact: true }).fill(`instalments.${Date.now()}@example.com`);
  await dialog.getByLabel('Mobile', { exact: true }).fill('9000000029');
  await dialog.getByLabel('Password', { exact: true }).fill('secret123');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('secret123');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The page has no horizontal scroll: nothing hides past the phone's edge. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('instalments', () => {
  it('pays the first of three instalments online with a coupon, then the next by UPI, matched from the bank statement', {
    timeout: 240_000,
  }, async () => {
    const gpsc = DEMO_COURSES[0]!;
    // The seed's fee, 10% off with TOPPER10; 40% of that now, 30% after 30 days, 30% after 60.
    const pricePaise = gpsc.price * 100;
    const totalPaise = Math.round(pricePaise * 0.9);
    const firstPaise = Math.round(totalPaise * 0.4);
    const laterPaise = Math.round(totalPaise * 0.3);
    expect(firstPaise + 2 * laterPaise).toBe(totalPaise);
    const second = { amount: rupees(laterPaise), date: indianDayFromToday(30) };
    const third = { amount: rupees(laterPaise), date: indianDayFromToday(60) };
    const { courses } = await apiGet<{ courses: { _id: string; title: string }[] }>('/api/courses');
    const courseId = courses.find((course) => course.title === gpsc.title)!._id;
    const studentName = 'Hetal Instalment';

    // 1. A newcomer on a phone registers on the course page and pays the first instalment online.
    const context = await browser.newContext({ baseURL: inject('baseUrl'), ...PHONE });
    const student = await context.newPage();
    const alerts: string[] = [];
    student.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await student.goto(`/course/${courseId}`);
    await student.getByRole('heading', { level: 1, name: gpsc.title }).waitFor();
    await registerThroughTheDialog(student, studentName);

    await student.getByLabel('How you pay').selectOption({ label: '3 instalments' });
    await student.getByLabel('Coupon code (if you have one)').fill('TOPPER10');
    await student.keyboard.press('Tab');
    await expect.poll(() => student.evaluate(() => document.activeElement?.textContent)).toBe('Apply');
    await student.keyboard.press('Enter');
    await student
      .getByText(`Coupon applied: ${rupees(pricePaise - totalPaise)} off. You pay ${rupees(firstPaise)} now.`)
      .waitFor();
    await fitsTheScreen(student);
    await student.getByRole('button', { name: 'Pay online (UPI, card, netbanking)' }).click();
    const checkout = student.getByRole('dialog', { name: 'Razorpay Checkout (local stand-in)' });
    await checkout.getByText(rupees(firstPaise)).waitFor();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await student.getByText('You are enrolled in this course!').waitFor();
    const paidOnline = student
      .getByRole('status')
      .filter({ hasText: /^Payment received, receipt GA-\d{2}-\d{2}-\d{6}\. You now have access\.$/ });
    const onlineReceipt = /GA-\d{2}-\d{2}-\d{6}/.exec((await paidOnline.textContent()) ?? '')![0];

    // 2. The dashboard: what is left, the next instalment and its date, both later instalments upcoming.
    await student.goto('/dashboard');
    const dues = student.getByRole('region', { name: 'Instalments to pay' });
    await dues.getByText(`Left to pay: ${rupees(2 * laterPaise)}. Next: ${second.amount} on ${second.date}.`).waitFor();
    const secondDue = dues.getByRole('listitem').filter({ hasText: 'Instalment 2 of 3 instalments' });
    const thirdDue = dues.getByRole('listitem').filter({ hasText: 'Instalment 3 of 3 instalments' });
    expect(await dues.getByRole('listitem').count()).toBe(2);
    for (const [due, expected] of [
      [secondDue, second],
      [thirdDue, third],
    ] as const) {
      await due.getByText(gpsc.title).waitFor();
      await due.getByText(expected.amount, { exact: true }).waitFor();
      await due.getByText(`due on ${expected.date}`, { exact: false }).waitFor();
      await due.getByText('Upcoming', { exact: true }).waitFor();
    }
    await fitsTheScreen(student);
    await expectAccessible(student, 'the dashboard with two instalments to pay');

    // 3. The next instalment by UPI, from the keyboard: the dialog's UPI details, then the UTR.
    await secondDue.getByRole('button', { name: 'Pay by UPI' }).focus();
    await student.keyboard.press('Enter');
    const upi = student.getByRole('dialog', { name: `Pay an instalment of ${gpsc.title}` });
    await upi.getByText('Gyanpath Academy (gyanpathacademy@upi)').waitFor();
    await upi.getByText(second.amount, { exact: true }).waitFor();
    const link = await upi.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href');
    expect(link).toMatch(/^upi:\/\/pay\?/);
    expect(new URL(link!).searchParams.get('am')).toBe((laterPaise / 100).toFixed(2));
    expect(new URL(link!).searchParams.get('pa')).toBe('gyanpathacademy@upi');
    const utr = String(randomInt(100_000_000_000, 999_999_999_999));
    await upi.getByLabel('UTR Number').focus();
    await student.keyboard.type(utr);
    await student.keyboard.press('Enter');
    await upi.getByText('Payment submitted... under verification. The office confirms it within 24 hours.').waitFor();
    await upi.getByText(utr).waitFor();
    await student.keyboard.press('Escape');
    await upi.waitFor({ state: 'detached' });
    await secondDue.getByText('Your UTR was sent; the office will confirm the payment soon.').waitFor();
    expect(await secondDue.getByRole('button', { name: 'Pay by UPI' }).count()).toBe(0);
    expect(await thirdDue.getByRole('button', { name: 'Pay by UPI' }).count()).toBe(1);
    expect(alerts).toEqual([]);
    // My Payments, further down the same screen, lists the instalment sent without a reload.
    await student
      .getByRole('region', { name: 'My Payments' })
      .getByRole('listitem')
      .filter({ hasText: `UTR ${utr}` })
      .getByText('Under verification', { exact: true })
      .waitFor({ timeout: 5000 });

    // 4. The office uploads the statement: the UTR with exactly the instalment's amount, and a stranger's NEFT.
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/');
    const csv = [
      'Date,Narration,Reference,Debit,Credit',
      `${today},UPI/${utr}/${studentName.toUpperCase()}/GPSC INSTALMENT,${utr},,${(laterPaise / 100).toFixed(2)}`,
      `${today},NEFT CR-SBIN0001234-KIRAN MEHTA-FEES,SBINN52026112700123,,"12,500.00"`,
    ].join('\n');
    const adminContext = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1280, height: 900 },
    });
    const admin = await adminContext.newPage();
    const confirmations: string[] = [];
    admin.on('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await admin.goto('/');
    await logInAsSeedAdmin(admin);
    await admin.goto('/admin/bank-statements');
    await admin.getByRole('heading', { level: 1, name: 'Bank statement' }).waitFor();
    await admin
      .getByLabel('Statement (CSV)')
      .setInputFiles({ name: 'november.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await admin.getByRole('button', { name: 'Upload and match' }).click();
    await admin.getByText('2 credits read from the statement (plain layout).').waitFor();
    const matched = admin.getByRole('table', { name: 'Matched (1)', exact: true });
    await matched.waitFor();
    const row = matched.getByRole('row', { name: /^2 / });
    for (const text of [studentName, gpsc.title, utr]) await row.getByText(text, { exact: false }).first().waitFor();
    await admin.getByRole('heading', { level: 2, name: 'Unmatched (1)' }).waitFor();
    await admin.getByRole('heading', { level: 2, name: 'Amount differs (0)' }).waitFor();
    await admin.getByRole('button', { name: 'Approve all matched (1)' }).click();
    await admin.getByText('1 payment approved.').waitFor();
    expect(confirmations).toHaveLength(1);
    await row.getByText('Approved now').waitFor();
    await adminContext.close();

    // 5. Back on the phone: that instalment paid, the balance down by it, the last one still upcoming.
    await student.reload();
    await dues.getByText(`Left to pay: ${rupees(laterPaise)}. Next: ${third.amount} on ${third.date}.`).waitFor();
    await secondDue.getByText('Paid', { exact: true }).waitFor();
    expect(await secondDue.getByRole('button').count()).toBe(0);
    await thirdDue.getByText('Upcoming', { exact: true }).waitFor();
    await thirdDue.getByRole('button', { name: 'Pay by UPI' }).waitFor();

    const payments = student
      .getByRole('region', { name: 'My Payments' })
      .getByRole('listitem')
      .filter({ hasText: gpsc.title });
    await expect.poll(() => payments.count()).toBe(2);
    const online = payments.filter({ hasText: `Receipt ${onlineReceipt}` });
    await online
      .getByText(`Price ${rupees(pricePaise)}, less ${rupees(pricePaise - totalPaise)} with coupon TOPPER10`)
      .waitFor();
    await online.getByText('Plan: 3 instalments').waitFor();
    expect(await online.textContent()).toContain(`${rupees(firstPaise)} ·`);
    const byUpi = payments.filter({ hasText: `UTR ${utr}` });
    await byUpi.getByText('Approved', { exact: true }).waitFor();
    expect(await byUpi.textContent()).toContain(`${rupees(laterPaise)} ·`);
    expect(await byUpi.textContent()).toMatch(/Receipt GA-\d{2}-\d{2}-\d{6}/);
    expect(await byUpi.textContent()).not.toContain(onlineReceipt);
    await fitsTheScreen(student);
    await expectAccessible(student, 'the dashboard with one instalment paid by UPI');
    await context.close();
  });
});
