import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, expectAccessible } from './browser.js';
import { apiCall } from './session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const QUESTIONS = [
  {
    textEn: 'Which river flows past Ahmedabad?',
    textGu: 'અમદાવાદ પાસેથી કઈ નદી વહે છે?',
    optionsEn: ['Tapi', 'Sabarmati', 'Narmada', 'Mahi'],
    optionsGu: ['તાપી', 'સાબરમતી', 'નર્મદા', 'મહી'],
  },
  {
    textEn: 'Where is the Rann of Kutch?',
    textGu: 'કચ્છનું રણ ક્યાં છે?',
    optionsEn: ['Saurashtra', 'Kutch', 'Surat', 'Dang'],
    optionsGu: ['સૌરાષ્ટ્ર', 'કચ્છ', 'સુરત', 'ડાંગ'],
  },
  {
    textEn: 'Which city is the capital of Gujarat?',
    textGu: 'ગુજરાતની રાજધાની કઈ છે?',
    optionsEn: ['Vadodara', 'Gandhinagar', 'Rajkot', 'Bhuj'],
    optionsGu: ['વડોદરા', 'ગાંધીનગર', 'રાજકોટ', 'ભુજ'],
  },
];

/** A published one-minute test of three bilingual questions (the right answer is always B), +2 / -0.5. */
async function oneMinuteTest(adminToken: string) {
  const { testSeries } = await apiCall<{ testSeries: { _id: string } }>('POST', '/api/test-series', adminToken, {
    title: `Exam hall series ${Date.now()}`,
    description: 'One short test',
    price: 99,
    category: 'gpsc',
    numberOfTests: 1,
  });
  const { test } = await apiCall<{ test: { _id: string; sections: { _id: string }[] } }>(
    'POST',
    `/api/admin/test-series/${testSeries._id}/tests`,
    adminToken,
    {
      title: 'One-minute mock',
      durationMinutes: 1,
      marksCorrect: 2,
      marksWrong: -0.5,
      sections: [{ title: 'Gujarat' }],
    },
  );
  const questionIds: string[] = [];
  for (const question of QUESTIONS) {
    const reply = await apiCall<{ question: { _id: string } }>(
      'POST',
      `/api/admin/tests/${test._id}/questions`,
      adminToken,
      { sectionId: test.sections[0]!._id, ...question, correctOption: 1, explanationEn: 'B is right.' },
    );
    questionIds.push(reply.question._id);
  }
  await apiCall('PUT', `/api/admin/tests/${test._id}/published`, adminToken, { published: true });
  return { seriesId: testSeries._id, testId: test._id, questionIds };
}

async function studentWithSeries(adminToken: string, seriesId: string, name: string): Promise<string> {
  const { token, student } = await apiCall<{ token: string; student: { _id: string } }>(
    'POST',
    '/api/auth/student/register',
    undefined,
    {
      name,
      email: `${name.toLowerCase().replace(/\W/g, '.')}.${Date.now()}@example.com`,
      mobile: '9000000004',
      password: 'secret123',
    },
  );
  await apiCall('POST', `/api/admin/students/${student._id}/test-series/${seriesId}`, adminToken);
  return token;
}

describe('the exam hall', () => {
  it('a student answers, marks, switches to Gujarati, reloads to the same place, lets the timer run out and reads the result; a second student moves the percentile', async () => {
    const { token: adminToken } = await apiCall<{ token: string }>('POST', '/api/auth/admin/login', undefined, {
      email: inject('seedAdmin').email,
      password: inject('seedAdmin').password,
    });
    const { seriesId, testId, questionIds } = await oneMinuteTest(adminToken);
    const studentToken = await studentWithSeries(adminToken, seriesId, 'Hall Student');

    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), studentToken);
    await page.goto(`/tests/${testId}`);
    await page.getByRole('checkbox', { name: /I have read and understood the instructions/ }).check();
    await page.getByRole('button', { name: 'I am ready to begin' }).click();
    await page.waitForURL(`**/tests/${testId}/attempt`);

    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    await page.getByRole('radio', { name: /Sabarmati/ }).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await page.getByRole('heading', { name: 'Question 2' }).waitFor();
    await page.getByRole('radio', { name: /Saurashtra/ }).check();
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await page.getByRole('heading', { name: 'Question 3' }).waitFor();

    // Gujarati mid-test: the same question, in Gujarati.
    await page.getByRole('combobox', { name: 'View in' }).selectOption('gu');
    await page.getByRole('heading', { name: 'Question 3' }).waitFor();
    await page.getByText(QUESTIONS[2]!.textGu).waitFor();
    await page.getByRole('radio', { name: /ગાંધીનગર/ }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await expectAccessible(page, 'the exam screen');

    // A reload (which asks first) finds everything where it was, the questions still in Gujarati.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('heading', { name: 'Question 3' }).waitFor();
    await page.getByRole('button', { name: /Question 1: Answered$/ }).click();
    expect(await page.getByRole('radio', { name: /સાબરમતી/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: /Question 2: Answered & Marked for Review/ }).waitFor();

    // The bell: the screen submits by itself and opens the result.
    await page.waitForURL('**/attempts/*/result', { timeout: 90_000 });
    await page.getByText('The time ran out, and your attempt was submitted automatically.').waitFor();
    await page.getByText('1 of 1', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Solutions' }).waitFor();
    await page.getByText('B is right.').first().waitFor();
    const attemptId = /\/attempts\/([^/]+)\/result/.exec(page.url())![1]!;

    // A second student who scores more: the first one's rank and percentile move.
    const rivalToken = await studentWithSeries(adminToken, seriesId, 'Hall Rival');
    const { attempt } = await apiCall<{ attempt: { _id: string } }>(
      'POST',
      `/api/tests/${testId}/attempts`,
      rivalToken,
    );
    for (const questionId of questionIds)
      await apiCall('PUT', `/api/attempts/${attempt._id}/answers/${questionId}`, rivalToken, {
        option: 1,
        markedForReview: false,
        timeSpentSeconds: 3,
      });
    await apiCall('POST', `/api/attempts/${attempt._id}/submit`, rivalToken, {});
    const { result } = await apiCall<{ result: { score: number; rank: number; percentile: number } }>(
      'GET',
      `/api/attempts/${attemptId}/result`,
      studentToken,
    );
    expect(result).toMatchObject({ score: 1.5, rank: 2, percentile: 50 });
    await page.reload();
    await page.getByText('2 of 2', { exact: true }).waitFor();
    await expectAccessible(page, 'the result page');
    await context.close();
  }, 180_000);

  it('works on a 360 px phone with the keyboard: the palette opens from a button, an option is chosen with the keys and saved', async () => {
    const { token: adminToken } = await apiCall<{ token: string }>('POST', '/api/auth/admin/login', undefined, {
      email: inject('seedAdmin').email,
      password: inject('seedAdmin').password,
    });
    const { seriesId, testId } = await oneMinuteTest(adminToken);
    const studentToken = await studentWithSeries(adminToken, seriesId, 'Phone Student');
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), studentToken);
    await page.goto(`/tests/${testId}/attempt`);
    await page.getByRole('heading', { name: 'Question 1' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('radio', { name: /Tapi/ }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: /Sabarmati/ }).isChecked()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();

    await page.getByRole('button', { name: 'Question Palette' }).click();
    await page.getByRole('button', { name: /Question 1: Answered$/ }).waitFor();
    await expectAccessible(page, 'the exam screen on a phone, palette open');
    await context.close();
  }, 60_000);
});
