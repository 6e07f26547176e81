/**
 * An admin uploads a lecture and watches it become HLS renditions in the course's video list
 * (Processing, then Ready); a file that is not a video ends Failed with the reason and a Retry button.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall, logInAsSeedAdmin } from './session.js';

let browser: Browser;
let page: Page;
let adminToken: string;
let courseId: string;
const title = `E2E Renditions ${Date.now()}`;
const folder = mkdtempSync(join(tmpdir(), 'coaching-renditions-'));
const clip = join(folder, 'lecture.mp4');
const broken = join(folder, 'broken.mp4');

async function upload(file: string, lectureTitle: string) {
  await page.goto('/admin/courses');
  await page.getByLabel('Search courses').fill(title.toLowerCase());
  await page.getByRole('button', { name: `Add video to ${title}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Video file').setInputFiles(file);
  await dialog.getByLabel('Title').fill(lectureTitle);
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await page.getByText('Video uploaded successfully!', { exact: true }).first().waitFor({ timeout: 60_000 });
}

async function videoList() {
  await page.goto('/admin/courses');
  await page.getByLabel('Search courses').fill(title.toLowerCase());
  await page.getByRole('button', { name: `View videos of ${title}` }).click();
  return page.getByRole('dialog', { name: `Videos: ${title}` });
}

beforeAll(async () => {
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=25:duration=6',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=6',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    clip,
  ]);
  writeFileSync(broken, randomBytes(100_000));
  adminToken = (await apiCall<{ token: string }>('POST', '/api/auth/admin/login', undefined, inject('seedAdmin')))
    .token;
  courseId = (
    await apiCall<{ course: { _id: string } }>('POST', '/api/courses', adminToken, {
      title,
      description: 'Lectures turned into renditions',
      price: 999,
      category: 'gpsc',
    })
  ).course._id;

  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto('/');
  await logInAsSeedAdmin(page);
});

afterAll(async () => {
  if (courseId) await apiCall('DELETE', `/api/courses/${courseId}`, adminToken);
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("a lecture's renditions in the admin's video list", () => {
  it('an uploaded lecture shows Processing, then Ready without a reload', async () => {
    await upload(clip, 'Polity in six seconds');
    const list = await videoList();
    const item = list.getByRole('listitem').filter({ hasText: 'Polity in six seconds' });
    await expect
      .poll(() => item.getByRole('status').textContent(), { timeout: 60_000 })
      .toMatch(/^(Processing \d+%|Ready)$/);
    await item
      .getByRole('status')
      .filter({ hasText: /^Ready$/ })
      .waitFor({ timeout: 60_000 });
    await expectAccessible(page, 'the video list with a ready lecture');
  }, 120_000);

  it('a file that is not a video ends Failed with the reason, and offers Retry', async () => {
    await upload(broken, 'Not a lecture');
    const list = await videoList();
    const item = list.getByRole('listitem').filter({ hasText: 'Not a lecture' });
    await item
      .getByRole('status')
      .filter({ hasText: 'Failed: The uploaded file could not be read as a video' })
      .waitFor({ timeout: 60_000 });
    const retry = item.getByRole('button', { name: 'Retry converting Not a lecture' });
    await expectAccessible(page, 'the video list with a failed lecture');
    const retried = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/transcode'),
    );
    await retry.click();
    expect((await retried).status()).toBe(200);
    // Converted again from the same broken file: processing, then failed again with its Retry.
    await item
      .getByRole('status')
      .filter({ hasText: /^(Processing \d+%|Failed: The uploaded file could not be read as a video.*)$/ })
      .waitFor();
    await retry.waitFor({ timeout: 60_000 });
  }, 120_000);
});
