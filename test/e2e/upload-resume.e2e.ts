/**
 * An admin uploads a video of several parts from the browser: cancels one upload (nothing is left
 * on the server), then starts again, loses the page mid-way (a reload), and resumes by choosing the
 * same file: only the parts S3 did not have yet are sent again, and the video is recorded.
 * S3 part uploads are held back by the browser's request routing, so "mid-way" is exact: the small
 * last part is through, the two 16 MiB parts are not.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request, Route } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { logInAsSeedAdmin } from './session.js';

const MIB = 1024 * 1024;
/** The server's part size: two full parts and a small last one. */
const PART_SIZE = 16 * MIB;
const FILE_SIZE = 2 * PART_SIZE + 64 * 1024;

let browser: Browser;
let page: Page;
let adminToken: string;
let courseId: string;
const title = `E2E Resume ${Date.now()}`;
const folder = mkdtempSync(join(tmpdir(), 'coaching-upload-'));
const file = join(folder, 'resume-lecture.webm');

const isPartUpload = (request: Request) =>
  request.method() === 'PUT' && new URL(request.url()).searchParams.has('partNumber');
const partNumberOf = (request: Request) => Number(new URL(request.url()).searchParams.get('partNumber'));

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Lets the last part through and holds the full-size ones until the page goes away. */
async function holdFullParts(): Promise<void> {
  await page.route(
    (url) => url.searchParams.has('partNumber'),
    (route: Route) => {
      const request = route.request();
      if (request.method() !== 'PUT' || partNumberOf(request) === 3) return route.continue();
      // Never answered: the upload stays in flight until it is cancelled or the page reloads.
      return undefined;
    },
  );
}

async function openUploadDialog() {
  await page.goto('/admin/courses');
  await page.getByLabel('Search courses').fill(title.toLowerCase());
  await page.getByRole('button', { name: `Add video to ${title}` }).click();
  return page.getByRole('dialog');
}

/** Starts an upload and waits until S3 has the last part (and so the browser saved where it is). */
async function startUploadUntilLastPartIsIn() {
  const dialog = await openUploadDialog();
  await dialog.getByLabel('Video file').setInputFiles(file);
  await dialog.getByLabel('Title').fill('Resumable lesson');
  await dialog.getByLabel('Duration (seconds)').fill('600');
  const started = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/videos\/uploads$/.test(response.url()),
  );
  const lastPart = page.waitForResponse(
    (response) => isPartUpload(response.request()) && partNumberOf(response.request()) === 3,
  );
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  const { uploadId } = (await (await started).json()) as { uploadId: string };
  expect((await lastPart).status()).toBe(200);
  return { dialog, uploadId };
}

beforeAll(async () => {
  writeFileSync(file, randomBytes(FILE_SIZE));
  const login = await fetch(`${inject('baseUrl')}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(inject('seedAdmin')),
  });
  adminToken = ((await login.json()) as { token: string }).token;
  const created = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    title,
    description: 'Uploads that survive a reload',
    price: 999,
    category: 'gpsc',
  });
  expect(created.status).toBe(201);
  courseId = created.body.course._id;

  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto('/');
  await logInAsSeedAdmin(page);
});

afterAll(async () => {
  // The other journeys open the first course of the list: this one, without features, is not theirs.
  if (courseId) await api('DELETE', `/api/courses/${courseId}`);
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a video upload of several parts', () => {
  it('cancelled: the server forgets it and the browser offers nothing to resume', async () => {
    await holdFullParts();
    const { dialog, uploadId } = await startUploadUntilLastPartIsIn();
    await dialog.getByRole('button', { name: 'Cancel upload' }).click();
    await dialog.getByText('Upload cancelled.').waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    expect(await page.evaluate((id) => localStorage.getItem(`videoUpload:${id}`), courseId)).toBeNull();
    const parts = await api<{ code: string }>('GET', `/api/courses/${courseId}/videos/uploads/${uploadId}/parts`);
    expect(parts.status).toBe(404);
    expect(parts.body.code).toBe('upload_not_found');
  });

  it('interrupted by a reload: choosing the same file again sends only the missing parts and records the video', async () => {
    await holdFullParts();
    await startUploadUntilLastPartIsIn();
    // Reload while the held parts still hang, then stop holding: a part let go before the reload could
    // reach S3 after all, and the resume would rightly not send it again.
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    const sentAfterReload: number[] = [];
    page.on('request', (request) => {
      if (isPartUpload(request)) sentAfterReload.push(partNumberOf(request));
    });
    const dialog = await openUploadDialog();
    await dialog
      .getByText('An upload of resume-lecture.webm was interrupted. Choose the same file to resume it.')
      .waitFor();
    await dialog.getByLabel('Video file').setInputFiles(file);
    await expect.poll(() => dialog.getByLabel('Title').inputValue()).toBe('Resumable lesson');
    await dialog.getByLabel('Duration (seconds)').fill('600');
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await page.getByText('Video uploaded successfully!', { exact: true }).first().waitFor({ timeout: 60_000 });

    expect(sentAfterReload.sort()).toEqual([1, 2]);
    expect(await page.evaluate((id) => localStorage.getItem(`videoUpload:${id}`), courseId)).toBeNull();
    const videos = await api<{ videos: { title: string }[] }>('GET', `/api/admin/courses/${courseId}/videos`);
    expect(videos.body.videos.map((video) => video.title)).toEqual(['Resumable lesson']);
  });
});
