import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall } from './session.js';

/** Where the journeys leave their screenshots (test-results/ is not committed). */
const SHOTS = 'test-results/e2e/exam-hall';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A question far taller than a phone's screen, in both languages. */
const LONG_EN = Array.from({ length: 40 }, (_, i) => `Statement ${i + 1}: the Sabarmati flows past Ahmedabad.`).join(
  '\n',
);
const LONG_GU = Array.from({ length: 40 }, (_, i) => `વિધાન ${i + 1}: સાબરમતી નદી અમદાવાદ પાસેથી વહે છે.`).join('\n');

/** A published 30-minute test of two sections (a long question and a short one, then one more), with its own instructions. */
async function twoSectionTest(adminToken: string) {
  const { testSeries } = await apiCall<{ testSeries: { _id: string } }>('POST', '/api/test-series', adminToken, {
    title: `Hall frame series ${Date.now()}`,
    description: 'Two sections',
    price: 99,
    category: 'gpsc',
    numberOfTests: 1,
  });
  const { test } = await apiCall<{ test: { _id: string; sections: { _id: string }[] } }>(
    'POST',
    `/api/admin/test-series/${testSeries._id}/tests`,
    adminToken,
    {
      title: 'GPSC Prelims Mock 7',
      titleGu: 'જીપીએસસી પ્રિલિમ્સ મૉક 7',
      instructions: 'Keep a rough sheet ready.',
      instructionsGu: 'રફ કામ માટે કાગળ તૈયાર રાખો.',
      durationMinutes: 30,
      marksCorrect: 2,
      marksWrong: -0.5,
      sections: [
        { title: 'Gujarat', titleGu: 'ગુજરાત' },
        { title: 'Reasoning', titleGu: 'તર્કશક્તિ' },
      ],
    },
  );
  const questions = [
    { section: 0, textEn: LONG_EN, textGu: LONG_GU },
    { section: 0, textEn: 'Where is the Rann of Kutch?', textGu: 'કચ્છનું રણ ક્યાં છે?' },
    { section: 1, textEn: 'Which number comes next: 2, 4, 8?', textGu: '2, 4, 8 પછી કઈ સંખ્યા આવે?' },
  ];
  for (const { section, ...text } of questions)
    await apiCall('POST', `/api/admin/tests/${test._id}/questions`, adminToken, {
      sectionId: test.sections[section]!._id,
      ...text,
      optionsEn: ['One', 'Two', 'Sixteen', 'Four'],
      optionsGu: ['એક', 'બે', 'સોળ', 'ચાર'],
      correctOption: 2,
    });
  await apiCall('PUT', `/api/admin/tests/${test._id}/published`, adminToken, { published: true });
  return { seriesId: testSeries._id, testId: test._id };
}

async function studentWithSeries(seriesId: string, name: string): Promise<string> {
  const { token: adminToken } = await apiCall<{ token: string }>('POST', '/api/auth/admin/login', undefined, {
    email: inject('seedAdmin').email,
    password: inject('seedAdmin').password,
  });
  const { token, student } = await apiCall<{ token: string; student: { _id: string } }>(
    'POST',
    '/api/auth/student/register',
    undefined,
    {
      name,
      email: `${name.toLowerCase().replace(/\W/g, '.')}.${Date.now()}@example.com`,
      mobile: '9000000005',
      password: 'secret123',
    },
  );
  await apiCall('POST', `/api/admin/students/${student._id}/test-series/${seriesId}`, adminToken);
  return token;
}

async function adminTest() {
  const { token } = await apiCall<{ token: string }>('POST', '/api/auth/admin/login', undefined, {
    email: inject('seedAdmin').email,
    password: inject('seedAdmin').password,
  });
  return twoSectionTest(token);
}

/** Scrolled to the page's bottom: the bar with the clock is still at the top of the screen, and no site header or footer shows. */
async function expectBarPinnedAtBottom(page: Page, width: number, shot: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY > 0);
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  const bar = await page.locator('.exam-bar').boundingBox();
  const timer = await page.getByRole('timer').boundingBox();
  expect(bar, 'the exam bar').not.toBeNull();
  expect(Math.abs(bar!.y)).toBeLessThanOrEqual(1);
  expect(timer!.y).toBeGreaterThanOrEqual(0);
  expect(timer!.y + timer!.height).toBeLessThanOrEqual(bar!.y + bar!.height);
  expect(timer!.x + timer!.width).toBeLessThanOrEqual(width);
  for (const frame of ['.site-header', '.site-footer', '.main-nav']) {
    const box = await page.locator(frame).first().boundingBox();
    expect(box, `${frame} is not shown`).toBeNull();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('the exam hall, alone on the page', () => {
  it('on a 360 px phone in Gujarati, by keyboard: instructions and declaration, a pinned bar over a long question, View in kept over a reload, Back and a reload ask first', async () => {
    const { seriesId, testId } = await adminTest();
    const token = await studentWithSeries(seriesId, 'Kinjal Desai');
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('language', 'gu');
    }, token);
    await page.goto(`/tests/${testId}`);

    // Before the start: the general instructions and the test's own, and a declaration that enables the start.
    await page.getByRole('heading', { name: 'સામાન્ય સૂચનાઓ' }).waitFor();
    await page.getByText('રફ કામ માટે કાગળ તૈયાર રાખો.').waitFor();
    const ready = page.getByRole('button', { name: 'હું શરૂ કરવા તૈયાર છું' });
    expect(await ready.isDisabled()).toBe(true);
    await expectAccessible(page, 'the test page before the start, in Gujarati');
    await page.getByRole('checkbox', { name: /મેં સૂચનાઓ વાંચી/ }).focus();
    await page.keyboard.press('Space');
    expect(await ready.isEnabled()).toBe(true);
    await ready.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/tests/${testId}/attempt`);

    await page.getByRole('heading', { name: 'પ્રશ્ન 1' }).waitFor();
    await page.getByText('Kinjal Desai').waitFor();
    await page.getByRole('heading', { level: 1, name: 'જીપીએસસી પ્રિલિમ્સ મૉક 7' }).waitFor();
    // View in: the questions in Gujarati, as the screen.
    expect(await page.getByRole('combobox', { name: 'પ્રશ્નોની ભાષા' }).inputValue()).toBe('gu');
    await page.getByText('વિધાન 40: સાબરમતી', { exact: false }).waitFor();
    await expectBarPinnedAtBottom(page, 360, 'phone-gu-bottom');

    // An answer chosen with the keys, then Save & Next by keyboard.
    await page.getByRole('radio', { name: /એક/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /બે/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'સાચવો અને આગળ વધો' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'પ્રશ્ન 2' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'સચવાઈ ગયું' }).waitFor();
    await expectAccessible(page, 'the exam screen on a phone, in Gujarati');

    // The questions in English while the screen stays Gujarati; a reload keeps that choice, and asks first.
    await page.getByRole('combobox', { name: 'પ્રશ્નોની ભાષા' }).selectOption('en');
    await page.getByText('Where is the Rann of Kutch?').waitFor();
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toBe('beforeunload');
    await page.getByRole('heading', { name: 'પ્રશ્ન 2' }).waitFor();
    await page.getByText('Where is the Rann of Kutch?').waitFor();
    expect(await page.getByRole('combobox', { name: 'પ્રશ્નોની ભાષા' }).inputValue()).toBe('en');

    // Back asks first; staying keeps the test, and the next Back asks again; leaving goes back to the test page.
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    const leave = page.getByRole('dialog', { name: 'ટેસ્ટ છોડીને જવું છે?' });
    await leave.waitFor();
    await page.screenshot({ path: `${SHOTS}/phone-gu-leave.png` });
    await expectAccessible(page, 'the leave question, in Gujarati');
    await leave.getByRole('button', { name: 'ટેસ્ટમાં જ રહો' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/tests/${testId}/attempt`);
    await page.getByRole('heading', { name: 'પ્રશ્ન 2' }).waitFor();
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await leave.getByRole('button', { name: 'છોડીને જાઓ' }).click();
    await page.waitForURL((url) => url.pathname === `/tests/${testId}`);
    await page.locator('.site-header').waitFor();
    await context.close();
  }, 120_000);

  it('at 1280 px in English: the pinned bar, the question paper, the instructions, Mark for Review, and a submit with each section’s counts that leaves without asking', async () => {
    const { seriesId, testId } = await adminTest();
    const token = await studentWithSeries(seriesId, 'Harsh Mehta');
    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`/tests/${testId}`);
    await page.getByRole('checkbox', { name: /I have read and understood the instructions/ }).check();
    await page.getByRole('button', { name: 'I am ready to begin' }).click();
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await page.getByText('Harsh Mehta').waitFor();
    await expectBarPinnedAtBottom(page, 1280, 'desktop-en-bottom');
    const tabFont = await page
      .getByRole('button', { name: 'Gujarat', exact: true })
      .evaluate((tab) => [getComputedStyle(tab).fontFamily, getComputedStyle(document.body).fontFamily]);
    expect(tabFont[0]).toBe(tabFont[1]);
    await expectAccessible(page, 'the exam screen at 1280 px');

    await page.getByRole('button', { name: 'Question Paper' }).click();
    const paper = page.getByRole('dialog', { name: 'Question Paper: Gujarat' });
    await paper.getByText('Where is the Rann of Kutch?').waitFor();
    expect(await paper.getByText('Which number comes next: 2, 4, 8?').count()).toBe(0);
    await expectAccessible(page, 'the question paper');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Instructions' }).click();
    const rules = page.getByRole('dialog', { name: 'Instructions' });
    await rules.getByText('Keep a rough sheet ready.').waitFor();
    await rules.getByRole('heading', { name: 'General Instructions' }).waitFor();
    await expectAccessible(page, 'the instructions during the test');
    await page.keyboard.press('Escape');

    await page.getByRole('radio', { name: /Sixteen/ }).check();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await page.getByRole('heading', { name: 'Question 2' }).waitFor();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('heading', { name: 'Question 3' }).waitFor();
    await page.getByRole('button', { name: 'Reasoning' }).and(page.locator('[aria-current="true"]')).waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const submit = page.getByRole('dialog', { name: 'Submit the test?' });
    await submit.getByText(/Time left: (30:00|29:\d\d)/).waitFor();
    const gujarat = submit.getByRole('region', { name: 'Gujarat' });
    expect(await gujarat.getByText('Answered & Marked for Review').locator('xpath=..').textContent()).toMatch(/1$/);
    expect(await gujarat.getByText('Not Answered').locator('xpath=..').textContent()).toMatch(/1$/);
    expect(
      await submit
        .getByRole('region', { name: 'Reasoning' })
        .getByText('Not Answered')
        .locator('xpath=..')
        .textContent(),
    ).toMatch(/1$/);
    await page.screenshot({ path: `${SHOTS}/desktop-en-submit.png` });
    await expectAccessible(page, 'the submit summary');
    let asked = false;
    page.on('dialog', (dialog) => {
      asked = true;
      void dialog.dismiss();
    });
    await submit.getByRole('button', { name: 'Yes, Submit' }).click();
    await page.waitForURL('**/attempts/*/result');
    await page.locator('.site-header').waitFor();
    expect(asked).toBe(false);
    await context.close();
  }, 120_000);
});
