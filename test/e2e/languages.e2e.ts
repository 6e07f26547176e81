import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_STUDENT } from '#infra/local/seed-data.js';
import { launchBrowser, expectAccessible } from './browser.js';

let browser: Browser;
const baseUrl = inject('baseUrl');

const catalogue = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/lib/catalogues/${language}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
const english = catalogue('en');
const gujarati = catalogue('gu');

/**
 * Each English message that reads differently in Gujarati, as a pattern for a whole text on the
 * page: its {placeholders} stand for any text, its <tags> for their own text. Messages with plural
 * or other choices are left out (their words are in the simple messages too).
 */
const englishTexts = Object.entries(english)
  .filter(([key, message]) => gujarati[key] !== message && !/\{\w+,/.test(message))
  // Too little fixed text to tell a message from other text ('{current} of {total}').
  .filter(([, message]) => message.replace(/\{\w+\}|<\/?\w+>/g, '').replace(/[^A-Za-z]/g, '').length >= 4)
  .map(([key, message]) => {
    const pattern = message
      .replace(/<\/?\w+>/g, '')
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return { key, pattern: new RegExp(`^${pattern}$`) };
  });

/**
 * What a person reads or hears on the page: each visible text, and the labels, titles and placeholders
 * of its elements; not text marked as another language (the switch's 'English').
 */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const pageLanguage = document.documentElement.lang;
    const inPageLanguage = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLanguage) === pageLanguage;
    const visible = (element: Element | null) =>
      !!element &&
      inPageLanguage(element) &&
      (element as HTMLElement).checkVisibility?.({ visibilityProperty: true }) !== false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && visible(node.parentElement)) texts.push(text);
    }
    // Screen-reader text (visually hidden) counts too.
    for (const element of document.querySelectorAll('.visually-hidden'))
      if (inPageLanguage(element)) texts.push((element.textContent ?? '').trim());
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], [aria-valuetext], [aria-roledescription]',
    )) {
      if (!inPageLanguage(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'aria-valuetext', 'aria-roledescription']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.filter(Boolean);
  });
}

/** The English catalogue's texts the page shows: none, once the page is in Gujarati. */
async function englishLeft(page: Page): Promise<string[]> {
  const texts = await pageTexts(page);
  return texts.flatMap((text) =>
    englishTexts.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: ${text}`),
  );
}

const languageSwitch = (page: Page) => page.getByRole('group', { name: /^(Language|ભાષા)$/ });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The demo student's account keeps the language it was left in: back to English for the other journeys.
  const login = await fetch(`${baseUrl}/api/auth/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STUDENT.email, password: DEMO_STUDENT.password }),
  });
  const { token } = (await login.json()) as { token: string };
  await fetch(`${baseUrl}/api/auth/profile/language`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ language: 'en' }),
  });
  await browser?.close();
});

describe('ગુજરાતી', () => {
  let context: BrowserContext;
  let page: Page;
  afterAll(async () => {
    await context?.close();
  });

  it('switches to Gujarati on /, browses to a course, logs the demo student in and opens the dashboard: every label in Gujarati, after a reload too', async () => {
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    // The switch: the page changes at once, in place.
    await page.evaluate(() => ((window as unknown as { stayedOnPage: boolean }).stayedOnPage = true));
    await languageSwitch(page).getByRole('button', { name: 'ગુજરાતી' }).click();
    const guNav = page.getByRole('navigation', { name: 'મુખ્ય' });
    await guNav.getByRole('link', { name: 'હોમ', exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('gu');
    await page.getByRole('heading', { name: 'અમારા કોર્સ' }).waitFor();
    expect(await englishLeft(page)).toEqual([]);

    // Browse to a course through the Courses menu and the course list.
    await guNav.getByRole('button', { name: 'કોર્સ' }).click();
    await guNav.getByRole('link', { name: 'બધા કોર્સ' }).click();
    await page.getByRole('heading', { level: 1, name: 'અમારા કોર્સ' }).waitFor();
    await page.getByRole('link', { name: 'GPSC વર્ગ 1-2 સંપૂર્ણ કોર્સ' }).click();
    await page.getByRole('heading', { level: 1, name: 'GPSC વર્ગ 1-2 સંપૂર્ણ કોર્સ' }).waitFor();
    await page.getByRole('heading', { name: 'તમે શું શીખશો' }).waitFor();
    await page.getByRole('button', { name: /^₹10,000માં હમણાં પ્રવેશ લો$/ }).waitFor();
    expect(await englishLeft(page)).toEqual([]);

    // The course page from the server, on a reload, is in Gujarati too: the server read the choice.
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('gu');
    await page.getByRole('heading', { name: 'તમે શું શીખશો' }).waitFor();
    // (Once React has taken the page over and claimed the server's head tags.)
    await expect.poll(() => page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/course\/[^?]+\?lang=gu$/);
    expect(await englishLeft(page)).toEqual([]);

    // Log in as the demo student, through the dialog in Gujarati.
    await page.getByRole('navigation', { name: 'મુખ્ય' }).getByRole('button', { name: 'લૉગિન', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'વિદ્યાર્થી લૉગિન' });
    await dialog.getByLabel('ઈમેલ', { exact: true }).fill(DEMO_STUDENT.email);
    await dialog.getByLabel('પાસવર્ડ', { exact: true }).fill(DEMO_STUDENT.password);
    expect(await englishLeft(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'લૉગિન', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // Enrolled in the GPSC course: the page says so in Gujarati.
    await page.getByText('તમે આ કોર્સમાં પ્રવેશ લઈ લીધો છે!').waitFor();

    // The dashboard.
    await guNav.getByRole('link', { name: 'ડેશબોર્ડ', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^સ્વાગત છે, / }).waitFor();
    await page.getByRole('heading', { name: 'મારા કોર્સ' }).waitFor();
    await page.getByRole('heading', { name: 'મારી ચુકવણીઓ' }).waitFor();
    await page
      .getByRole('link', { name: /^કોર્સ ખોલો/ })
      .first()
      .waitFor();
    expect(await englishLeft(page)).toEqual([]);

    // The choice survives a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^સ્વાગત છે, / }).waitFor();
    await page.getByRole('heading', { name: 'મારા કોર્સ' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('gu');
    expect(await englishLeft(page)).toEqual([]);
    await expectAccessible(page, 'the dashboard in Gujarati');
    expect(errors).toEqual([]);
  });

  it('remembers the choice with the account: the demo student signing in on another device sees Gujarati', async () => {
    const other = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    try {
      const fresh = await other.newPage();
      await fresh.goto('/');
      const token = await fresh.evaluate(
        async ([email, password]) => {
          const reply = await fetch('/api/auth/student/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          });
          return ((await reply.json()) as { token: string }).token;
        },
        [DEMO_STUDENT.email, DEMO_STUDENT.password] as const,
      );
      await fresh.evaluate((value) => localStorage.setItem('token', value), token);
      await fresh.goto('/dashboard');
      await fresh.getByRole('heading', { level: 1, name: /^સ્વાગત છે, / }).waitFor();
      expect(await fresh.getAttribute('html', 'lang')).toBe('gu');
    } finally {
      await other.close();
    }
  });
});

describe('a first visit', () => {
  it('from a browser that prefers Gujarati gets the pages in Gujarati, with links to the English ones', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'gu-IN' });
    try {
      const page = await context.newPage();
      await page.goto('/about');
      expect(await page.getAttribute('html', 'lang')).toBe('gu');
      await page.getByRole('heading', { level: 1, name: 'અમારા વિશે' }).waitFor();
      expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toMatch(
        /^https?:\/\/[^/]+\/about$/,
      );
      expect(await page.locator('link[rel="alternate"][hreflang="gu"]').getAttribute('href')).toMatch(
        /^https?:\/\/[^/]+\/about\?lang=gu$/,
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/about\?lang=gu$/);
      expect(await englishLeft(page)).toEqual([]);
      await expectAccessible(page, '/about in Gujarati');
    } finally {
      await context.close();
    }
  });

  it("from an English browser gets English, the spec's own texts", async () => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-IN' });
    try {
      const page = await context.newPage();
      await page.goto('/testSeries');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      await page.getByRole('heading', { level: 1, name: 'Test Series & Mock Tests' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
