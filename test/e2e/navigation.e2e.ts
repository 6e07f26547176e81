import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const scrollY = () => window.scrollY;

describe('moving between pages on a phone', () => {
  it('opens a course tapped at the bottom of home at the top of its page, and Back returns to the card', async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/');
    const cardLink = page.locator('main article').last().getByRole('link').first();
    await cardLink.waitFor();
    await page.waitForLoadState('networkidle');

    // Down to the footer, then back up just enough to see the last course; tapped where it is on screen,
    // so nothing but the reader moves the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await cardLink.evaluate((link) => {
      const { top, bottom } = link.getBoundingClientRect();
      if (top < 120 || bottom > window.innerHeight) link.scrollIntoView({ block: 'center' });
    });
    const homePosition = await page.evaluate(scrollY);
    expect(homePosition, 'home is long enough to scroll on a phone').toBeGreaterThan(740);
    const box = await cardLink.boundingBox();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);

    await page.waitForURL(/\/course\/[0-9A-Z]{26}$/);
    await page.getByText("What you'll learn").waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(scrollY), { timeout: 5_000 }).toBeGreaterThan(homePosition - 40);
    expect(await page.evaluate(scrollY)).toBeLessThan(homePosition + 40);
    await context.close();
  });
});
