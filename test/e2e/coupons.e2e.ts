import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_COURSES } from '#infra/local/seed-data.js';
import { expectAccessible, launchBrowser } from './browser.js';
import { logInAsSeedAdmin } from './session.js';

let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  admin = await context.newPage();
  await admin.goto('/');
  await logInAsSeedAdmin(admin);
});
afterAll(async () => {
  await browser?.close();
});

/** The row of the coupons table that the code heads. */
const rowOf = (code: string) => admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: code }) });

describe('the Coupons page', () => {
  it('creates a coupon for one course, lists it, pauses it, and keeps it so after a reload', async () => {
    const code = `JOURNEY-${String(Date.now()).slice(-6)}`;
    const course = DEMO_COURSES[0]!.title;
    await admin.goto('/admin');
    await admin.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Coupons' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor();

    await admin.getByRole('button', { name: 'New Coupon' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New Coupon' });
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await dialog.getByLabel('Percent (%)').fill('12.5');
    await dialog.getByLabel('Only those chosen below').check();
    await dialog.getByLabel(course).check();
    await dialog.getByLabel('Maximum uses').fill('5');
    await expectAccessible(admin, 'the new coupon dialog');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await admin.getByText(`Coupon ${code} created`).waitFor();

    const row = rowOf(code);
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      '12.5% off',
      course,
      'Always',
      '0 of 5',
      '₹0',
      'Active',
      'EditPause',
    ]);
    await expectAccessible(admin, 'the coupons page');

    await row.getByRole('button', { name: `Pause ${code}` }).click();
    await row.getByText('Paused').waitFor();
    await admin.reload();
    await rowOf(code).getByText('Paused').waitFor();
    expect(
      await rowOf(code)
        .getByRole('button', { name: `Resume ${code}` })
        .isVisible(),
    ).toBe(true);

    // The same code in another case is refused, and the form says so under the code.
    await admin.getByRole('button', { name: 'New Coupon' }).click();
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await dialog.getByLabel('Percent (%)').fill('5');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.getByText('A coupon with this code already exists (codes are the same in any case)').waitFor();
  });
});
