/**
 * Notes for a whole course: an admin attaches a PDF in the course's video list, and an enrolled
 * student finds it on the course page. A lecture's own notes are in the lecture journey.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { apiPost, demoCourse, signedInPage } from './session.js';

let browser: Browser;
let dir: string;

async function writePdf(name: string, text: string): Promise<string> {
  const document = await PDFDocument.create();
  document
    .addPage([400, 200])
    .drawText(text, { x: 40, y: 100, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  const path = join(dir, name);
  writeFileSync(path, await document.save());
  return path;
}

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'study-notes-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('study notes', () => {
  it('an admin attaches a PDF to the course; an enrolled student finds its Download button on the course page', async () => {
    const [course, { token: adminToken }] = await Promise.all([
      demoCourse(),
      apiPost<{ token: string }>('/api/auth/admin/login', inject('seedAdmin')),
    ]);
    const courseTitle = `Course syllabus ${Date.now()}`;

    const admin = await signedInPage(browser, adminToken);
    await admin.goto('/admin/courses');
    await admin.getByRole('button', { name: `View videos of ${course.title}` }).click();
    const courseNotes = admin
      .getByRole('dialog', { name: `Videos: ${course.title}` })
      .getByRole('region', { name: 'Course Notes' });
    await courseNotes.getByLabel('Title', { exact: true }).fill(courseTitle);
    await courseNotes.getByLabel('PDF file').setInputFiles(await writePdf('syllabus.pdf', courseTitle));
    await courseNotes.getByRole('button', { name: 'Upload Notes' }).click();
    await courseNotes.getByRole('listitem').filter({ hasText: courseTitle }).waitFor();
    await admin.context().close();

    const student = await signedInPage(browser, course.token);
    await student.goto(`/course/${course.courseId}`);
    await student
      .getByRole('region', { name: 'Study Notes' })
      .getByRole('button', { name: `Download ${courseTitle}` })
      .waitFor();
    await student.context().close();
  });
});
