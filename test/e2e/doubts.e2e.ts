/**
 * A doubt on a lecture, in Chromium: a student on a 360 px phone, reading Gujarati, asks a doubt pinned to
 * the moment the video is at; the faculty queue answers it; the student reads the answer under the
 * lecture and its time seeks the video back to that moment.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.js';
import { apiCall, demoCourse, signedInPage } from './session.js';

let browser: Browser;
let adminToken: string;
let studentToken: string;
let course: Awaited<ReturnType<typeof demoCourse>>;
const stamp = Date.now();
const doubtText = `કલમ 21 માં ગોપનીયતાનો અધિકાર આવે? ${stamp}`;
const answerText = `Yes: Puttaswamy, 2017 (${stamp})`;

/** A new student enrolled in the demo course (UPI, approved), whose account speaks Gujarati. */
async function gujaratiStudent(): Promise<string> {
  const { token } = await apiCall<{ token: string }>('POST', '/api/auth/student/register', undefined, {
    name: 'શંકા વિદ્યાર્થી',
    email: `doubts.${stamp}@example.com`,
    mobile: '9000000021',
    password: 'secret123',
  });
  await apiCall('PUT', '/api/auth/profile/language', token, { language: 'gu' });
  const utrNumber = `DBT${String(stamp).slice(-9)}`;
  await apiCall('POST', '/api/upi-payments/submit-utr', token, { courseId: course.courseId, utrNumber });
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

const videoTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await apiCall<{ token: string }>('POST', '/api/auth/admin/login', undefined, inject('seedAdmin')))
    .token;
  course = await demoCourse();
  studentToken = await gujaratiStudent();
});

afterAll(async () => {
  await browser?.close();
});

describe('a doubt on a lecture', () => {
  it('is asked at the moment of the video on a phone in Gujarati, answered from the queue, and seeks back there', async () => {
    const lecture = `/course/${course.courseId}/video/${course.videos[0]!._id}`;
    const student = await signedInPage(browser, studentToken, { viewport: { width: 360, height: 740 } });
    await student.goto(lecture);
    await student.getByRole('heading', { level: 1, name: course.videos[0]!.title }).waitFor();
    expect(await student.getAttribute('html', 'lang')).toBe('gu');
    await student.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<void>((resolve) => {
          const seek = () => {
            video.addEventListener('seeked', () => resolve(), { once: true });
            video.currentTime = 5;
          };
          if (video.readyState >= 1) seek();
          else video.addEventListener('loadedmetadata', seek, { once: true });
        }),
    );

    await student.getByRole('button', { name: 'શંકા પૂછો' }).click();
    await student.getByText('તમારી શંકા લેક્ચરના 0:05 સમય સાથે જોડાશે.').waitFor();
    await student.getByLabel('તમારી શંકા', { exact: true }).fill(doubtText);
    await student.getByRole('button', { name: 'શંકા મોકલો' }).click();
    await student.getByRole('status').filter({ hasText: 'તમારી શંકા મોકલાઈ ગઈ છે' }).waitFor();
    await student.getByText('જવાબની રાહ જોવાય છે').waitFor();
    // Nothing wider than the phone's screen.
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(student, 'the lecture with its doubts, on a phone');

    const staff = await signedInPage(browser, adminToken);
    await staff.goto('/admin/doubts');
    const queued = staff.getByRole('listitem').filter({ hasText: doubtText });
    await queued.getByText(/Lecture: .* at 0:05/).waitFor();
    await queued.getByRole('button', { name: 'Answer' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Answer the doubt' });
    await dialog.getByLabel('Your answer').fill(answerText);
    await dialog.getByRole('button', { name: 'Send answer' }).click();
    await staff.getByRole('status').filter({ hasText: 'Answer sent' }).waitFor();
    await expectAccessible(staff, 'the doubts queue');

    await student.reload();
    const answered = student.getByRole('listitem').filter({ hasText: doubtText });
    await answered.getByText(answerText).waitFor();
    await student.locator('video').evaluate((video: HTMLVideoElement) => {
      video.currentTime = 0;
    });
    await answered.getByRole('button', { name: 'લેક્ચર 0:05થી ચલાવો' }).click();
    await expect.poll(() => videoTime(student)).toBeCloseTo(5, 0);
    expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
