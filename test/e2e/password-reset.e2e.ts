/**
 * Forgot password, end to end in Gujarati: the link asked for in the browser arrives in the local
 * inbox in Gujarati, opens the reset page in Gujarati, and the new password is the only one that works.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForMail } from '../support/inbox.js';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall } from './session.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function loginStatus(email: string, password: string): Promise<number> {
  const response = await fetch(`${inject('baseUrl')}/api/auth/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

describe('forgot password in Gujarati', () => {
  it('sends a Gujarati e-mail whose link sets a new password once; the old password stops working', async () => {
    const inboxUrl = inject('inboxUrl');
    const student = {
      name: 'હેતલ પંડ્યા',
      email: `hetal.${Date.now()}@example.com`,
      mobile: '9824098240',
      password: 'old-password-1',
    };
    await apiCall('POST', '/api/auth/student/register', undefined, student);

    await page.goto('/');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ગુજરાતી' }).click();
    await page.getByRole('button', { name: 'લૉગિન', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'વિદ્યાર્થી લૉગિન' });
    await dialog.getByRole('link', { name: 'પાસવર્ડ ભૂલી ગયા છો?' }).click();

    await page.getByRole('heading', { level: 1, name: 'પાસવર્ડ ભૂલી ગયા છો?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    await page.getByLabel('ઈમેલ', { exact: true }).fill(student.email);
    await page.getByRole('button', { name: 'રીસેટ લિંક મોકલો' }).click();
    await page.getByRole('heading', { name: 'તમારું ઈમેલ ઇનબૉક્સ તપાસો' }).waitFor();
    await expectAccessible(page, 'the forgot password page, link sent');

    const mail = await waitForMail(inboxUrl, student.email, (each) => each.text.includes('/reset-password'));
    expect(mail.subject).toBe('નવો પાસવર્ડ સેટ કરો');
    expect(mail.text).toContain('આ લિંક 30 મિનિટ સુધી ફક્ત એક જ વાર વાપરી શકાશે.');
    const link = /https?:\/\/\S+\/reset-password\?lang=gu#token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'નવો પાસવર્ડ સેટ કરો' }).waitFor();
    await page.getByLabel('નવો પાસવર્ડ', { exact: true }).fill('new-password-2');
    await page.getByLabel('નવા પાસવર્ડની ખાતરી કરો', { exact: true }).fill('new-password-2');
    await page.getByRole('button', { name: 'નવો પાસવર્ડ સાચવો' }).click();
    const done = page.getByRole('status').filter({ hasText: 'પાસવર્ડ બદલાઈ ગયો' });
    await done.waitFor();
    await expectAccessible(page, 'the reset page, password changed');

    // From the confirmation to the login: the old password is refused, the new one signs in.
    await done.getByRole('button', { name: 'લૉગિન' }).click();
    const login = page.getByRole('dialog', { name: 'વિદ્યાર્થી લૉગિન' });
    await login.getByLabel('ઈમેલ', { exact: true }).fill(student.email);
    await login.getByLabel('પાસવર્ડ', { exact: true }).fill(student.password);
    await login.getByRole('button', { name: 'લૉગિન', exact: true }).click();
    await login.getByRole('alert').filter({ hasText: 'ઈમેલ અથવા પાસવર્ડ ખોટો છે' }).waitFor();
    await login.getByLabel('પાસવર્ડ', { exact: true }).fill('new-password-2');
    await login.getByRole('button', { name: 'લૉગિન', exact: true }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'ડેશબોર્ડ', exact: true }).first().waitFor();
    expect(await loginStatus(student.email, student.password)).toBe(401);

    // The link worked once: opened again (a fresh load, not a jump within the page), it says so.
    await page.goto('/');
    await page.goto(link!);
    await page.getByRole('alert').filter({ hasText: 'આ પાસવર્ડ રીસેટ લિંક પહેલેથી વપરાઈ ગઈ છે.' }).waitFor();
    expect(await page.getByLabel('નવો પાસવર્ડ', { exact: true }).count()).toBe(0);
  });
});

describe('the account page', () => {
  it('changes name, mobile and password from the dashboard; another device is logged out, this one is not', async () => {
    const student = {
      name: 'Nirav Shah',
      email: `nirav.${Date.now()}@example.com`,
      mobile: '9825098250',
      password: 'first-pass-1',
    };
    await apiCall('POST', '/api/auth/student/register', undefined, student);
    const { token: otherDevice } = await apiCall<{ token: string }>('POST', '/api/auth/student/login', undefined, {
      email: student.email,
      password: student.password,
    });

    const fresh = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    const tab = await fresh.newPage();
    await tab.goto('/');
    await tab.getByRole('button', { name: 'Login', exact: true }).first().click();
    const dialog = tab.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(student.email);
    await dialog.getByLabel('Password', { exact: true }).fill(student.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await tab.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await tab.getByRole('link', { name: 'My Account' }).click();
    await tab.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();

    const details = tab.getByRole('form', { name: 'Your details' });
    await details.getByLabel('Name', { exact: true }).fill('Nirav K. Shah');
    await details.getByLabel('Mobile', { exact: true }).fill('9825011111');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByRole('status').filter({ hasText: 'Your details have been saved.' }).waitFor();

    const password = tab.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password', { exact: true }).fill(student.password);
    await password.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await password.getByLabel('Confirm new password', { exact: true }).fill('second-pass-2');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
    await expectAccessible(tab, 'the account page after both changes');

    // This browser stays signed in (a reload checks its token); the other device's token has ended.
    await tab.reload();
    await tab.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect(await tab.getByRole('form', { name: 'Your details' }).getByLabel('Name', { exact: true }).inputValue()).toBe(
      'Nirav K. Shah',
    );
    const other = await fetch(`${inject('baseUrl')}/api/auth/profile`, {
      headers: { authorization: `Bearer ${otherDevice}` },
    });
    expect(other.status).toBe(401);
    expect(await loginStatus(student.email, 'second-pass-2')).toBe(200);
    await fresh.close();
  });
});
