import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_MEDIA_DIR } from '#infra/local/seed-data.js';
import type { CourseVideo, StoredHomepageAd } from '#shared/types.js';
import { fetchPutPart, nodeUploadApi, startUpload } from '../support/upload-client.js';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall, logInAsSeedAdmin } from './session.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
let page: Page;
let token: string;
let courseId: string | undefined;
let adId: string | undefined;
const stamp = Date.now();
const courseTitle = `E2E Lectures ${stamp}`;
const adTitle = `E2E Admissions ${stamp}`;
const adTitleGu = `પ્રવેશ શરૂ ${stamp}`;

/** A lecture uploaded the way the admin's browser does it: start, one part to storage, complete. */
async function uploadLecture(title: string, order: number): Promise<CourseVideo> {
  const bytes = readFileSync(join(DEMO_MEDIA_DIR, 'lecture-1.webm'));
  const baseUrl = inject('baseUrl');
  const { uploadId } = await startUpload(
    baseUrl,
    token,
    courseId!,
    { name: 'lecture-1.webm', size: bytes.length, type: 'video/webm' },
    title,
    { order },
  );
  const uploads = nodeUploadApi(baseUrl, token, courseId!);
  const urls = await uploads.partUrls(uploadId, [1]);
  const etag = await fetchPutPart(urls.get(1)!, new Blob([bytes]), () => {}, new AbortController().signal);
  return uploads.complete(uploadId, [{ partNumber: 1, etag }]);
}

async function createAd(): Promise<StoredHomepageAd> {
  const upload = await apiCall<{ uploadUrl: string; imageKey: string }>(
    'POST',
    '/api/admin/homepage-ads/image-uploads',
    token,
    { contentType: 'image/png', size: PNG.length },
  );
  const put = await fetch(upload.uploadUrl, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } });
  expect(put.status).toBe(200);
  const { ad } = await apiCall<{ ad: StoredHomepageAd }>('POST', '/api/admin/homepage-ads', token, {
    title: adTitle,
    imageKey: upload.imageKey,
    redirectUrl: '/gpsc',
  });
  return ad;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await page.goto('/');
  await logInAsSeedAdmin(page);
  token = (await page.evaluate(() => localStorage.getItem('token')))!;
});

afterAll(async () => {
  // Other journeys read the home page's ads and the course list: leave them as they were.
  if (adId) await apiCall('DELETE', `/api/admin/homepage-ads/${adId}`, token);
  if (courseId) await apiCall('DELETE', `/api/courses/${courseId}`, token);
  await browser?.close();
});

const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('an admin editing content they already made', () => {
  it('renames a lecture, writes its description again and moves it down; students get the new order', async () => {
    ({
      course: { _id: courseId },
    } = await apiCall<{ course: { _id: string } }>('POST', '/api/courses', token, {
      title: courseTitle,
      description: 'Two lectures to put in order',
      price: 999,
      category: 'gpsc',
    }));
    const first = await uploadLecture('Lecture A', 1);
    const second = await uploadLecture('Lecture B', 2);

    await page.goto('/admin/courses');
    await page.getByLabel('Search courses').fill(courseTitle.toLowerCase());
    await page.getByRole('button', { name: `View videos of ${courseTitle}` }).click();
    const videos = page.getByRole('dialog', { name: `Videos: ${courseTitle}` });
    await videos.getByRole('heading', { name: 'Lecture A' }).waitFor();

    await videos.getByRole('button', { name: 'Edit Lecture A' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Video: Lecture A' });
    await edit.getByLabel('Title', { exact: true }).fill('The Preamble');
    await edit.getByLabel('Description', { exact: true }).fill('Read chapter 1 before this lecture.');
    await expectAccessible(page, 'the edit video dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Video updated successfully!');
    await videos.getByRole('heading', { name: 'The Preamble' }).waitFor();
    await videos.getByText('Read chapter 1 before this lecture.').waitFor();

    // From the keyboard, as a person without a mouse would.
    await videos.getByRole('button', { name: 'Move The Preamble down' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => await videos.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['Lecture B', 'The Preamble']);
    await expectAccessible(page, 'the videos dialog after a move');

    const listed = async () =>
      (await apiCall<{ videos: CourseVideo[] }>('GET', `/api/courses/${courseId}/videos`, token)).videos.map(
        (video) => [video._id, video.title, video.order],
      );
    await expect.poll(listed).toEqual([
      [second._id, 'Lecture B', 1],
      [first._id, 'The Preamble', 2],
    ]);

    await page.reload();
    await page.getByLabel('Search courses').fill(courseTitle.toLowerCase());
    await page.getByRole('button', { name: `View videos of ${courseTitle}` }).click();
    const reopened = page.getByRole('dialog', { name: `Videos: ${courseTitle}` });
    await reopened.getByRole('heading', { name: 'The Preamble' }).waitFor();
    expect(await reopened.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Lecture B', 'The Preamble']);
  });

  it('edits an ad with a Gujarati title, which a Gujarati reader sees on the home page', async () => {
    adId = (await createAd())._id;
    await page.goto('/admin/homepage-ads');
    await page.getByRole('button', { name: `Edit ${adTitle}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Ad' });
    await edit.getByLabel('Gujarati title').fill(adTitleGu);
    await edit.getByLabel('Gujarati description').fill('સવાર અને સાંજની બેચ');
    await expectAccessible(page, 'the edit ad dialog');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Ad updated successfully!');

    const reader = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    const gujaratiPage = await reader.newPage();
    await gujaratiPage.goto('/?lang=gu');
    const announcements = gujaratiPage.getByRole('region', { name: 'ઘોષણાઓ' });
    const card = announcements
      .getByRole('article')
      .filter({ has: gujaratiPage.getByRole('heading', { name: adTitleGu }) });
    await card.waitFor();
    expect(await card.textContent()).toContain('સવાર અને સાંજની બેચ');
    expect(await announcements.getByText(adTitle, { exact: true }).count()).toBe(0);
    await expectAccessible(gujaratiPage, 'the Gujarati home page with a translated ad');

    const english = await reader.newPage();
    await english.goto('/?lang=en');
    await english.getByRole('region', { name: 'Announcements' }).getByRole('heading', { name: adTitle }).waitFor();
    await reader.close();
  });
});
