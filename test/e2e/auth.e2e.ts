import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_STUDENT } from '#infra/local/seed-data.js';
import { launchBrowser, openDialog } from './browser.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto('/');
});

const navLink = (name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true }).first();

describe('login dialog', () => {
  it('registers a student through the dialog, who then sees Dashboard in the nav', async () => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Register here' }).click();
    await expect.poll(() => dialog.getByRole('heading', { name: 'Student Registration' }).isVisible()).toBe(true);
    await dialog.getByLabel('Name', { exact: true }).fill('Priya Desai');
    await dialog.getByLabel('Email', { exact: true }).fill(`priya.${Date.now()}@example.com`);
    await dialog.getByLabel('Mobile', { exact: true }).fill('9898989898');
    await dialog.getByLabel('Password', { exact: true }).fill('priya123');
    await dialog.getByLabel('Confirm Password', { exact: true }).fill('priya123');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await navLink('Dashboard').waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: 'Registration successful. Welcome, Priya Desai! You are now logged in.' })
      .waitFor();
  });

  it('logs the seeded admin in, who then sees Admin in the nav', async () => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Admin Login' }).click();
    const admin = inject('seedAdmin');
    await dialog.getByLabel('Email', { exact: true }).fill(admin.email);
    await dialog.getByLabel('Password', { exact: true }).fill(admin.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await navLink('Admin').waitFor({ state: 'visible' });
  });

  it("shows the server's error in the red box for a wrong password", async () => {
    const dialog = await openDialog(page);
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO_STUDENT.email);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor({ state: 'visible' });
    expect(await alert.textContent()).toContain('Invalid email or password');
  });
});

describe('route guard', () => {
  it("sends a student who opens /admin back to '/'", async () => {
    const dialog = await openDialog(page);
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO_STUDENT.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await navLink('Dashboard').waitFor({ state: 'visible' });
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).pathname).toBe('/');
    await navLink('Dashboard').waitFor({ state: 'visible' });
  });

  it('shows a not-found page for an unknown path', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor({ state: 'visible' });
  });
});
