/**
 * A lecture from upload to study, in Chromium: an admin uploads a clip through the admin UI, sees it
 * Ready and attaches its notes; an enrolled student plays it on Auto (playlists from the API, segments
 * through signed links), then at 240p and as audio only from the quality menu, and downloads the notes.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall, signedInPage } from './session.js';

let browser: Browser;
let adminToken: string;
let courseId: string;
let studentToken: string;
const stamp = Date.now();
const title = `E2E Lecture ${stamp}`;
const lectureTitle = 'Polity as renditions';
const notesTitle = `Polity handout ${stamp}`;
const notesText = `Fundamental Rights handout ${stamp}`;
const folder = mkdtempSync(join(tmpdir(), 'coaching-lecture-'));
const clip = join(folder, 'lecture.mp4');
const handout = join(folder, 'handout.pdf');

async function writeHandout() {
  const document = await PDFDocument.create();
  document
    .addPage([400, 200])
    .drawText(notesText, { x: 40, y: 100, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  writeFileSync(handout, await document.save());
}

/** Through the course's video list: uploads the clip, waits for Ready, attaches the notes; the lecture's id. */
async function publishLecture(admin: Page): Promise<string> {
  await admin.goto('/admin/courses');
  await admin.getByLabel('Search courses').fill(title.toLowerCase());
  await admin.getByRole('button', { name: `View videos of ${title}` }).click();
  const videos = admin.getByRole('dialog', { name: `Videos: ${title}` });
  await videos.getByRole('button', { name: 'Add First Video' }).click();

  const upload = admin.getByRole('dialog');
  await upload.getByLabel('Video file').setInputFiles(clip);
  await upload.getByLabel('Title').fill(lectureTitle);
  await upload.getByRole('button', { name: 'Upload Video' }).click();
  await admin.getByText('Video uploaded successfully!', { exact: true }).first().waitFor({ timeout: 60_000 });

  const item = videos.getByRole('listitem').filter({ hasText: lectureTitle });
  await item
    .getByRole('status')
    .filter({ hasText: /^Ready$/ })
    .waitFor({ timeout: 60_000 });

  await item.getByRole('button', { name: `Notes of ${lectureTitle}` }).click();
  const notes = admin.getByRole('dialog', { name: `Notes: ${lectureTitle}` });
  await notes.getByLabel('Title', { exact: true }).fill(notesTitle);
  await notes.getByLabel('PDF file').setInputFiles(handout);
  await notes.getByRole('button', { name: 'Upload Notes' }).click();
  await notes.getByRole('listitem').filter({ hasText: notesTitle }).waitFor();
  await expectAccessible(admin, 'the lecture notes dialog');

  const { videos: list } = await apiCall<{ videos: { _id: string; title: string }[] }>(
    'GET',
    `/api/admin/courses/${courseId}/videos`,
    adminToken,
  );
  return list.find((video) => video.title === lectureTitle)!._id;
}

async function enrolledStudent(): Promise<string> {
  const email = `lecture.${stamp}@example.com`;
  const { token } = await apiCall<{ token: string }>('POST', '/api/auth/student/register', undefined, {
    name: 'Lecture Student',
    email,
    mobile: '9000000012',
    password: 'secret123',
  });
  const utrNumber = `LEC${String(stamp).slice(-9)}`;
  await apiCall('POST', '/api/upi-payments/submit-utr', token, { courseId, utrNumber });
  const { items } = await apiCall<{ items: { _id: string; utrNumber: string }[] }>(
    'GET',
    '/api/upi-payments/pending',
    adminToken,
  );
  await apiCall(
    'POST',
    `/api/upi-payments/${items.find((item) => item.utrNumber === utrNumber)!._id}/approve`,
    adminToken,
  );
  return token;
}

async function openCourse() {
  adminToken = (await apiCall<{ token: string }>('POST', '/api/auth/admin/login', undefined, inject('seedAdmin')))
    .token;
  courseId = (
    await apiCall<{ course: { _id: string } }>('POST', '/api/courses', adminToken, {
      title,
      description: 'Lectures with notes, played as renditions',
      price: 999,
      category: 'gpsc',
    })
  ).course._id;
  studentToken = await enrolledStudent();
}

beforeAll(async () => {
  const ffmpeg = [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=960x540:rate=25:duration=48',
    '-f',
    'lavfi',
    '-i',
    'sine=duration=48',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    clip,
  ];
  await Promise.all([
    promisify(execFile)('ffmpeg', ffmpeg),
    writeHandout(),
    openCourse(),
    launchBrowser().then((launched) => (browser = launched)),
  ]);
});

afterAll(async () => {
  if (courseId) await apiCall('DELETE', `/api/courses/${courseId}`, adminToken);
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

const pictureHeight = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => (video.currentTime > 0 ? video.videoHeight : 0));

describe('a lecture from upload to study', () => {
  it('an admin uploads a clip, sees it Ready and attaches its notes; an enrolled student plays it on Auto (fetching the playlists again when a segment link is refused), at 240p and as audio only, with speed, keys, resume and fresh links working, and downloads the notes', async () => {
    const admin = await signedInPage(browser, adminToken);
    const videoId = await publishLecture(admin);
    await admin.context().close();

    const page = await signedInPage(browser, studentToken, { acceptDownloads: true });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // The first segment is refused as an expired link would be: the player fetches the playlists again and plays.
    let refused = 0;
    await page.route(/\/master_\w+_\d+\.ts\?/, async (route) => {
      if (refused++ === 0)
        return route.fulfill({
          status: 403,
          contentType: 'application/xml',
          body: '<Error><Code>AccessDenied</Code></Error>',
        });
      return route.continue();
    });
    await page.goto(`/course/${courseId}/video/${videoId}`);

    const menu = page.getByRole('combobox', { name: 'Quality' });
    await menu.waitFor({ timeout: 30_000 });
    expect(await menu.locator('option').allTextContents()).toEqual(['Auto', '540p', '360p', '240p', 'Audio only']);
    const download = page
      .getByRole('region', { name: 'Lecture Notes' })
      .getByRole('button', { name: `Download ${notesTitle}` });
    await download.waitFor();
    await expectAccessible(page, 'the lecture page with the quality menu and its notes');

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(() => pictureHeight(page), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(1);
    expect(requested.filter((url) => new URL(url).pathname.endsWith('/hls/master.m3u8')).length).toBe(2);
    expect(
      requested.some((url) => new URL(url).pathname === `/api/courses/${courseId}/videos/${videoId}/hls/master.m3u8`),
    ).toBe(true);
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
      .poll(
        () =>
          page
            .locator('video')
            .evaluate(
              (video: HTMLVideoElement, from) => ({ height: video.videoHeight, on: video.currentTime > from + 1 }),
              before,
            ),
        { timeout: 30_000 },
      )
      .toEqual({ height: 0, on: true });
    expect(requested.some((url) => new URL(url).pathname.endsWith('/hls/master_audio.m3u8'))).toBe(true);

    // Speed, keys and resume work on the renditions as on the original file.
    const video = page.locator('video');
    await menu.selectOption('auto');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.videoHeight), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5');
    expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);
    const progressSaved = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(`/videos/${videoId}/progress`),
    );
    await video.focus();
    await page.keyboard.press('k');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const pausedAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    expect((await progressSaved).status()).toBe(200);
    // From here on, a slow network: each segment takes a second to come, so after the reload the
    // player has not buffered the whole clip by the time the links expire (below), however fast the
    // rest of the page is.
    await page.route(/\/master_\w+_\d+\.ts\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return route.fallback();
    });
    await page.reload();
    await menu.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(1);
    expect(
      Math.abs((await video.evaluate((element: HTMLVideoElement) => element.currentTime)) - pausedAt),
    ).toBeLessThan(1.5);
    expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5);

    // Links kept fresh: with the device's clock 9 minutes on (links live 10), a segment not loaded yet
    // comes from its rendition's playlist fetched again, and plays. The seek goes to a point the player
    // has not buffered (the end, or before where playback resumed when the end is buffered already),
    // so a segment must be loaded.
    const refetched = page.waitForRequest(
      (request) =>
        request.resourceType() === 'fetch' && /\/hls\/master_\w+\.m3u8$/.test(new URL(request.url()).pathname),
      { timeout: 30_000 },
    );
    const target = await video.evaluate((element: HTMLVideoElement) => {
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() + 9 * 60_000;
      const { buffered, duration } = element;
      const isBuffered = (time: number) =>
        Array.from({ length: buffered.length }, (_, index) => index).some(
          (index) => time >= buffered.start(index) - 0.5 && time <= buffered.end(index) + 0.5,
        );
      const seekTo = [duration - 4, duration - 8, 1].find((time) => !isBuffered(time));
      if (seekTo !== undefined) element.currentTime = seekTo;
      return seekTo ?? null;
    });
    expect(target, 'a point of the lecture not buffered yet').not.toBeNull();
    await refetched;
    await expect
      .poll(
        () =>
          video.evaluate(
            (element: HTMLVideoElement, seekTo: number) => ({
              there: element.currentTime >= seekTo - 0.5,
              picture: element.readyState >= 2 && element.videoHeight > 0,
            }),
            target as number,
          ),
        { timeout: 30_000 },
      )
      .toEqual({ there: true, picture: true });

    const file = page.waitForEvent('download');
    await download.click();
    const saved = await file;
    expect(saved.suggestedFilename()).toBe(`Polity handout ${stamp}.pdf`);
    const path = join(folder, 'downloaded.pdf');
    await saved.saveAs(path);
    expect(execFileSync('pdftotext', [path, '-']).toString()).toContain(`Fundamental Rights handout ${stamp}`);
    await page.context().close();
  }, 180_000);
});
