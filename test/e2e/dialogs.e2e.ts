import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEMO_COURSES } from '#infra/local/seed-data.js';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall } from './session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

async function openTab(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  const page = await context.newPage();
  page.on('dialog', (alert) => void alert.accept());
  // A narrow window on a computer, not a phone: a phone hands Enroll Now's UPI link to its UPI app,
  // which this browser does not have (and once asked to open one, it stops taking clicks).
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query === '(max-width: 640px)' ? { ...matchMedia(query), matches: false } : matchMedia(query);
  });
  return page;
}

/** A student of their own (nothing paid, nothing enrolled), signed in on this tab. */
async function signInAsNewStudent(page: Page): Promise<void> {
  const email = `dialogs.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { token } = await apiCall<{ token: string }>('POST', '/api/auth/student/register', undefined, {
    name: 'Dialog Student',
    email,
    mobile: '9000000003',
    password: 'secret123',
  });
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

async function courseId(title: string): Promise<string> {
  const { courses } = await apiCall<{ courses: { _id: string; title: string }[] }>('GET', '/api/courses');
  const course = courses.find((candidate) => candidate.title === title);
  if (!course) throw new Error(`No seeded course ${title}`);
  return course._id;
}

/** The element the browser would hit at the centre of `target`, tested in the page. */
async function hitAtCentre(
  page: Page,
  target: Locator,
): Promise<{ x: number; y: number; hitsTarget: boolean; hitClass: string; inModal: boolean }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The element has no box on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const handle = await target.elementHandle();
  const hit = await page.evaluate(
    ({ x, y, element }) => {
      const found = document.elementFromPoint(x, y);
      return {
        hitsTarget: !!found && !!element && (found === element || element.contains(found)),
        hitClass: found instanceof HTMLElement ? found.className : String(found),
        inModal: found?.closest('.dialog-backdrop') != null,
      };
    },
    { x, y, element: handle },
  );
  return { x, y, ...hit };
}

/**
 * The dialog is on top of everything: its title and × are visible and are what a click there hits,
 * the header under it is dimmed and cannot be clicked, a click on × closes it and stays on the page,
 * Escape closes it, and Tab never leaves it.
 */
async function expectModalOnTop(page: Page, open: () => Promise<Locator>, what: string) {
  const address = page.url();
  let dialog = await open();
  const title = dialog.getByRole('heading').first();
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  await title.waitFor();
  expect(await title.isVisible(), `${what}: title visible`).toBe(true);
  expect(await close.isVisible(), `${what}: × visible`).toBe(true);
  expect((await hitAtCentre(page, title)).hitsTarget, `${what}: nothing covers the title`).toBe(true);
  const atClose = await hitAtCentre(page, close);
  expect(atClose.hitsTarget, `${what}: nothing covers the × (hit ${atClose.hitClass})`).toBe(true);
  // The header's logo is under the dimmed backdrop (or the dialog itself, on a small screen).
  const atHeader = await hitAtCentre(page, page.locator('.site-header .brand').first());
  expect(
    atHeader.hitsTarget || !atHeader.inModal,
    `${what}: the header is under the dialog (hit ${atHeader.hitClass})`,
  ).toBe(false);
  await expectAccessible(page, `${what}: open`);

  await page.mouse.click(atClose.x, atClose.y);
  await dialog.waitFor({ state: 'detached' });
  expect(page.url(), `${what}: × leaves the page where it was`).toBe(address);

  dialog = await open();
  await dialog.getByRole('heading').first().waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  dialog = await open();
  await dialog.getByRole('heading').first().waitFor();
  const controls = await dialog.evaluate(
    (element) =>
      element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select, textarea').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < controls + 2; press += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `${what}: focus stays in the dialog (${key})`,
      ).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(page.url()).toBe(address);
}

describe.each(WIDTHS)('dialogs sit above the sticky header at $width px', (viewport) => {
  it("a signed-in student's UPI dialog on a course page", async () => {
    const page = await openTab(viewport);
    await signInAsNewStudent(page);
    await page.goto(`/course/${await courseId(DEMO_COURSES[1]!.title)}`);
    await expectModalOnTop(
      page,
      async () => {
        await page.getByRole('button', { name: /^Enroll Now for/ }).click();
        return page.getByRole('dialog', { name: /^Enroll in / });
      },
      `UPI dialog at ${viewport.width} px`,
    );
    await page.context().close();
  });

  it('the enrolment dialog on /gpsc', async () => {
    const page = await openTab(viewport);
    await page.goto('/gpsc');
    await expectModalOnTop(
      page,
      async () => {
        await page.getByRole('button', { name: 'Register now' }).click();
        return page.getByRole('dialog', { name: 'Enroll for GPSC Class 1-2' });
      },
      `enrolment dialog at ${viewport.width} px`,
    );
    await page.context().close();
  });

  it('the login dialog', async () => {
    const page = await openTab(viewport);
    await page.goto('/about');
    await expectModalOnTop(
      page,
      async () => {
        const login = page.getByRole('button', { name: 'Login', exact: true });
        if (!(await login.first().isVisible())) await page.getByRole('button', { name: /menu/i }).first().click();
        await login.first().click();
        return page.getByRole('dialog');
      },
      `login dialog at ${viewport.width} px`,
    );
    await page.context().close();
  });
});

describe('the first-visit announcement on a phone', () => {
  it('is a strip in the page at 360 px that covers none of the carousel controls, and can be dismissed', async () => {
    const page = await openTab({ width: 360, height: 740 });
    await page.goto('/');
    const strip = page.locator('.first-visit-ad');
    await strip.waitFor();
    expect(await strip.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');

    const controls = page.locator('.carousel button');
    const count = await controls.count();
    expect(count).toBeGreaterThan(0);
    const stripBox = (await strip.boundingBox())!;
    for (let index = 0; index < count; index += 1) {
      const control = controls.nth(index);
      await control.scrollIntoViewIfNeeded();
      const hit = await hitAtCentre(page, control);
      expect(hit.hitsTarget, `carousel control ${index + 1} is not covered (hit ${hit.hitClass})`).toBe(true);
      const box = (await control.boundingBox())!;
      const overlaps =
        box.x < stripBox.x + stripBox.width &&
        stripBox.x < box.x + box.width &&
        box.y < stripBox.y + stripBox.height &&
        stripBox.y < box.y + box.height;
      expect(overlaps, `carousel control ${index + 1} and the strip do not overlap`).toBe(false);
    }
    // Nothing on the page ends up under it wherever the page is scrolled: it scrolls with the page.
    await page.mouse.wheel(0, 400);
    const moved = (await strip.boundingBox())!;
    expect(moved.y).toBeLessThan(stripBox.y);

    // Arriving after the first paint, it moved nothing that was on screen.
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + ((entry as PerformanceEntry & { value: number }).value ?? 0), 0),
            );
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    expect(shifted).toBeLessThanOrEqual(0.05);

    await strip.getByRole('button', { name: 'Dismiss announcement' }).click();
    await strip.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
