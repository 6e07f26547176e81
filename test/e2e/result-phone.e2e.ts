import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall } from './session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A submitted attempt at a published two-section test with topics, as the student's token and the attempt id. */
async function submittedAttempt(): Promise<{ token: string; attemptId: string }> {
  const { token: admin } = await apiCall<{ token: string }>('POST', '/api/auth/admin/login', undefined, {
    email: inject('seedAdmin').email,
    password: inject('seedAdmin').password,
  });
  const { testSeries } = await apiCall<{ testSeries: { _id: string } }>('POST', '/api/test-series', admin, {
    title: `Phone result series ${Date.now()}`,
    description: 'One test',
    price: 99,
    category: 'gpsc',
    numberOfTests: 1,
  });
  const { test } = await apiCall<{ test: { _id: string; sections: { _id: string }[] } }>(
    'POST',
    `/api/admin/test-series/${testSeries._id}/tests`,
    admin,
    {
      title: 'Gujarat General Knowledge Full-Length Mock 1',
      titleGu: 'ગુજરાત સામાન્ય જ્ઞાન પૂર્ણ મોક 1',
      durationMinutes: 30,
      marksCorrect: 2,
      marksWrong: -0.66,
      sections: [
        { title: 'History and Culture of Gujarat', titleGu: 'ગુજરાતનો ઇતિહાસ અને સંસ્કૃતિ' },
        { title: 'Quantitative Aptitude', titleGu: 'ગાણિતિક યોગ્યતા' },
      ],
    },
  );
  const questionIds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { question } = await apiCall<{ question: { _id: string } }>(
      'POST',
      `/api/admin/tests/${test._id}/questions`,
      admin,
      {
        sectionId: test.sections[i % 2]!._id,
        textEn: `Question ${i + 1}`,
        textGu: `પ્રશ્ન ${i + 1}`,
        optionsEn: ['A', 'B', 'C', 'D'],
        optionsGu: ['ક', 'ખ', 'ગ', 'ઘ'],
        correctOption: 1,
        topic: i < 2 ? 'Medieval and Modern History' : 'Percentages and Ratios',
      },
    );
    questionIds.push(question._id);
  }
  await apiCall('PUT', `/api/admin/tests/${test._id}/published`, admin, { published: true });
  const { token, student } = await apiCall<{ token: string; student: { _id: string } }>(
    'POST',
    '/api/auth/student/register',
    undefined,
    {
      name: 'Phone Reader',
      email: `phone.reader.${Date.now()}@example.com`,
      mobile: '9000000005',
      password: 'secret123',
    },
  );
  await apiCall('POST', `/api/admin/students/${student._id}/test-series/${testSeries._id}`, admin);
  const { attempt } = await apiCall<{ attempt: { _id: string } }>('POST', `/api/tests/${test._id}/attempts`, token);
  for (const [i, option] of [1, 0, 1].entries())
    await apiCall('PUT', `/api/attempts/${attempt._id}/answers/${questionIds[i]}`, token, {
      option,
      markedForReview: false,
      timeSpentSeconds: 40,
    });
  await apiCall('POST', `/api/attempts/${attempt._id}/submit`, token);
  return { token, attemptId: attempt._id };
}

/**
 * Elements reaching past the right edge of the screen, other than inside a box that scrolls sideways
 * and says so (a focusable region with a name).
 */
const widerThanScreen = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const labelledScroller = (element: Element) =>
      element.closest('[role="region"][aria-label][tabindex="0"], [role="region"][aria-labelledby][tabindex="0"]');
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1) return false;
        const scroller = labelledScroller(element);
        return !scroller || getComputedStyle(scroller).overflowX === 'visible';
      })
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
  });

describe('the result page on a phone (360 px)', () => {
  it('shows score, rank and percentile together in the first screen, the figures two a line, and tables that fit', async () => {
    const { token, attemptId } = await submittedAttempt();
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);

    for (const [lang, labels] of [
      [
        'en',
        {
          score: 'Score',
          rank: 'Rank',
          percentile: 'Percentile',
          correct: 'Correct',
          sections: 'Section-wise Performance',
        },
      ],
      ['gu', { score: 'ગુણ', rank: 'ક્રમ', percentile: 'પર્સેન્ટાઇલ', correct: 'સાચા', sections: 'વિભાગવાર પ્રદર્શન' }],
    ] as const) {
      // A signed-in student's language is the account's.
      await apiCall('PUT', '/api/auth/profile/language', token, { language: lang });
      await page.evaluate((value) => localStorage.setItem('lang', value), lang);
      await page.goto(`/attempts/${attemptId}/result?lang=${lang}`);
      const headline = page.locator('.test-result-headline');
      await headline.waitFor();
      const terms = await headline.locator('dt').allTextContents();
      expect(terms, lang).toEqual([labels.score, labels.rank, labels.percentile]);
      const box = (await headline.boundingBox())!;
      expect(box.y + box.height, `${lang}: the block ends within the first screen`).toBeLessThanOrEqual(740);

      // The other figures: two cards a line.
      const cards = page.locator('.test-result-figures .stat-card');
      const first = (await cards.nth(0).boundingBox())!;
      const second = (await cards.nth(1).boundingBox())!;
      expect(second.y, lang).toBeCloseTo(first.y, 0);
      expect(second.x, lang).toBeGreaterThan(first.x + first.width - 1);
      expect(await cards.count(), lang).toBe(8);

      await page.getByRole('region', { name: labels.sections }).waitFor();
      expect(await widerThanScreen(page), `${lang}: nothing wider than the screen`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(360);
      await expectAccessible(page, `the result page at 360 px (${lang})`);
    }
    await context.close();
  });
});
