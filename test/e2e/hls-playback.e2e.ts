/**
 * A student plays a ready lecture's renditions in Chromium: Auto first, then 240p from the quality
 * menu, with the playlists coming through the API and the segments through signed links.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall, logInAsSeedAdmin } from './session.js';

let browser: Browser;
let adminPage: Page;
let adminToken: string;
let courseId: string;
const title = `E2E HLS ${Date.now()}`;
const folder = mkdtempSync(join(tmpdir(), 'coaching-hls-'));
const clip = join(folder, 'lecture.mp4');

interface AdminVideo {
  _id: string;
  title: string;
  processing?: { state: string };
}

async function uploadReadyLecture(lectureTitle: string): Promise<string> {
  await adminPage.goto('/admin/courses');
  await adminPage.getByLabel('Search courses').fill(title.toLowerCase());
  await adminPage.getByRole('button', { name: `Add video to ${title}` }).click();
  const dialog = adminPage.getByRole('dialog');
  await dialog.getByLabel('Video file').setInputFiles(clip);
  await dialog.getByLabel('Title').fill(lectureTitle);
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await adminPage.getByText('Video uploaded successfully!', { exact: true }).first().waitFor({ timeout: 60_000 });
  let video: AdminVideo | undefined;
  await expect
    .poll(async () => {
      const { videos } = await apiCall<{ videos: AdminVideo[] }>('GET', `/api/admin/courses/${courseId}/videos`, adminToken);
      video = videos.find((candidate) => candidate.title === lectureTitle);
      return video?.processing?.state;
    }, { timeout: 60_000, interval: 1_000 })
    .toBe('ready');
  return video!._id;
}

async function enrolledStudent(): Promise<string> {
  const email = `hls.${Date.now()}@example.com`;
  const { token } = await apiCall<{ token: string }>('POST', '/api/auth/student/register', undefined, { name: 'Renditions Student', email, mobile: '9000000012', password: 'secret123' });
  const utrNumber = `HLS${String(Date.now()).slice(-9)}`;
  await apiCall('POST', '/api/upi-payments/submit-utr', token, { courseId, utrNumber });
  const { items } = await apiCall<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', adminToken);
  await apiCall('POST', `/api/upi-payments/${items.find((item) => item.utrNumber === utrNumber)!._id}/approve`, adminToken);
  return token;
}

beforeAll(async () => {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=960x540:rate=25:duration=14', '-f', 'lavfi', '-i', 'sine=duration=14', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip]);
  adminToken = (await apiCall<{ token: string }>('POST', '/api/auth/admin/login', undefined, inject('seedAdmin'))).token;
  courseId = (await apiCall<{ course: { _id: string } }>('POST', '/api/courses', adminToken, { title, description: 'Lectures played as renditions', price: 999, category: 'gpsc' })).course._id;
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  adminPage = await context.newPage();
  await adminPage.goto('/');
  await logInAsSeedAdmin(adminPage);
});

afterAll(async () => {
  if (courseId) await apiCall('DELETE', `/api/courses/${courseId}`, adminToken);
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

const pictureHeight = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => (video.currentTime > 0 ? video.videoHeight : 0));

describe("a ready lecture's renditions", () => {
  it('plays on Auto (fetching the playlists again when a segment link is refused), then at 240p and as audio only; playlists come from the API, segments through signed links', async () => {
    const videoId = await uploadReadyLecture('Polity as renditions');
    const token = await enrolledStudent();

    const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    // The first segment is refused as an expired link would be: the player fetches the playlists again and plays.
    let refused = 0;
    await page.route(/\/master_\w+_\d+\.ts\?/, async (route) => {
      if (refused++ === 0) return route.fulfill({ status: 403, contentType: 'application/xml', body: '<Error><Code>AccessDenied</Code></Error>' });
      return route.continue();
    });
    await page.goto(`/course/${courseId}/video/${videoId}`);

    const menu = page.getByRole('combobox', { name: 'Quality' });
    await menu.waitFor({ timeout: 30_000 });
    expect(await menu.locator('option').allTextContents()).toEqual(['Auto', '540p', '360p', '240p', 'Audio only']);
    await expectAccessible(page, 'the lecture page with the quality menu');

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => pictureHeight(page), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(1);
    expect(requested.filter((url) => new URL(url).pathname.endsWith('/hls/master.m3u8')).length).toBe(2);
    expect(requested.some((url) => new URL(url).pathname === `/api/courses/${courseId}/videos/${videoId}/hls/master.m3u8`)).toBe(true);
    const segments = requested.filter((url) => /\/master_\w+_\d+\.ts/.test(new URL(url).pathname));
    expect(segments.length).toBeGreaterThan(0);
    for (const url of segments) expect(new URL(url).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    await menu.selectOption('240p');
    await expect.poll(() => pictureHeight(page), { timeout: 30_000 }).toBe(240);
    expect(await page.evaluate(() => localStorage.getItem('playerQuality'))).toBe('240p');

    // Audio only plays that rendition's own playlist: no picture, and time goes on.
    const before = await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
    await menu.selectOption('audio');
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement, from) => ({ height: video.videoHeight, on: video.currentTime > from + 1 }), before), { timeout: 30_000 })
      .toEqual({ height: 0, on: true });
    expect(requested.some((url) => new URL(url).pathname.endsWith('/hls/master_audio.m3u8'))).toBe(true);
    await context.close();
  }, 180_000);
});
