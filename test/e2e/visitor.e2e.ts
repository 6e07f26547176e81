import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { apiGet } from './session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width, height: 900 } });
  return context.newPage();
}

describe('a visitor', () => {
  it("browses home → course list → course detail → a course-type page, and sees 'Please fill all fields' on an empty Register now", async () => {
    const page = await newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Our Courses' }).waitFor();

    await page
      .getByRole('navigation')
      .getByRole('button', { name: /Courses/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'All Courses' }).first().click();
    await page.waitForURL('**/courses');
    // A click anywhere on the card opens the course, not only on its title.
    const firstCard = page.locator('main article').first();
    await firstCard.waitFor();
    await firstCard.click();
    await page.waitForURL(/\/course\/[0-9A-Z]{26}$/);
    await page.getByText('Enroll to access course videos').waitFor();
    await page.getByText("What you'll learn").waitFor();

    await page.goto('/');
    await page
      .getByRole('link', { name: /GPSC Training/ })
      .first()
      .click();
    await page.waitForURL('**/gpsc');
    await page.getByRole('button', { name: 'Register now' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /^Enroll for / }).waitFor();
    const alert = new Promise<string>((resolve) =>
      page.once('dialog', async (d) => (resolve(d.message()), await d.dismiss())),
    );
    await dialog.getByRole('button', { name: 'Pay Now' }).click();
    expect(await alert).toBe('Please fill all fields');
  });
});

describe('accessibility', () => {
  const publicPaths = [
    '/',
    '/about',
    '/courses',
    '/testSeries',
    '/gpsc',
    '/upsc',
    '/refundPolicy',
    '/privacyPolicy',
    '/termsAndCondition',
    '/contact',
    '/shipping',
  ];

  it.each(publicPaths)('%s has no serious or critical axe violations (desktop and 360 px)', async (path) => {
    for (const width of [1280, 360]) {
      const page = await newPage(width);
      await page.goto(path);
      await page.locator('main').waitFor();
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${path} at ${width}px`,
      ).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });

  it('a course detail page has no serious or critical axe violations', async () => {
    const { courses } = await apiGet<{ courses: { _id: string }[] }>('/api/courses');
    const page = await newPage();
    await page.goto(`/course/${courses[0]!._id}`);
    await page.getByText("What you'll learn").waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.context().close();
  });
});
