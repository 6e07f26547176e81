import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Dialog, Page } from 'playwright-core';
import { DEMO_MEDIA_DIR } from '#infra/local/seed-data.js';
import { launchBrowser } from './browser.js';
import { logInAsSeedAdmin } from './session.js';

let browser: Browser;
let page: Page;
/** Answers the browser's alert/confirm/prompt boxes; each test step says how. */
let answer: (dialog: Dialog) => Promise<void> = (dialog) => dialog.accept();
const seen: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void answer(dialog);
  });
  await page.goto('/');
  await logInAsSeedAdmin(page);
});
afterAll(async () => {
  await browser?.close();
});

const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('an admin managing content', () => {
  const title = `E2E Polity ${Date.now()}`;

  it('creates a course with features, uploads a video with a progress bar to 100%, finds it by search, edits its price and deletes the video', async () => {
    await page.goto('/admin/courses/new');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Indian polity for GPSC and UPSC');
    await page.getByLabel('Price (₹)').fill('4999');
    await page.getByLabel('Category').selectOption('upsc');
    const feature = page.getByLabel('New feature');
    await feature.fill('Weekly tests');
    await feature.press('Enter');
    await feature.fill('Printed notes');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('complementary', { name: 'Preview' }).getByText('Printed notes').waitFor();
    await page.getByRole('button', { name: 'Create Course' }).click();
    await page.waitForURL('**/admin/courses');
    expect(seen).toContain('Course created successfully!');

    await page.getByLabel('Search courses').fill(title.toLowerCase());
    await page.getByText(/^Showing 1 of \d+ courses$/).waitFor();

    await page.getByRole('button', { name: `Add video to ${title}` }).click();
    const upload = page.getByRole('dialog');
    await upload.getByLabel('Video file').setInputFiles(join(DEMO_MEDIA_DIR, 'lecture-1.webm'));
    await upload.getByLabel('Title').fill('Lesson one');
    // The bar is gone once the dialog closes, so remember the highest value it ever showed.
    await page.evaluate(() => {
      const state = window as unknown as { maxUploadPercent: number };
      state.maxUploadPercent = 0;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
        state.maxUploadPercent = Math.max(state.maxUploadPercent, Number(bar?.getAttribute('aria-valuenow') ?? 0));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await upload.getByRole('button', { name: 'Upload Video' }).click();
    await toast('Video uploaded successfully!');
    expect(await page.evaluate(() => (window as unknown as { maxUploadPercent: number }).maxUploadPercent)).toBe(100);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Price (₹)').fill('5999');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast('Course updated successfully!');
    await page.getByRole('row').filter({ hasText: title }).getByText('₹5,999').waitFor();

    await page.getByRole('button', { name: `View videos of ${title}` }).click();
    const videos = page.getByRole('dialog');
    await videos.getByText('Lesson one').waitFor();
    answer = (dialog) => dialog.accept();
    await videos.getByRole('button', { name: 'Delete Lesson one' }).click();
    await toast('Video deleted successfully!');
    expect(seen).toContain('Are you sure you want to delete this video? This action cannot be undone.');
    await videos.getByText('No videos in this course yet.').waitFor();
  });

  it('creates, edits and deletes a test series', async () => {
    const series = `E2E Mock Series ${Date.now()}`;
    await page.goto('/admin/test-series');
    await page.getByRole('button', { name: 'Add Test Series' }).first().click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Title', { exact: true }).fill(series);
    await form.getByLabel('Description', { exact: true }).fill('Sectional and full mocks');
    await form.getByLabel('Price (₹)').fill('499.50');
    await form.getByLabel('Number of Tests').fill('12');
    await form.getByLabel('Category').selectOption('gpsc');
    answer = (dialog) => (dialog.type() === 'prompt' ? dialog.accept('Detailed solutions') : dialog.accept());
    await form.getByRole('button', { name: 'Add Feature' }).click();
    await form.getByText('Detailed solutions').waitFor();
    await form.getByRole('button', { name: 'Create Test Series' }).click();
    await toast('Test series created successfully!');
    await page.getByRole('heading', { name: series }).waitFor();

    await page.getByRole('button', { name: `Edit ${series}` }).click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Price (₹)').fill('599');
    await edit.getByRole('button', { name: 'Update Test Series' }).click();
    await toast('Test series updated successfully!');

    answer = (dialog) => dialog.accept();
    await page.getByRole('button', { name: `Delete ${series}` }).click();
    await toast('Test series deleted successfully!');
    expect(seen).toContain('Are you sure you want to delete this test series?');
    await expect.poll(() => page.getByRole('heading', { name: series }).count()).toBe(0);
  });
});
