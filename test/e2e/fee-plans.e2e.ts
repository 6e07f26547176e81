import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { apiGet, logInAsSeedAdmin } from './session.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

interface CourseList {
  courses: { _id: string; title: string }[];
}

describe('fee plans', () => {
  const title = `E2E Instalments ${Date.now()}`;

  it('an admin gives a new course a 3-instalment plan, and a visitor sees it on the course page before sign-in', async () => {
    const admin = await newPage();
    admin.on('dialog', (dialog) => void dialog.accept());
    await admin.goto('/');
    await logInAsSeedAdmin(admin);
    await admin.goto('/admin/courses/new');
    await admin.getByLabel('Title', { exact: true }).fill(title);
    await admin.getByLabel('Description', { exact: true }).fill('GPSC prelims and mains, paid in three parts');
    await admin.getByLabel('Price (₹)').fill('24999');

    await admin.getByRole('button', { name: 'Add plan: 40/30/30 over 60 days' }).click();
    const plan = admin.getByRole('group', { name: 'Plan 1' });
    await plan.getByText('Comes to ₹9,999.60').waitFor();
    await plan.getByText('Total 100%: the plan adds up').waitFor();
    await plan.getByLabel('Suspend access until it is paid').check();
    await plan.getByLabel('Days late before access is suspended').fill('15');
    expect(await new AxeBuilder({ page: admin }).include('.fee-plans').analyze()).toMatchObject({ violations: [] });
    await admin.getByRole('button', { name: 'Create Course' }).click();
    await admin.waitForURL('**/admin/courses');

    const { courses } = await apiGet<CourseList>('/api/courses');
    const course = courses.find((candidate) => candidate.title === title);
    expect(course).toBeDefined();

    const visitor = await newPage();
    await visitor.goto(`/course/${course!._id}`);
    const ways = visitor.getByRole('region', { name: 'Ways to pay' });
    await ways.waitFor();
    expect(await ways.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['3 instalments']);
    expect(await ways.getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('3 instalments'),
      '₹9,999.60 at checkout',
      '₹7,499.70 after 30 days',
      '₹7,499.70 after 60 days',
    ]);
    await ways.getByText('Access pauses 15 days after a missed due date, until the instalment is paid').waitFor();
    expect(await new AxeBuilder({ page: visitor }).include('.ways-to-pay').analyze()).toMatchObject({ violations: [] });
  });
});
