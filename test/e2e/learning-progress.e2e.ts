import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { DEMO_STUDENT } from '#infra/local/seed-data.js';
import { apiPost, demoCourse, logInAsDemoStudent } from './session.js';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function newPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

/** Waits for the player to have the file's metadata, then runs `change` on the <video> in the page. */
async function onVideo(page: Page, change: string): Promise<void> {
  await page.waitForFunction(() => {
    const video = document.querySelector('video');
    return video !== null && Number.isFinite(video.duration) && video.duration > 0;
  });
  await page.evaluate(`(() => { const video = document.querySelector('video'); ${change} })()`);
}

/** The next saved progress of a lecture that satisfies `accept` (the PUT's JSON body). */
function progressSaved(page: Page, videoId: string, accept: (body: { position: number; duration: number }) => boolean) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(`/videos/${videoId}/progress`) &&
      response.request().method() === 'PUT' &&
      response.status() === 200 &&
      accept(JSON.parse(response.request().postData() ?? '{}') as { position: number; duration: number }),
    { timeout: 20_000 },
  );
}

const figure = (page: Page, label: string) =>
  page.locator('.dashboard-stat', { hasText: label }).locator('dd').textContent();

describe('exam pages', () => {
  it('Explore SSC on the home carousel shows the SSC courses', async () => {
    const page = await newPage();
    await page.getByRole('button', { name: /Slide 3: SSC Exams/ }).click();
    await page.getByRole('link', { name: 'Explore SSC' }).click();
    await page.waitForURL('**/ssc');
    await page.getByRole('heading', { level: 1, name: 'SSC Exams' }).waitFor();
    await page.getByRole('link', { name: 'SSC CGL and CHSL Crash Course' }).waitFor();
    expect(await page.title()).toMatch(/^SSC Exams \|/);
  });
});

describe('phone-first layout', () => {
  it("keeps the sticky header within 72 px of a 740 px phone screen, and no gap above What you'll learn", async () => {
    const phone = await newPage({ width: 390, height: 740 });
    const headerHeight = await phone.evaluate(
      () => document.querySelector('.site-header')!.getBoundingClientRect().height,
    );
    expect(headerHeight).toBeLessThanOrEqual(72);

    const { courses } = (await (await fetch(`${inject('baseUrl')}/api/courses`)).json()) as {
      courses: { _id: string; features: string[] }[];
    };
    const withFeatures = courses.find((course) => course.features.length > 0)!;
    const page = await newPage();
    await page.goto(`/course/${withFeatures._id}`);
    const features = page.getByRole('region', { name: "What you'll learn" });
    await features.waitFor();
    const gap = await page.evaluate(() => {
      const header = document.querySelector('.course-detail-header')!.getBoundingClientRect();
      const content = document.querySelector('.course-detail-content')!.getBoundingClientRect();
      return content.top - header.bottom;
    });
    expect(gap).toBeLessThanOrEqual(32);
  });
});

describe('a student picking up where they stopped', () => {
  it('watches a lecture to the end, sees it watched after a reload and the course in progress, then resumes the next on another device', async () => {
    const course = await demoCourse();
    const [first, second] = course.videos;
    const page = await newPage();
    await logInAsDemoStudent(page);

    await page.goto(`/course/${course.courseId}/video/${first!._id}`);
    await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();
    const watched = progressSaved(page, first!._id, (body) => body.position >= body.duration * 0.9);
    await onVideo(page, 'video.muted = true; video.currentTime = video.duration - 0.4; void video.play();');
    expect((await (await watched).json()).progress.watched).toBe(true);

    await page.reload();
    const lessons = page.getByRole('navigation', { name: 'Course Videos' });
    await lessons
      .getByRole('link', { name: new RegExp(first!.title) })
      .filter({ hasText: 'Watched' })
      .waitFor();
    expect(await lessons.getByRole('link', { name: new RegExp(second!.title) }).textContent()).not.toContain('Watched');

    await page.goto(`/course/${course.courseId}/video/${second!._id}`);
    await page.getByRole('heading', { level: 1, name: second!.title }).waitFor();
    const stopped = progressSaved(page, second!._id, (body) => Math.abs(body.position - 4) < 0.5);
    await onVideo(page, 'video.currentTime = 4;');
    await stopped;

    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await page.getByRole('heading', { name: 'My Courses' }).waitFor();
    // This course: one of its lectures watched, so it is in progress. Other journeys of the same run may
    // have started the demo student's other courses, so the count is at least this one.
    const courseItem = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: course.title }) });
    expect(await courseItem.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuetext')).toBe(
      `1 of ${course.videos.length} lectures watched`,
    );
    expect(Number(await figure(page, 'In Progress'))).toBeGreaterThanOrEqual(1);
    await page
      .getByRole('region', { name: 'Continue learning' })
      .getByRole('link', { name: /Continue/ })
      .waitFor();

    // Another device: a fresh browser context (a phone), with its own session, opens the second lecture where it stopped.
    const phone = await newPage({ width: 390, height: 740 });
    const { token } = await apiPost<{ token: string }>('/api/auth/student/login', {
      email: DEMO_STUDENT.email,
      password: DEMO_STUDENT.password,
    });
    await phone.evaluate((value) => localStorage.setItem('token', value), token);
    await phone.goto(`/course/${course.courseId}/video/${second!._id}`);
    await phone.getByRole('heading', { level: 1, name: second!.title }).waitFor();
    await phone.waitForFunction(
      () => Math.abs((document.querySelector('video')?.currentTime ?? 0) - 4) < 0.5,
      undefined,
      { timeout: 15_000 },
    );
  });

  it('takes fullscreen and 1.5× speed on the video element', async () => {
    const course = await demoCourse();
    const page = await newPage();
    await logInAsDemoStudent(page);
    await page.goto(`/course/${course.courseId}/video/${course.videos[0]!._id}`);
    await page.getByRole('heading', { level: 1, name: course.videos[0]!.title }).waitFor();

    await page.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5');
    expect(await page.evaluate(() => document.querySelector('video')!.playbackRate)).toBe(1.5);

    await page.getByRole('button', { name: 'Fullscreen' }).click();
    await page.waitForFunction(() => document.fullscreenElement?.contains(document.querySelector('video')) === true);
    await page.getByRole('button', { name: 'Exit fullscreen' }).click();
    await page.waitForFunction(() => document.fullscreenElement === null);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: course.videos[0]!.title }).waitFor();
    await onVideo(page, '');
    expect(await page.evaluate(() => document.querySelector('video')!.playbackRate)).toBe(1.5);
  });
});
