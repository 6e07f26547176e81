import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { logInAsSeedAdmin } from './session.js';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto('/');
  await logInAsSeedAdmin(page);
  // Logged in through the desktop header; the rest happens on a phone-sized screen.
  await page.setViewportSize({ width: 360, height: 800 });
});
afterAll(async () => {
  await browser?.close();
});

describe('an admin on a phone', () => {
  it('sees the courses as cards, each title beside its actions, with nothing scrolling sideways', async () => {
    await page.goto('/admin/courses');
    const list = page.locator('.admin-courses-list');
    const rows = list.getByRole('row');
    await rows.first().waitFor();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const overflowing = await list.evaluate((container) =>
      [container, ...container.querySelectorAll('*')]
        .filter((element) => element.scrollWidth > element.clientWidth && element.clientWidth > 0)
        .map((element) => `${element.tagName}.${element.className}: ${element.scrollWidth} > ${element.clientWidth}`),
    );
    expect(overflowing).toEqual([]);
    const box = await list.evaluate((container) => ({
      scrollWidth: container.scrollWidth,
      clientWidth: container.clientWidth,
    }));
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);

    const titles = await list.locator('.admin-courses-course-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      const row = rows.filter({ has: page.getByText(title, { exact: true }) }).first();
      await expect.poll(() => row.getByText(title, { exact: true }).isVisible()).toBe(true);
      for (const name of [
        `View videos of ${title}`,
        `Add video to ${title}`,
        `Edit ${title}`,
        `View ${title}`,
        `Delete ${title}`,
      ]) {
        const action = row.getByRole(name.startsWith('View ') && !name.startsWith('View videos') ? 'link' : 'button', {
          name,
          exact: true,
        });
        expect(await action.isVisible(), name).toBe(true);
        const inside = await action.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return rect.left >= 0 && rect.right <= document.documentElement.clientWidth;
        });
        expect(inside, `${name} within the screen`).toBe(true);
      }
      // The title sits beside its actions: on the same line of the card, to their left.
      const [titleBox, actionsBox] = await Promise.all([
        row.locator('.admin-courses-course-title').boundingBox(),
        row.locator('.admin-courses-actions').boundingBox(),
      ]);
      expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(actionsBox!.x);
      expect(titleBox!.y).toBeLessThan(actionsBox!.y + actionsBox!.height);
    }
  });
});
