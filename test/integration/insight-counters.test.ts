/**
 * The counters the admin figures are read from, checked against the items themselves: the test
 * scans the table (its own ground truth, computed from what each counter is defined to count) before
 * and after a mixed sequence of registrations, card, UPI and offline payments, approvals,
 * rejections, uploads and deletions, and the counters must have moved exactly as the items did.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runMultipartUpload } from '#shared/multipart-upload.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { countersOf, difference, figuresOf, scanTable } from '../support/ledger.js';
import {
  checkoutResult,
  createOrder,
  gatewayPaymentId,
  sendWebhook,
  verify,
  webhookBody,
} from '../support/payments.js';
import { fetchPutPart, nodeUploadApi, startUpload } from '../support/upload-client.js';

let admin: string;
const freshUtr = () => randomBytes(6).toString('hex').toUpperCase();

beforeAll(async () => {
  admin = await loginAdmin();
});

async function createCourse(title: string, price: number) {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'Counted course', price, category: 'ssc' },
  });
  if (reply.status !== 201) throw new Error(`course: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.course._id;
}

async function uploadVideo(courseId: string, title: string) {
  const file = new Blob([randomBytes(1024)], { type: 'video/mp4' });
  const session = await startUpload(
    inject('apiUrl'),
    admin,
    courseId,
    { name: 'clip.mp4', size: file.size },
    title,
    {},
  );
  return runMultipartUpload({
    file,
    uploadId: session.uploadId,
    partSize: session.partSize,
    api: nodeUploadApi(inject('apiUrl'), admin, courseId),
    putPart: fetchPutPart,
  });
}

async function submitUtr(token: string, courseId: string) {
  const utrNumber = freshUtr();
  const reply = await api('POST', '/api/upi-payments/submit-utr', { token, body: { courseId, utrNumber } });
  expect(reply.status).toBe(200);
  const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
    token: admin,
  });
  return pending.body.items.find((item) => item.utrNumber === utrNumber)!._id;
}

function offline(studentId: string, courseId: string, amount: number, reference: string) {
  return api('POST', `/api/admin/students/${studentId}/offline-payments`, {
    token: admin,
    body: { courseId, amount, mode: 'cash', paidOn: '2026-04-02', reference },
  });
}

describe('counters after a mixed sequence', () => {
  it('move exactly as the items they count do', async () => {
    const before = await scanTable();

    // Registrations, one burst of them at once (they all add to the one student counter).
    const students = await Promise.all(Array.from({ length: 8 }, () => registerStudent()));
    const [asha, bela, chirag, dev] = students as [
      (typeof students)[0],
      (typeof students)[0],
      (typeof students)[0],
      (typeof students)[0],
    ];

    // Courses and videos: uploaded through S3, one deleted again, one course deleted with its videos.
    const kept = await createCourse('Counted GPSC course', 1500);
    const doomed = await createCourse('Counted course to delete', 800);
    await uploadVideo(kept, 'Kept lecture 1');
    const second = await uploadVideo(kept, 'Lecture deleted later');
    await uploadVideo(doomed, 'Goes with its course');
    await uploadVideo(doomed, 'Also goes with its course');
    expect((await api('DELETE', `/api/courses/${kept}/videos/${second._id}`, { token: admin })).status).toBe(200);

    // UPI: one approved, one rejected, one left waiting; the doomed course gets an approved one too.
    expect(
      (await api('POST', `/api/upi-payments/${await submitUtr(asha.token, kept)}/approve`, { token: admin })).status,
    ).toBe(200);
    expect(
      (
        await api('POST', `/api/upi-payments/${await submitUtr(bela.token, kept)}/reject`, {
          token: admin,
          body: { reason: 'Not in the statement' },
        })
      ).status,
    ).toBe(200);
    await submitUtr(chirag.token, kept);
    expect(
      (await api('POST', `/api/upi-payments/${await submitUtr(dev.token, doomed)}/approve`, { token: admin })).status,
    ).toBe(200);

    // Offline: a new enrolment, an instalment from a student already enrolled, the same payment sent
    // again (answered with the first, counted once), a repeated reference for another amount (another instalment, counted).
    expect((await offline(bela.id, kept, 750, 'CASH-001')).status).toBe(201);
    const instalment = await offline(asha.id, kept, 500.5, 'CASH-002');
    expect(instalment.status).toBe(201);
    const again = await offline(asha.id, kept, 500.5, 'cash-002');
    expect(again.status).toBe(200);
    expect((again.body as { payment: { _id: string } }).payment._id).toBe(
      (instalment.body as { payment: { _id: string } }).payment._id,
    );
    expect((await offline(asha.id, kept, 600, 'cash-002')).status).toBe(201);

    // Card: one paid (verify, then the same by webhook), one failed, one abandoned.
    const paid = await createOrder({ course: 'upsc' });
    expect((await verify(checkoutResult(paid.orderId))).status).toBe(200);
    await sendWebhook(webhookBody('order.paid', paid, gatewayPaymentId()));
    const failed = await createOrder({ course: 'gpsc', includeMaterial: true });
    expect((await sendWebhook(webhookBody('payment.failed', failed, gatewayPaymentId()))).status).toBe(200);
    await createOrder({ course: 'gpsc' });

    expect((await api('DELETE', `/api/courses/${doomed}`, { token: admin })).status).toBe(200);

    const after = await scanTable();
    const truth = difference(figuresOf(after), figuresOf(before));
    expect(difference(countersOf(after), countersOf(before))).toEqual(truth);
    // The sequence did what it set out to do (so the comparison above compared something).
    expect(truth).toMatchObject({
      studentCount: 8,
      courseCount: 1,
      videoCount: 1,
      ledgerCount: 8,
      receivedCount: 6,
      revenuePaise: (1500 + 800 + 750 + 500.5 + 600 + 35846) * 100,
    });
    expect(truth.byCourse[`COURSE#${kept}`]).toEqual({
      revenuePaise: (1500 + 750 + 500.5 + 600) * 100,
      receivedCount: 4,
      enrollmentCount: 2,
    });
    // A deleted course keeps its money in the figures; its enrolment went with it.
    expect(truth.byCourse[`COURSE#${doomed}`]).toEqual({ revenuePaise: 80000, receivedCount: 1, enrollmentCount: 0 });
    expect(truth.byCourse['DIRECT#upsc']).toEqual({ revenuePaise: 3584600, receivedCount: 1, enrollmentCount: 0 });

    // What the dashboard answers is what the counters say.
    const dashboard = await api<{ stats: Record<string, number> }>('GET', '/api/admin/dashboard', { token: admin });
    const counters = countersOf(after);
    expect(dashboard.body.stats).toEqual({
      totalStudents: counters.studentCount,
      totalCourses: counters.courseCount,
      totalVideos: counters.videoCount,
      totalRevenue: counters.revenuePaise / 100,
    });
  });
});
