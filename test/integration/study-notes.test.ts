/**
 * Study notes against the local stack (DynamoDB Local + s3rver): the browser's presigned upload, the
 * server's PDF check, enrolled-only downloads through short-lived signed links, and deletion of the
 * file with its notes, its lecture or its course.
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudyNote } from '#shared/types.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let admin: string;
let courseId: string;
let videoId: string;
let enrolled: Awaited<ReturnType<typeof registerStudent>>;
let outsider: Awaited<ReturnType<typeof registerStudent>>;
let pdf: Buffer;
let s3Module: typeof import('#lib/s3.js');

async function makePdf(text: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([400, 200]);
  page.drawText(text, { x: 40, y: 100, size: 16, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

async function startUpload(size: number, course = courseId) {
  return api<{ uploadUrl: string; fileKey: string }>('POST', `/api/admin/courses/${course}/notes/uploads`, {
    token: admin,
    body: { contentType: 'application/pdf', size },
  });
}

async function upload(bytes: Buffer) {
  const started = await startUpload(bytes.length);
  expect(started.status).toBe(200);
  const put = await fetch(started.body.uploadUrl, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.status).toBe(200);
  return started.body.fileKey;
}

async function saveNote(body: Record<string, unknown>, course = courseId) {
  return api<{ note: StudyNote }>('POST', `/api/admin/courses/${course}/notes`, { token: admin, body });
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3Module.s3().send(new HeadObjectCommand({ Bucket: s3Module.videoBucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function newCourse() {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: 'Notes course', description: 'With PDFs', price: 100 },
  });
  return reply.body.course._id;
}

beforeAll(async () => {
  useEmulators();
  s3Module = await import('#lib/s3.js');
  const { createVideo, videoObjectKey } = await import('#domain/media/videos.js');
  const { enroll } = await import('#domain/learning/enrollments.js');
  admin = await loginAdmin();
  courseId = await newCourse();
  videoId = (await createVideo(courseId, { title: 'Polity 1', objectKey: videoObjectKey(courseId, 'polity.mp4') }))._id;
  [enrolled, outsider] = await Promise.all([registerStudent(), registerStudent()]);
  await enroll(enrolled.id, courseId);
  pdf = await makePdf('Fundamental Rights, Part III');
});

describe('study notes', () => {
  it('uploads a PDF through the presigned flow; an enrolled student downloads the same bytes as an attachment', async () => {
    const fileKey = await upload(pdf);
    expect(fileKey).toMatch(new RegExp(`^uploads/notes/${courseId}/[0-9A-Z]{26}\\.pdf$`));
    const saved = await saveNote({
      fileKey,
      title: 'Polity: Fundamental Rights',
      titleGu: 'રાજ્યવ્યવસ્થા: મૂળભૂત અધિકારો',
      videoId,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.note).toMatchObject({
      courseId,
      videoId,
      title: 'Polity: Fundamental Rights',
      titleGu: 'રાજ્યવ્યવસ્થા: મૂળભૂત અધિકારો',
      size: pdf.length,
    });
    // Saved, the file moves from the upload area (which expires) to the course's notes.
    expect(`uploads/notes/${courseId}/${saved.body.note._id}.pdf`).toBe(fileKey);
    expect(await objectExists(fileKey)).toBe(false);
    expect(await objectExists(`media/notes/${courseId}/${saved.body.note._id}.pdf`)).toBe(true);
    const again = await saveNote({ fileKey, title: 'Polity: Fundamental Rights', videoId });
    expect(again.body.note._id).toBe(saved.body.note._id);

    const list = await api<{ notes: StudyNote[] }>('GET', `/api/courses/${courseId}/notes`, { token: enrolled.token });
    expect(list.status).toBe(200);
    expect(list.body.notes.map((note) => note._id)).toContain(saved.body.note._id);

    const link = await api<{ url: string; fileName: string; expiresAt: string }>(
      'GET',
      `/api/courses/${courseId}/notes/${saved.body.note._id}/download`,
      { token: enrolled.token },
    );
    expect(link.status).toBe(200);
    expect(link.body.fileName).toBe('Polity Fundamental Rights.pdf');
    const lifetime = new Date(link.body.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);
    expect(new URL(link.body.url).searchParams.get('X-Amz-Expires')).toBe('300');

    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Polity_Fundamental_Rights.pdf"; filename*=UTF-8''Polity%20Fundamental%20Rights.pdf`,
    );
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
  });

  it('gives a student not enrolled 403, a visitor 401, and a tampered link 403 from storage', async () => {
    const saved = await saveNote({ fileKey: await upload(pdf), title: 'Course plan' });
    const noteId = saved.body.note._id;
    expect((await api('GET', `/api/courses/${courseId}/notes`, { token: outsider.token })).status).toBe(403);
    expect(
      (await api('GET', `/api/courses/${courseId}/notes/${noteId}/download`, { token: outsider.token })).status,
    ).toBe(403);
    expect((await api('GET', `/api/courses/${courseId}/notes/${noteId}/download`)).status).toBe(401);

    const link = await api<{ url: string }>('GET', `/api/courses/${courseId}/notes/${noteId}/download`, {
      token: enrolled.token,
    });
    const tampered = new URL(link.body.url);
    tampered.searchParams.set('response-content-disposition', 'inline');
    expect((await fetch(tampered)).status).toBe(403);
    const otherKey = new URL(link.body.url);
    otherKey.pathname = otherKey.pathname.replace(noteId, '01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect((await fetch(otherKey)).status).toBe(403);
  });

  it('refuses a file that is not a PDF, even named .pdf, and deletes it', async () => {
    const fake = Buffer.from('<html>not a pdf at all</html>');
    const fileKey = await upload(fake);
    expect(await objectExists(fileKey)).toBe(true);
    const reply = await saveNote({ fileKey, title: 'chapter1.pdf' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toBe('The file is not a PDF; choose a PDF file and upload it again');
    expect(await objectExists(fileKey)).toBe(false);
  });

  it('refuses over 50 MB: in the presigned request, in a body of another size, and when the stored file is larger', async () => {
    const over = await startUpload(50 * 1024 * 1024 + 1);
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('Notes can be at most 50 MB');

    const small = await startUpload(pdf.length);
    const bigger = Buffer.concat([pdf, Buffer.alloc(1024)]);
    const put = await fetch(small.body.uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(bigger),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status).toBe(403);

    // A file larger than the limit in the upload area (as if the limit were bypassed): refused and removed.
    const fileKey = `uploads/notes/${courseId}/01ARZ3NDEKTSV4RRFFQ69G5FAV.pdf`;
    await s3Module.s3().send(
      new PutObjectCommand({
        Bucket: s3Module.videoBucket(),
        Key: fileKey,
        Body: Buffer.concat([pdf, Buffer.alloc(50 * 1024 * 1024)]),
        ContentType: 'application/pdf',
      }),
    );
    const reply = await saveNote({ fileKey, title: 'Too big' });
    expect(reply.status).toBe(413);
    expect(reply.body.error).toBe('Notes can be at most 50 MB');
    expect(await objectExists(fileKey)).toBe(false);
  });

  it('refuses a key of another course, a missing upload and an unknown lecture', async () => {
    const otherCourse = await newCourse();
    const fileKey = await upload(pdf);
    expect((await saveNote({ fileKey, title: 'Wrong course' }, otherCourse)).status).toBe(400);
    expect(
      (await saveNote({ fileKey: `uploads/notes/${courseId}/01ARZ3NDEKTSV4RRFFQ69G5FAV.pdf`, title: 'Missing' })).body
        .error,
    ).toBe('The PDF has not been uploaded yet; upload it and try again');
    // Another note's saved file is not an upload: it cannot be saved as new notes.
    const other = (await saveNote({ fileKey: await upload(pdf), title: 'Someone else' })).body.note;
    expect((await saveNote({ fileKey: `media/notes/${courseId}/${other._id}.pdf`, title: 'Copy' })).status).toBe(400);
    expect((await saveNote({ fileKey, title: 'No lecture', videoId: '01ARZ3NDEKTSV4RRFFQ69G5FAV' })).status).toBe(404);
  });

  it('deleting notes deletes their file; deleting a lecture or a course deletes its notes and files', async () => {
    const note = (await saveNote({ fileKey: await upload(pdf), title: 'To delete' })).body.note;
    const noteKey = `media/notes/${courseId}/${note._id}.pdf`;
    expect(await objectExists(noteKey)).toBe(true);
    expect((await api('DELETE', `/api/admin/courses/${courseId}/notes/${note._id}`, { token: admin })).status).toBe(
      200,
    );
    expect(await objectExists(noteKey)).toBe(false);
    expect((await api('DELETE', `/api/admin/courses/${courseId}/notes/${note._id}`, { token: admin })).status).toBe(
      404,
    );

    const { createVideo, videoObjectKey } = await import('#domain/media/videos.js');
    const lecture = await createVideo(courseId, {
      title: 'Polity 2',
      objectKey: videoObjectKey(courseId, 'polity2.mp4'),
    });
    const lectureNote = (await saveNote({ fileKey: await upload(pdf), title: 'Lecture 2 notes', videoId: lecture._id }))
      .body.note;
    const lectureKey = `media/notes/${courseId}/${lectureNote._id}.pdf`;
    const keptNote = (await saveNote({ fileKey: await upload(pdf), title: 'Kept' })).body.note;
    const keptKey = `media/notes/${courseId}/${keptNote._id}.pdf`;
    expect(await objectExists(lectureKey)).toBe(true);
    expect((await api('DELETE', `/api/courses/${courseId}/videos/${lecture._id}`, { token: admin })).status).toBe(200);
    expect(await objectExists(lectureKey)).toBe(false);
    expect(await objectExists(keptKey)).toBe(true);
    const left = await api<{ notes: StudyNote[] }>('GET', `/api/courses/${courseId}/notes`, { token: admin });
    expect(left.body.notes.some((item) => item.videoId === lecture._id)).toBe(false);

    const doomed = await newCourse();
    const started = await startUpload(pdf.length, doomed);
    await fetch(started.body.uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(pdf),
      headers: { 'content-type': 'application/pdf' },
    });
    const doomedNote = (await saveNote({ fileKey: started.body.fileKey, title: 'Gone with the course' }, doomed)).body
      .note;
    expect(await objectExists(`media/notes/${doomed}/${doomedNote._id}.pdf`)).toBe(true);
    expect((await api('DELETE', `/api/courses/${doomed}`, { token: admin })).status).toBe(200);
    expect(await objectExists(`media/notes/${doomed}/${doomedNote._id}.pdf`)).toBe(false);
  });

  it('an upload never saved is removed a day later (the lifecycle rule in AWS, its local stand-in here); saved notes stay', async () => {
    const unsaved = await upload(pdf);
    const saved = (await saveNote({ fileKey: await upload(pdf), title: 'Stays' })).body.note;
    const { expireOldExports } = await import('#infra/local/expire-exports.js');
    await expireOldExports(Date.now() + 60_000);
    expect(await objectExists(unsaved)).toBe(true);
    await expireOldExports(Date.now() + 25 * 3600_000);
    expect(await objectExists(unsaved)).toBe(false);
    expect(await objectExists(`media/notes/${courseId}/${saved._id}.pdf`)).toBe(true);
  });
});
