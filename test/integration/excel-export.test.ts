/**
 * The Excel export end to end: written to the local S3 by the streaming writer, downloaded through
 * its presigned link, and opened with a real reader (openpyxl). Row counts and totals must equal the
 * ledger's, computed here from a scan of the table.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { scanTable, type Item } from '../support/ledger.js';
import { checkoutResult, createOrder, DELIVERY, verify } from '../support/payments.js';
import { readWorkbook, textCellQuotePrefixes } from '../support/xlsx.js';

let admin: string;
const folder = mkdtempSync(join(tmpdir(), 'coaching-export-'));
const exportId = () => randomBytes(10).toString('hex');

interface ExportReply {
  url: string;
  fileName: string;
  payments: number;
  students: number;
  expiresAt: string;
}

beforeAll(async () => {
  admin = await loginAdmin();
  const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: 'Export course', description: 'Exported', price: 1234, category: 'upsc' },
  });
  const student = await registerStudent({ name: 'Export Student' });
  await api('POST', `/api/admin/students/${student.id}/offline-payments`, {
    token: admin,
    body: {
      courseId: course.body.course._id,
      amount: 999.99,
      mode: 'bank_transfer',
      paidOn: '2026-04-01',
      reference: 'NEFT-1',
    },
  });
  // A UPI payment left pending, for another course (the student is enrolled in this one now).
  const upiCourse = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title: 'Export UPI course', description: 'Pending', price: 777, category: 'upsc' },
  });
  const utrNumber = randomBytes(6).toString('hex').toUpperCase();
  const submitted = await api('POST', '/api/upi-payments/submit-utr', {
    token: student.token,
    body: { courseId: upiCourse.body.course._id, utrNumber },
  });
  expect(submitted.status).toBe(200);
  const order = await createOrder({ course: 'gpsc', includeMaterial: true });
  await verify(checkoutResult(order.orderId));
  // A test series bought by UPI and approved.
  const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title: 'Export series', description: 'Mock tests', price: 499, category: 'gpsc', numberOfTests: 5 },
  });
  const seriesUtr = randomBytes(6).toString('hex').toUpperCase();
  await api('POST', `/api/test-series/${series.body.testSeries._id}/upi/submit-utr`, {
    token: student.token,
    body: { utrNumber: seriesUtr },
  });
  const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
    token: admin,
  });
  const seriesPaymentId = pending.body.items.find((item) => item.utrNumber === seriesUtr)!._id;
  expect((await api('POST', `/api/upi-payments/${seriesPaymentId}/approve`, { token: admin })).status).toBe(200);
  await createOrder({ course: 'upsc' });
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

const PAYMENT_COLUMNS = [
  'Date',
  'Receipt number',
  'UTR',
  'Offline reference',
  'Method',
  'Status',
  'Name',
  'Mobile / Email',
  'Course',
  'For',
  'Order amount (₹)',
  'Amount received (₹)',
  'Refunded (₹)',
  'Received less refunds (₹)',
  'Coupon',
  'Discount (₹)',
  'Delivery address',
  'PIN code',
  'Delivery email',
];
const [RECEIPT, UTR, REFERENCE, STATUS, NAME, ORDER_AMOUNT, RECEIVED] = [1, 2, 3, 5, 6, 10, 11];

async function downloadFile(): Promise<string> {
  const reply = await api<ExportReply>('GET', `/api/export/excel?exportId=${exportId()}`, { token: admin });
  expect(reply.status).toBe(200);
  const file = join(folder, `${exportId()}.xlsx`);
  writeFileSync(file, Buffer.from(await (await fetch(reply.body.url)).arrayBuffer()));
  return file;
}

async function downloadWorkbook() {
  return readWorkbook(await downloadFile());
}

/** The ledger's rows in the export: every payment but card orders never paid (they expire, and carry no money). */
const isPayment = (item: Item) =>
  String(item.pk).startsWith('PAYMENT#') &&
  item.sk === 'PAYMENT' &&
  !(item.method === 'card' && (item.status === 'created' || item.status === 'failed'));
const rupees = (paise: number) => Math.round(paise) / 100;

describe('GET /api/export/excel', () => {
  it('writes every payment and every student; the file opens in a real reader with the ledger’s rows and totals', async () => {
    const id = exportId();
    const reply = await api<ExportReply>('GET', `/api/export/excel?exportId=${id}`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.fileName).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const link = new URL(reply.body.url);
    expect(link.pathname).toMatch(new RegExp(`/exports/${id}\\.xlsx$`));
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);

    const download = await fetch(reply.body.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${reply.body.fileName}"`);
    const file = join(folder, reply.body.fileName);
    writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    const sheets = readWorkbook(file);

    const items = await scanTable();
    const ledger = items.filter(isPayment);
    const students = items.filter((item) => item.sk === 'PROFILE' && item.role === 'student');
    expect(Object.keys(sheets)).toEqual(['Payments', 'Students', 'Test series', 'Dues']);
    expect(sheets.Payments!.header).toEqual(PAYMENT_COLUMNS);
    expect(sheets.Payments!.rows).toHaveLength(ledger.length);
    expect(reply.body.payments).toBe(ledger.length);
    const amountOf = (row: unknown[], column: number) => Math.round(((row[column] as number | null) ?? 0) * 100);
    expect(rupees(sheets.Payments!.rows.reduce((sum, row) => sum + amountOf(row, ORDER_AMOUNT), 0))).toBe(
      rupees(ledger.reduce((sum, item) => sum + (item.amountPaise as number), 0)),
    );
    // Money that arrived, whether or not some of it went back later (Refunded is a column of its own).
    const received = ledger.filter((item) =>
      ['paid', 'approved', 'partially_refunded', 'refunded'].includes(item.status as string),
    );
    expect(rupees(sheets.Payments!.rows.reduce((sum, row) => sum + amountOf(row, RECEIVED), 0))).toBe(
      rupees(received.reduce((sum, item) => sum + (item.amountPaise as number), 0)),
    );
    // Each payment's row, as the ledger has it.
    const offline = ledger.find((item) => item.reference === 'NEFT-1')!;
    expect(sheets.Payments!.rows).toContainEqual([
      '2026-04-01T00:00:00',
      offline.receiptNumber,
      null,
      'NEFT-1',
      'Offline (Bank transfer)',
      'Approved',
      'Export Student',
      offline.mobile,
      'Export course',
      'Video course',
      999.99,
      999.99,
      0,
      999.99,
      // No material to courier: the delivery columns are empty (the reader leaves trailing empty cells out).
    ]);
    // The order that was never paid is not in it.
    expect(sheets.Payments!.rows.some((row) => row[STATUS] === 'Not completed')).toBe(false);
    expect(offline.receiptNumber).toMatch(/^GA-\d{2}-\d{2}-\d{6}$/);
    // This file's own card payment (other files' payments share the stack): /gpsc with material.
    const card = ledger.find(
      (item) =>
        item.method === 'card' &&
        item.status === 'paid' &&
        item.courseId === 'gpsc' &&
        (item.materialPaise as number) > 0,
    )!;
    const cardAmount = rupees(card.amountPaise as number);
    expect(sheets.Payments!.rows.find((row) => row[RECEIPT] === card.receiptNumber)).toEqual([
      expect.any(String),
      card.receiptNumber,
      null,
      null,
      'Card',
      'Paid',
      card.name,
      card.mobile,
      card.courseTitle,
      'Card programme (/gpsc)',
      cardAmount,
      cardAmount,
      0,
      cardAmount,
      // No coupon and no discount on a /gpsc card payment.
      null,
      null,
      DELIVERY.deliveryAddress,
      DELIVERY.pinCode,
      DELIVERY.email,
    ]);
    // A test series' payment says so, and the series has its own row of figures.
    const seriesPayment = ledger.find(
      (item) => item.product === 'test-series' && item.courseTitle === 'Export series',
    )!;
    const seriesRow = sheets.Payments!.rows.find((row) => row[UTR] === seriesPayment.utrNumber)!;
    expect(seriesRow[RECEIPT]).toBe(seriesPayment.receiptNumber);
    expect(seriesRow[REFERENCE]).toBeNull();
    expect(seriesRow[9]).toBe('Test series');
    // A UPI payment still pending: its UTR, and no receipt yet.
    const pendingUpi = ledger.find(
      (item) => item.method === 'upi' && item.status === 'pending' && item.courseTitle === 'Export UPI course',
    )!;
    const pendingRow = sheets.Payments!.rows.find((row) => row[UTR] === pendingUpi.utrNumber)!;
    expect([pendingRow[RECEIPT], pendingRow[REFERENCE], pendingRow[STATUS]]).toEqual([null, null, 'Pending']);
    // Every row's three references are the ledger's, each in its own column.
    for (const item of ledger) {
      const row = sheets.Payments!.rows.find(
        (candidate) =>
          (item.receiptNumber !== undefined && candidate[RECEIPT] === item.receiptNumber) ||
          (item.utrNumber !== undefined && candidate[UTR] === item.utrNumber),
      );
      if (!row) continue;
      expect([row[RECEIPT], row[UTR], row[REFERENCE]]).toEqual([
        item.receiptNumber ?? null,
        item.utrNumber ?? null,
        item.reference ?? null,
      ]);
    }
    expect(sheets['Test series']!.header).toEqual([
      'Test series',
      'Students who bought it',
      'Payments',
      'Received less refunds (₹)',
      'Refunded (₹)',
    ]);
    const seriesReceived = received.filter(
      (item) => item.product === 'test-series' && item.courseId === seriesPayment.courseId,
    );
    expect(sheets['Test series']!.rows).toContainEqual([
      seriesPayment.courseTitle,
      expect.any(Number),
      seriesReceived.length,
      rupees(
        seriesReceived.reduce(
          (sum, item) => sum + (item.amountPaise as number) - ((item.refundedPaise as number | undefined) ?? 0),
          0,
        ),
      ),
      rupees(seriesReceived.reduce((sum, item) => sum + ((item.refundedPaise as number | undefined) ?? 0), 0)),
    ]);

    expect(sheets.Students!.header).toEqual(['Name', 'Email', 'Mobile', 'Joined', 'Courses']);
    expect(sheets.Students!.rows).toHaveLength(students.length);
    expect(reply.body.students).toBe(students.length);
    expect(sheets.Students!.rows).toContainEqual([
      'Export Student',
      expect.any(String),
      '9876543210',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      'Export course',
    ]);

    const progress = await api<{ progress: { state: string; rowsWritten: number; rowsTotal: number } }>(
      'GET',
      `/api/export/excel/${id}`,
      { token: admin },
    );
    expect(progress.body.progress).toEqual({
      state: 'done',
      rowsWritten: ledger.length + students.length,
      rowsTotal: ledger.length + students.length,
    });
  });

  it('names each status in words, and keeps money received in a column of its own that payments never received leave empty', async () => {
    const tag = randomBytes(3).toString('hex');
    const course = async (price: number) =>
      (
        await api<{ course: { _id: string } }>('POST', '/api/courses', {
          token: admin,
          body: { title: `Sheet course ${tag} ${price}`, description: 'Sheet', price, category: 'ssc' },
        })
      ).body.course._id;
    const student = await registerStudent({ name: `Sheet Student ${tag}` });
    const submit = async (courseId: string) => {
      const utrNumber = randomBytes(6).toString('hex').toUpperCase();
      expect(
        (await api('POST', '/api/upi-payments/submit-utr', { token: student.token, body: { courseId, utrNumber } }))
          .status,
      ).toBe(200);
      const pending = await api<{ items: { _id: string; utrNumber: string }[] }>('GET', '/api/upi-payments/pending', {
        token: admin,
      });
      return pending.body.items.find((item) => item.utrNumber === utrNumber)!._id;
    };
    // ₹1,500 by UPI, approved; ₹2,000 by UPI, still pending; ₹700 by UPI, rejected; ₹250.25 in cash;
    // ₹10,242 by card (GPSC, no material); and a card order of ₹17,923 never paid.
    expect(
      (await api('POST', `/api/upi-payments/${await submit(await course(1500))}/approve`, { token: admin })).status,
    ).toBe(200);
    await submit(await course(2000));
    expect(
      (
        await api('POST', `/api/upi-payments/${await submit(await course(700))}/reject`, {
          token: admin,
          body: { reason: 'Not in the statement' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api('POST', `/api/admin/students/${student.id}/offline-payments`, {
          token: admin,
          body: {
            courseId: await course(250),
            amount: 250.25,
            mode: 'cash',
            paidOn: '2026-11-20',
            reference: `C-${tag}`,
          },
        })
      ).status,
    ).toBe(201);
    const cardName = `Sheet Card ${tag}`;
    const order = await createOrder({ course: 'gpsc', name: cardName });
    expect((await verify(checkoutResult(order.orderId))).status).toBe(200);
    await createOrder({ course: 'gpsc', name: cardName, includeMaterial: true });

    const rows = (await downloadWorkbook()).Payments!.rows.filter(
      (row) => row[NAME] === student.name || row[NAME] === cardName,
    );
    expect(rows.map((row) => row[STATUS]).sort()).toEqual(['Approved', 'Approved', 'Paid', 'Pending', 'Rejected']);
    // An empty cell (a reader may leave trailing empty cells out of a row).
    for (const row of rows)
      expect({ status: row[STATUS], empty: (row[RECEIVED] ?? null) === null }).toEqual({
        status: row[STATUS],
        empty: row[STATUS] === 'Pending' || row[STATUS] === 'Rejected',
      });
    const sum = (column: number) =>
      rupees(rows.reduce((total, row) => total + Math.round(((row[column] as number | null) ?? 0) * 100), 0));
    expect(sum(RECEIVED)).toBe(11992.25);
    expect(sum(ORDER_AMOUNT)).toBe(14692.25);
  });

  it('reports progress while it runs, from rows written and the counters’ total', async () => {
    const id = exportId();
    const running = api<ExportReply>('GET', `/api/export/excel?exportId=${id}`, { token: admin });
    const seen: { state: string; rowsWritten: number; rowsTotal: number }[] = [];
    for (let i = 0; i < 50; i++) {
      const reply = await api<{ progress: { state: string; rowsWritten: number; rowsTotal: number } }>(
        'GET',
        `/api/export/excel/${id}`,
        { token: admin },
      );
      if (reply.status === 200) seen.push(reply.body.progress);
      if (reply.body.progress?.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await running).status).toBe(200);
    expect(seen.length).toBeGreaterThan(0);
    for (const progress of seen) {
      expect(['running', 'done']).toContain(progress.state);
      expect(progress.rowsWritten).toBeLessThanOrEqual(progress.rowsTotal);
    }
  });

  it('one running export per admin: fifteen at once make one workbook, the rest are 409 with the running one named; then the next may start', async () => {
    const ids = Array.from({ length: 15 }, () => exportId());
    const replies = await Promise.all(
      ids.map((id) =>
        api<ExportReply & { code?: string; field?: string }>('GET', `/api/export/excel?exportId=${id}`, {
          token: admin,
        }),
      ),
    );
    const made = replies.filter((reply) => reply.status === 200);
    expect(made).toHaveLength(1);
    const running = ids[replies.findIndex((reply) => reply.status === 200)];
    for (const reply of replies.filter((candidate) => candidate.status !== 200)) {
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ code: 'export_running', field: running });
    }
    expect((await api('GET', `/api/export/excel?exportId=${exportId()}`, { token: admin })).status).toBe(200);
  });

  it('names an export once; an unknown or malformed export id has no progress', async () => {
    const id = exportId();
    expect((await api('GET', `/api/export/excel?exportId=${id}`, { token: admin })).status).toBe(200);
    expect((await api('GET', `/api/export/excel?exportId=${id}`, { token: admin })).body).toMatchObject({
      code: 'export_id_taken',
    });
    expect((await api('GET', `/api/export/excel?exportId=short`, { token: admin })).status).toBe(400);
    expect((await api('GET', `/api/export/excel/${exportId()}`, { token: admin })).body).toMatchObject({
      code: 'export_not_found',
    });
    expect((await api('GET', '/api/export/excel/..%2F..', { token: admin })).status).toBe(404);
  });
});

describe('text that starts like a formula', () => {
  it('is written with the quote prefix, so editing it in Excel keeps it text; other text has none', async () => {
    const tag = randomBytes(3).toString('hex');
    const formulas = [
      `=HYPERLINK("https://evil.example/${tag}","Receipt")`,
      `+91 Caller ${tag}`,
      `-Minus ${tag}`,
      `@Handle ${tag}`,
    ];
    for (const name of formulas) await registerStudent({ name });
    const plainName = `Plain Name ${tag}`;
    await registerStudent({ name: plainName });
    const payer = `=1+1 Payer ${tag}`;
    await verify(checkoutResult((await createOrder({ course: 'gpsc', name: payer })).orderId));

    const cells = textCellQuotePrefixes(await downloadFile());
    const students = new Map(cells.Students!);
    for (const name of formulas) expect(students.get(name), name).toBe(true);
    expect(students.get(plainName)).toBe(false);
    expect(students.get('Name')).toBe(false);
    expect(new Map(cells.Payments!).get(payer)).toBe(true);
    // Nothing else in the workbook is marked.
    const marked = Object.values(cells).flatMap((sheet) => sheet.filter(([, quoted]) => quoted).map(([text]) => text));
    expect(
      marked.every((text) => /^[=+\-@]/.test(text)),
      JSON.stringify(marked),
    ).toBe(true);
  }, 60_000);
});
