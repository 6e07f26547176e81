/**
 * What the site sells and where the institute is, on a 360 px phone: the menu leads to Contact, which
 * shows the seeded address, map, hours and WhatsApp; /gpsc tells its classroom programme from the video
 * courses; buying printed material asks where to courier it and sends it with the order.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_SETTINGS } from '#infra/local/seed-data.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 360, height: 740 } });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('on a phone', () => {
  it('the menu has Contact, and /contact shows the address, map, hours and WhatsApp the admin set', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const contact = page.locator('.mobile-menu-panel').getByRole('link', { name: 'Contact Us' });
    expect(await contact.isVisible()).toBe(true);
    await contact.click();
    await page.waitForURL((url) => url.pathname === '/contact');

    const details = page.locator('.contact-details');
    const address = details.locator('address');
    await address.waitFor();
    expect(await address.innerText()).toBe(DEMO_SETTINGS.address);
    expect(await details.getByRole('link', { name: /Open in Maps/ }).getAttribute('href')).toBe(DEMO_SETTINGS.mapUrl);
    expect(await details.locator('.contact-hours').innerText()).toBe(DEMO_SETTINGS.hours);
    expect(await details.getByRole('link', { name: /Chat with us/ }).getAttribute('href')).toBe(
      `https://wa.me/91${DEMO_SETTINGS.whatsApp}`,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('/gpsc says what its programme is beside the video courses, and printed material asks where to courier it', async () => {
    await page.goto('/gpsc');
    const ways = page.getByRole('region', { name: 'Two ways to prepare for GPSC with us' });
    await ways.getByText('The classroom programme, on this page').waitFor();
    await ways.getByRole('link', { name: 'See the GPSC video courses' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#video-courses');

    await page.getByRole('button', { name: 'Register now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll for GPSC Class 1-2' });
    expect(await dialog.getByLabel('Delivery address').count()).toBe(0);
    await dialog.getByRole('checkbox', { name: 'Include Material (+ Rs. 7500)' }).check();
    await dialog.getByLabel('First Name').fill('Ravi');
    await dialog.getByLabel('Surname').fill('Patel');
    await dialog.getByLabel('Phone Number').fill('9876543210');
    let ordered = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/create-order')) ordered = true;
    });
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    const address = dialog.getByLabel('Delivery address');
    await expect.poll(() => address.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await dialog.getByText('Needed to send the printed material').count()).toBe(3);
    expect(ordered).toBe(false);

    await address.fill('B-4, Gyan Flats,\nSatellite Road, Ahmedabad');
    await dialog.getByLabel('PIN code').fill('380 015');
    await dialog.getByLabel('E-mail').fill('ravi.patel@example.com');
    const order = page.waitForResponse((response) => response.url().endsWith('/api/create-order'));
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    const reply = await order;
    expect(reply.status()).toBe(200);
    expect(reply.request().postDataJSON()).toMatchObject({
      includeMaterial: true,
      deliveryAddress: 'B-4, Gyan Flats,\nSatellite Road, Ahmedabad',
      pinCode: '380 015',
      email: 'ravi.patel@example.com',
    });
    await page.getByRole('dialog', { name: 'Razorpay Checkout (local stand-in)' }).waitFor();
  });
});
