import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser } from './browser.js';
import { demoCourse, logInAsDemoStudent, logInAsSeedAdmin } from './session.js';

let browser: Browser;
let dir: string;

async function writePdf(name: string, text: string): Promise<string> {
  const document = await PDFDocument.create();
  document.addPage([400, 200]).drawText(text, { x: 40, y: 100, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
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
  it('an admin attaches PDFs to a lecture and to the course; an enrolled student downloads the lecture notes', async () => {
    const course = await demoCourse();
    const lecture = course.videos[0]!;
    const stamp = Date.now();
    const lectureTitle = `Lecture handout ${stamp}`;
    const courseTitle = `Course syllabus ${stamp}`;

    const adminContext = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    await admin.goto('/');
    await logInAsSeedAdmin(admin);
    await admin.goto('/admin/courses');
    await admin.getByRole('button', { name: `View videos of ${course.title}` }).click();
    const videos = admin.getByRole('dialog', { name: `Videos: ${course.title}` });

    await videos.getByRole('button', { name: `Notes of ${lecture.title}` }).click();
    const lectureDialog = admin.getByRole('dialog', { name: `Notes: ${lecture.title}` });
    await lectureDialog.getByLabel('Title', { exact: true }).fill(lectureTitle);
    await lectureDialog.getByLabel('PDF file').setInputFiles(await writePdf('handout.pdf', `Fundamental Rights handout ${stamp}`));
    await lectureDialog.getByRole('button', { name: 'Upload Notes' }).click();
    await lectureDialog.getByRole('listitem').filter({ hasText: lectureTitle }).waitFor();
    await expectAccessible(admin, 'the lecture notes dialog');
    await admin.keyboard.press('Escape');
    await lectureDialog.waitFor({ state: 'detached' });

    const courseNotes = videos.getByRole('region', { name: 'Course Notes' });
    await courseNotes.getByLabel('Title', { exact: true }).fill(courseTitle);
    await courseNotes.getByLabel('PDF file').setInputFiles(await writePdf('syllabus.pdf', `Syllabus ${stamp}`));
    await courseNotes.getByRole('button', { name: 'Upload Notes' }).click();
    await courseNotes.getByRole('listitem').filter({ hasText: courseTitle }).waitFor();
    await adminContext.close();

    const studentContext = await browser.newContext({ baseURL: inject('baseUrl'), viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const student = await studentContext.newPage();
    await student.goto('/');
    await logInAsDemoStudent(student);

    await student.goto(`/course/${course.courseId}`);
    await student.getByRole('region', { name: 'Study Notes' }).getByRole('button', { name: `Download ${courseTitle}` }).waitFor();

    await student.goto(`/course/${course.courseId}/video/${lecture._id}`);
    const notes = student.getByRole('region', { name: 'Lecture Notes' });
    const download = student.waitForEvent('download');
    await notes.getByRole('button', { name: `Download ${lectureTitle}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Lecture handout ${stamp}.pdf`);
    const path = join(dir, 'downloaded.pdf');
    await file.saveAs(path);
    expect(execFileSync('pdftotext', [path, '-']).toString()).toContain(`Fundamental Rights handout ${stamp}`);
    await expectAccessible(student, 'the lecture page with its notes');
    await studentContext.close();
  });
});
