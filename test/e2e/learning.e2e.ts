import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { apiPost, demoCourse, logInAsDemoStudent } from './session.js';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto('/');
});

const timeShown = () => page.getByTestId('video-time').textContent();

describe('a student learning', () => {
  it('logs in, opens the dashboard and the enrolled course, plays a video and moves to the next one', async () => {
    const course = await demoCourse();
    await logInAsDemoStudent(page);

    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByRole('heading', { name: 'My Courses' }).waitFor();
    const myCourse = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.title }) });
    await myCourse
      .getByRole('button', { name: 'Access Course' })
      .or(myCourse.getByRole('link', { name: 'Access Course' }))
      .first()
      .click();
    await page.waitForURL(`**/course/${course.courseId}`);
    await page.getByText('You are enrolled in this course!').waitFor();

    await page
      .getByRole('button', { name: 'Start Learning' })
      .or(page.getByRole('link', { name: 'Start Learning' }))
      .first()
      .click();
    await page.waitForURL(`**/course/${course.courseId}/video/${course.videos[0]!._id}`);
    await page.getByRole('heading', { name: course.videos[0]!.title }).waitFor();

    const before = await timeShown();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(timeShown, { timeout: 15_000 }).not.toBe(before);
    expect(await timeShown()).toMatch(/^0:0[1-9] \/ 0:08$/);

    await page
      .getByRole('link', { name: new RegExp(course.videos[1]!.title) })
      .or(page.getByRole('button', { name: new RegExp(course.videos[1]!.title) }))
      .first()
      .click();
    await page.waitForURL(`**/course/${course.courseId}/video/${course.videos[1]!._id}`);
    await page.getByRole('heading', { name: course.videos[1]!.title }).waitFor();
  });

  it("shows 'Course Not Enrolled' to a student of no course", async () => {
    const course = await demoCourse();
    const student = await apiPost<{ token: string }>('/api/auth/student/register', {
      name: 'Not Enrolled',
      email: `not.enrolled.${Date.now()}@example.com`,
      mobile: '9000000001',
      password: 'secret123',
    });
    await page.evaluate((token) => localStorage.setItem('token', token), student.token);
    await page.goto(`/course/${course.courseId}/video/${course.videos[0]!._id}`);
    await page.getByRole('heading', { name: 'Course Not Enrolled' }).waitFor();
    await page
      .getByRole('button', { name: 'Enroll Now' })
      .or(page.getByRole('link', { name: 'Enroll Now' }))
      .first()
      .click();
    await page.waitForURL(`**/course/${course.courseId}`);
  });
});
