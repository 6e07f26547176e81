/**
 * Online checkout as students use it, in Chromium against `npm start` and its local Razorpay stand-in:
 * at 1280 px, the seeded GPSC course bought with the seeded coupon TOPPER10 on its three-instalment
 * plan, paid through the stand-in's overlay (which also sends the webhooks), the course unlocked with no
 * admin step, My Payments showing the price, the discount and its code and the plan, and the second
 * instalment paid online from the dashboard's list of instalments; at 360 px, a
 * test series bought on /testSeries and then opened, and a 100% coupon (made through the admin coupon
 * API) that enrols with no gateway at all. Every answer is read as a message on the page.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_COURSES, DEMO_TEST_SERIES } from '#infra/local/seed-data.js';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall, apiGet, apiPost, signedInPage } from './session.js';

let browser: Browser;
const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };

const standin = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout (local stand-in)' });

async function newStudent(name: string): Promise<string> {
  const { token } = await apiPost<{ token: string }>('/api/auth/student/register', {
    name,
    email: `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`,
    mobile: '9000000029',
    password: 'secret123',
  });
  return token;
}

async function courseIdOf(title: string): Promise<string> {
  const { courses } = await apiGet<{ courses: { _id: string; title: string }[] }>('/api/courses');
  return courses.find((course) => course.title === title)!._id;
}

/** The page has no horizontal scroll: nothing hides past the screen's edge. */
async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('online checkout', () => {
  it('buys GPSC with TOPPER10 on three instalments at 1280 px: unlocked at once, the discount in My Payments', {
    timeout: 120_000,
  }, async () => {
    const gpsc = DEMO_COURSES[0]!;
    const page = await signedInPage(browser, await newStudent('Bhavna'));
    await page.goto(`/course/${await courseIdOf(gpsc.title)}`);
    await page.getByRole('heading', { level: 1, name: gpsc.title }).waitFor();

    await page.getByLabel('How you pay').selectOption({ label: '3 instalments' });
    await page.getByLabel('Coupon code (if you have one)').fill('topper10');
    await page.getByRole('button', { name: 'Apply' }).click();
    // ₹10,000 less 10% is ₹9,000; its first 40% is ₹3,600.
    await page.getByText('Coupon applied: ₹1,000 off. You pay ₹3,600 now.').waitFor();
    await expectAccessible(page, 'the course page with a coupon applied');

    await page.getByRole('button', { name: 'Pay online (UPI, card, netbanking)' }).click();
    const checkout = standin(page);
    await checkout.getByText('₹3,600').waitFor();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    // Unlocked with no admin step: the form gives way to the enrolled course, and the answer, with its
    // receipt, stays on the page beside it (read once the form is gone, so it cannot be the form's own).
    await page.getByText('You are enrolled in this course!').waitFor();
    expect(await page.getByLabel('Coupon code (if you have one)').count()).toBe(0);
    const paid = page
      .getByRole('status')
      .filter({ hasText: /^Payment received, receipt GA-\d{2}-\d{2}-\d{6}\. You now have access\.$/ });
    const receiptNumber = /GA-\d{2}-\d{2}-\d{6}/.exec((await paid.textContent({ timeout: 2000 })) ?? '')![0];
    await page.reload();
    await page.getByText('You are enrolled in this course!').waitFor();
    expect(await page.getByRole('button', { name: 'Pay online (UPI, card, netbanking)' }).count()).toBe(0);

    await page.goto('/dashboard');
    const payment = page
      .getByRole('region', { name: 'My Payments' })
      .getByRole('listitem')
      .filter({ hasText: gpsc.title });
    await payment.getByText(`Receipt ${receiptNumber}`, { exact: false }).waitFor();
    await payment.getByText('Price ₹10,000, less ₹1,000 with coupon TOPPER10').waitFor();
    await payment.getByText('Plan: 3 instalments').waitFor();
    expect(await payment.textContent()).toContain('₹3,600');
    await expectAccessible(page, 'My Payments with a discounted payment');

    // The second instalment, paid early and online from the dashboard: 30% of ₹9,000 is ₹2,700.
    const instalments = page.getByRole('region', { name: 'Instalments to pay' });
    await instalments.getByText(/^Left to pay: ₹5,400\. Next: ₹2,700 on /).waitFor();
    const second = instalments.getByRole('listitem').filter({ hasText: 'Instalment 2 of 3 instalments' });
    await second.getByRole('button', { name: 'Pay online' }).click();
    await standin(page).getByText('₹2,700').waitFor();
    await standin(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await second
      .getByRole('status')
      .filter({ hasText: /^Payment received, receipt GA-\d{2}-\d{2}-\d{6}\./ })
      .waitFor();
    await second.getByText('Paid', { exact: true }).waitFor();
    await instalments.getByText(/^Left to pay: ₹2,700\. Next: ₹2,700 on /).waitFor();
    await page.reload();
    await page
      .getByRole('region', { name: 'My Payments' })
      .getByRole('listitem')
      .filter({ hasText: gpsc.title })
      .filter({ hasText: '₹2,700' })
      .waitFor();
    await page.context().close();

    // The office's payments list shows the same discount on the payment's row.
    const { token: adminToken } = await apiPost<{ token: string }>('/api/auth/admin/login', inject('seedAdmin'));
    const admin = await signedInPage(browser, adminToken);
    await admin.goto('/admin/payments');
    await admin.getByRole('searchbox', { name: 'Find a payment' }).fill(receiptNumber);
    await admin.getByRole('button', { name: 'Search' }).click();
    const row = admin.getByRole('row').filter({ hasText: `Receipt ${receiptNumber}` });
    await row.getByText('Price ₹10,000, discount ₹1,000 (coupon TOPPER10)').waitFor();
    await row.getByText('Plan: 3 instalments').waitFor();
    expect(await row.getByRole('cell').filter({ hasText: 'Price' }).textContent()).toContain('₹3,600');
    await admin.context().close();
  });

  it('buys a test series on /testSeries at 360 px and opens its tests', { timeout: 120_000 }, async () => {
    const series = DEMO_TEST_SERIES[0]!;
    const page = await signedInPage(browser, await newStudent('Chirag'), PHONE);
    await page.goto('/testSeries');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: series.title }) });
    await card.getByRole('button', { name: 'Pay online (UPI, card, netbanking)' }).click();
    const checkout = standin(page);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await card.getByRole('link', { name: 'View Tests' }).waitFor();
    expect(await card.getByRole('button', { name: 'Pay online (UPI, card, netbanking)' }).count()).toBe(0);
    expect(
      await card
        .getByRole('status')
        .filter({ hasText: /^Payment received, receipt GA-/ })
        .count(),
    ).toBe(1);
    await fitsTheScreen(page);
    await card.getByRole('link', { name: 'View Tests' }).click();
    await page.waitForURL(/\/test-series\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByText(/not purchased|buy this series/i).count()).toBe(0);
    await fitsTheScreen(page);
    await page.context().close();
  });

  it('enrols with a 100% coupon at 360 px with no gateway at all', { timeout: 120_000 }, async () => {
    const course = DEMO_COURSES.find((one) => one.title.startsWith('Talati'))!;
    const courseId = await courseIdOf(course.title);
    const { token: admin } = await apiPost<{ token: string }>('/api/auth/admin/login', inject('seedAdmin'));
    const code = `FREE-${randomBytes(3).toString('hex').toUpperCase()}`;
    await apiCall('POST', '/api/admin/coupons', admin, { code, percentOff: 100, courseIds: [courseId], maxUses: 1 });

    const page = await signedInPage(browser, await newStudent('Dhara'), PHONE);
    const gateway: string[] = [];
    page.on('request', (request) => {
      if (/checkout\.js|\/v1\/orders|\/standin\//.test(request.url())) gateway.push(request.url());
    });
    await page.goto(`/course/${courseId}`);
    await page.getByLabel('Coupon code (if you have one)').fill(code);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(/^Coupon applied: ₹[\d,]+ off\. You pay ₹0 now\.$/).waitFor();
    await page.getByRole('button', { name: 'Pay online (UPI, card, netbanking)' }).click();
    await page.getByText('You are enrolled in this course!').waitFor();
    expect(
      await page.getByRole('status').filter({ hasText: 'Your coupon covers the whole fee: you are enrolled.' }).count(),
    ).toBe(1);
    expect(gateway).toEqual([]);
    expect(await page.evaluate(() => 'Razorpay' in window)).toBe(false);
    await fitsTheScreen(page);
    await expectAccessible(page, 'the course page after a free enrolment');
    await page.context().close();
  });
});
