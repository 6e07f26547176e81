import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_COURSES } from '#infra/local/seed-data.js';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall, apiGet, apiPost } from './session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface PhoneTab {
  page: Page;
  /** Every browser alert the page showed, in order. */
  alerts: string[];
  /** Every time the page tried to leave for a upi:// address: a link pressed or a navigation asked for. */
  upiNavigations: () => string[];
}

/**
 * A phone at 360 px (touch, so a coarse pointer). A press of a upi:// link is recorded and held
 * back, as the UPI app would take it on a phone; any other attempt to go to upi:// (a script
 * setting the address) is recorded by the browser's own navigation events.
 */
async function openPhone(): Promise<PhoneTab> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const navigations: string[] = [];
  await context.exposeFunction('recordUpiLink', (href: string) => navigations.push(href));
  await context.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a[href^="upi:"]') : null;
        if (!link) return;
        event.preventDefault();
        void (window as unknown as { recordUpiLink: (href: string) => Promise<void> }).recordUpiLink(
          link.getAttribute('href')!,
        );
      },
      true,
    );
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', ({ url }) => {
    if (url.startsWith('upi:')) navigations.push(url);
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return { page, alerts, upiNavigations: () => [...navigations] };
}

let utrCount = 0;
const freshUtr = () => `PH${String(Date.now()).slice(-8)}${String(++utrCount).padStart(2, '0')}`;

describe('UPI on a phone at 360 px', () => {
  it('a visitor presses Enroll Now, signs in, pays in the UPI app, loses the dialog, sends the UTR later and is approved', async () => {
    const title = DEMO_COURSES[6]!.title;
    const { courses } = await apiGet<{ courses: { _id: string; title: string }[] }>('/api/courses');
    const courseId = courses.find((course) => course.title === title)!._id;
    const email = `phone.payer.${Date.now()}@example.com`;
    await apiPost('/api/auth/student/register', {
      name: 'Phone Payer',
      email,
      mobile: '9000000007',
      password: 'secret123',
    });

    const { page, alerts, upiNavigations } = await openPhone();
    await page.goto(`/course/${courseId}`);
    await page.getByRole('button', { name: /^Enroll Now for/ }).click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Email', { exact: true }).fill(email);
    expect(alerts).toEqual(['Please login to enroll in this course']);
    await login.getByLabel('Password', { exact: true }).fill('secret123');
    await login.getByRole('button', { name: 'Login', exact: true }).click();

    // Signed in, the purchase resumes: its dialog is back, and nothing has left for the UPI app.
    const payment = page.getByRole('dialog', { name: `Enroll in ${title}` });
    const app = payment.getByRole('link', { name: 'Pay with a UPI app' });
    await app.waitFor();
    expect(await payment.getByRole('img', { name: /^UPI QR code/ }).count()).toBe(0);
    await payment.getByText('UPI transaction ID').waitFor();
    await expectAccessible(page, 'the UPI dialog on a phone');
    expect(upiNavigations()).toEqual([]);

    await app.click();
    await expect.poll(upiNavigations).toHaveLength(1);
    expect(upiNavigations()[0]).toMatch(/^upi:\/\/pay\?/);

    // The dialog is lost (a stray tap, Android reloading the tab): the UTR goes in without paying again.
    await payment.getByRole('button', { name: 'Close', exact: true }).click();
    await page.reload();
    await page.getByRole('button', { name: 'I have paid, enter the UTR' }).click();
    const entry = page.getByRole('dialog', { name: `Enter the UTR: ${title}` });
    expect(await entry.getByRole('link').count()).toBe(0);
    const utr = freshUtr();
    await entry.getByLabel('UTR Number').fill(utr);
    await entry.getByRole('button', { name: 'Submit UTR' }).click();
    await entry.getByText(/^Payment Submitted/).waitFor();
    await entry.getByRole('button', { name: 'Done' }).click();
    // The UTR entry never went back to the UPI app.
    expect(upiNavigations()).toHaveLength(1);

    const admin = inject('seedAdmin');
    const { token } = await apiPost<{ token: string }>('/api/auth/admin/login', admin);
    const { items } = await apiGet<{ items: { _id: string; utrNumber: string }[] }>('/api/upi-payments/pending', token);
    const pending = items.find((item) => item.utrNumber === utr)!;
    await apiCall('POST', `/api/upi-payments/${pending._id}/approve`, token);

    await page.reload();
    await page.getByText('You are enrolled in this course!').waitFor();
    expect(alerts).toEqual(['Please login to enroll in this course']);
  });
});
