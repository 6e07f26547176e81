/**
 * UPI matched against the bank statement, through the real routes against DynamoDB Local and s3rver:
 * students send UTRs through the UPI routes, the admin uploads a statement built from them straight to
 * the local S3, imports it (four lists), approves the matched payments (receipts, e-mails and counters
 * once), imports it again and approves again (nothing twice); files that cannot be read change nothing.
 */
import { randomInt } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StatementApprovalReply, StatementImportReply, StatementPaymentReply } from '#shared/bank-statements.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { scanTable, type Item } from '../support/ledger.js';

let admin: string;
let counters: typeof import('#domain/stats/stats.js');
let storage: typeof import('#lib/s3.js');

/** A UPI reference as banks print it: 12 digits. */
const freshUtr = () => String(randomInt(100_000_000_000, 999_999_999_999));
const tag = () => ulid().slice(-6);

beforeAll(async () => {
  useEmulators();
  counters = await import('#domain/stats/stats.js');
  storage = await import('#lib/s3.js');
  admin = await loginAdmin();
});

async function createCourse(title: string, price: number): Promise<string> {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'Statement course', price, category: 'gpsc' },
  });
  if (reply.status !== 201) throw new Error(`course: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.course._id;
}

async function createSeries(title: string, price: number): Promise<string> {
  const reply = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title, description: 'Mock tests', price, category: 'gpsc', numberOfTests: 5 },
  });
  if (reply.status !== 201) throw new Error(`series: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.testSeries._id;
}

/** A student who sent `utr` for the course (or series) by the UPI routes; answers the pending payment's id. */
async function paidByUpi(utr: string, product: { courseId: string } | { seriesId: string }, name?: string) {
  const student = await registerStudent(name ? { name } : {});
  const reply =
    'courseId' in product
      ? await api('POST', '/api/upi-payments/submit-utr', {
          token: student.token,
          body: { courseId: product.courseId, utrNumber: utr },
        })
      : await api('POST', `/api/test-series/${product.seriesId}/upi/submit-utr`, {
          token: student.token,
          body: { utrNumber: utr },
        });
  expect(reply.status).toBe(200);
  const mine = await api<{ payments: { _id: string; utrNumber?: string }[] }>('GET', '/api/payments/mine', {
    token: student.token,
  });
  const paymentId = mine.body.payments.find((payment) => payment.utrNumber === utr)!._id;
  return { ...student, paymentId, utr };
}

/** The file uploaded through the presigned PUT the upload route answers; its key. */
async function upload(csv: string | Buffer): Promise<string> {
  const bytes = Buffer.from(csv);
  const reply = await api<{ uploadUrl: string; fileKey: string }>('POST', '/api/admin/bank-statements/uploads', {
    token: admin,
    body: { size: bytes.length },
  });
  expect(reply.status).toBe(200);
  const put = await fetch(reply.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': 'text/csv' },
  });
  expect(put.status).toBe(200);
  return reply.body.fileKey;
}

const importFile = (fileKey: string, mapping?: Record<string, string>) =>
  api<StatementImportReply & { code?: string; columns?: string[] }>('POST', '/api/admin/bank-statements', {
    token: admin,
    body: { fileKey, ...(mapping ? { mapping } : {}) },
  });
const importCsv = async (csv: string | Buffer, mapping?: Record<string, string>) =>
  importFile(await upload(csv), mapping);
const approveAll = (statementId: string, token = admin) =>
  api<StatementApprovalReply & { code?: string }>('POST', `/api/admin/bank-statements/${statementId}/approve`, {
    token,
  });

interface Credit {
  date: string;
  narration: string;
  reference?: string;
  credit?: string;
  debit?: string;
}
const quoted = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const plainCsv = (credits: Credit[]) =>
  [
    'Date,Narration,Reference,Debit,Credit',
    ...credits.map((c) =>
      [c.date, c.narration, c.reference ?? '', c.debit ?? '', c.credit ?? ''].map(quoted).join(','),
    ),
  ].join('\r\n');

/** The statement's items and every payment of these ids, to compare before and after. */
async function snapshot(paymentIds: readonly string[]) {
  const items = await scanTable();
  const ids = new Set(paymentIds);
  return {
    statements: items.filter((item) => String(item.pk).startsWith('BANKSTATEMENT')),
    payments: items.filter((item) => item.sk === 'PAYMENT' && ids.has(String(item.pk).slice('PAYMENT#'.length))),
    receipts: items.filter((item) => String(item.pk).startsWith('RECEIPT#') && ids.has(String(item.paymentId))),
    // Which e-mails are queued (their sending changes the items meanwhile).
    mails: items
      .filter((item) => ids.has(String(item.pk).replace(/^MAIL#receipt#/, '')))
      .map((item) => String(item.pk))
      .sort(),
  };
}
const ids = (entries: readonly { payment?: StatementPaymentReply }[]) => entries.map((entry) => entry.payment?._id);
const rows = (entries: readonly { line: { row: number } }[]) => entries.map((entry) => entry.line.row);

describe('a statement in the plain layout: import, approve all matched, import and approve again', () => {
  it('lists each credit once, approves the matched payments once with their receipts, mails and counters, and changes nothing the second time', async () => {
    const t = tag();
    const courseA = await createCourse(`Statement GPSC ${t}`, 2499);
    const courseB = await createCourse(`Statement UPSC ${t}`, 4500);
    const series = await createSeries(`Statement mocks ${t}`, 499);
    const ravi = await paidByUpi(freshUtr(), { courseId: courseA }, 'Ravi Patel');
    const nisha = await paidByUpi(freshUtr(), { courseId: courseB }, 'Nisha Desai');
    const harsh = await paidByUpi(freshUtr(), { seriesId: series }, 'Harsh Joshi');
    const short = await paidByUpi(freshUtr(), { courseId: courseA }, 'Amit Shah');
    const handApproved = await paidByUpi(freshUtr(), { courseId: courseA }, 'Meena Shah');
    const rejected = await paidByUpi(freshUtr(), { courseId: courseA }, 'Kiran Mehta');
    // Paid by UPI, then enrolled by a cash payment at the office: its approval is an instalment.
    const instalment = await paidByUpi(freshUtr(), { courseId: courseB }, 'Mehul Vyas');
    expect(
      (
        await api('POST', `/api/admin/students/${instalment.id}/offline-payments`, {
          token: admin,
          body: { courseId: courseB, amount: 1000, mode: 'cash', paidOn: '2025-04-01', reference: `C-${t}` },
        })
      ).status,
    ).toBe(201);
    expect((await api('POST', `/api/upi-payments/${handApproved.paymentId}/approve`, { token: admin })).status).toBe(
      200,
    );
    expect((await api('POST', `/api/upi-payments/${rejected.paymentId}/reject`, { token: admin })).status).toBe(200);

    const csv = plainCsv([
      {
        date: '01/04/2025',
        narration: `UPI/${ravi.utr}/PAYMENT FROM RAVI PATEL/ravi@okaxis`,
        reference: ravi.utr,
        credit: '2,499.00',
      },
      {
        date: '01/04/2025',
        narration: 'UPI/509112345602/TO SWIFT STATIONERS/Printing',
        reference: '509112345602',
        debit: '2,360.00',
      },
      {
        date: '02/04/2025',
        narration: `UPI-NISHA DESAI-nisha@oksbi-SBIN0004567-${nisha.utr}-UPSC`,
        credit: '4,500.00',
      },
      {
        date: '02/04/2025',
        narration: 'NEFT CR-SBIN0001234-KIRAN MEHTA-FEES',
        reference: 'SBINN52025040200123',
        credit: '45,000.00',
      },
      { date: '03/04/2025', narration: `IMPS/P2A/${harsh.utr}/HARSH JOSHI/Test series`, credit: '499' },
      { date: '03/04/2025', narration: `UPI/${short.utr}/AMIT SHAH`, reference: short.utr, credit: '2,000.00' },
      {
        date: '04/04/2025',
        narration: `UPI/${handApproved.utr}/MEENA SHAH`,
        reference: handApproved.utr,
        credit: '2,499.00',
      },
      { date: '04/04/2025', narration: `UPI/${rejected.utr}/KIRAN MEHTA`, reference: rejected.utr, credit: '2,499.00' },
      {
        date: '05/04/2025',
        narration: `UPI/${instalment.utr}/MEHUL VYAS`,
        reference: instalment.utr,
        credit: '4500 Cr',
      },
      // The same credit printed twice (two downloads that overlap).
      {
        date: '05/04/2025',
        narration: `UPI/${ravi.utr}/PAYMENT FROM RAVI PATEL/ravi@okaxis`,
        reference: ravi.utr,
        credit: '2,499.00',
      },
      { date: '06/04/2025', narration: 'SMS CHARGES QTR', debit: '17.70' },
    ]);
    const mine = [ravi, nisha, harsh, short, handApproved, rejected, instalment].map((student) => student.paymentId);
    const courseBefore = await counters.readCounters(counters.statsKeys.course(courseA));
    const seriesBefore = await counters.readCounters(counters.statsKeys.series(series));

    const first = await importCsv(csv);
    expect(first.status).toBe(200);
    const statement = first.body;
    expect(statement.statementId).toMatch(/^[0-9a-f]{32}$/);
    expect(statement).toMatchObject({ layout: 'plain', importedBefore: false });
    expect([ids(statement.matched), rows(statement.matched)]).toEqual([
      [ravi.paymentId, nisha.paymentId, harsh.paymentId, instalment.paymentId],
      [2, 4, 6, 10],
    ]);
    expect(statement.matched[1]).toEqual({
      line: {
        row: 4,
        date: '2025-04-02',
        narration: `UPI-NISHA DESAI-nisha@oksbi-SBIN0004567-${nisha.utr}-UPSC`,
        reference: '',
        credit: 4500,
      },
      payment: {
        _id: nisha.paymentId,
        studentName: 'Nisha Desai',
        title: `Statement UPSC ${t}`,
        amount: 4500,
        utr: nisha.utr,
        status: 'pending',
      },
    });
    expect(statement.matched[2]!.payment).toMatchObject({ product: 'test-series', title: `Statement mocks ${t}` });
    expect([ids(statement.amountDiffers), rows(statement.amountDiffers)]).toEqual([[short.paymentId], [7]]);
    expect(statement.amountDiffers[0]!.line.credit).toBe(2000);
    expect(
      statement.utrAlreadyUsed.map(({ line, utr, payment }) => [line.row, utr, payment?._id, payment?.status]),
    ).toEqual([
      [8, handApproved.utr, handApproved.paymentId, 'approved'],
      [9, rejected.utr, rejected.paymentId, 'rejected'],
      [11, ravi.utr, ravi.paymentId, 'pending'],
    ]);
    expect(rows(statement.unmatched)).toEqual([5]);

    // The same file again, uploaded anew: the same statement and lists, and nothing written.
    const before = await snapshot(mine);
    const again = await importCsv(csv);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...statement, importedBefore: true, success: true });
    expect(await snapshot(mine)).toEqual(before);

    const approved = await approveAll(statement.statementId);
    expect(approved.status).toBe(200);
    expect(approved.body.approved.map((payment) => [payment._id, payment.status])).toEqual(
      [ravi, nisha, harsh, instalment].map((student) => [student.paymentId, 'approved']),
    );
    expect(approved.body).toMatchObject({ alreadyApproved: [], notApproved: [], remaining: 0 });
    const after = await snapshot(mine);
    for (const student of [ravi, nisha, harsh, instalment]) {
      const payment = after.payments.find((item) => item.pk === `PAYMENT#${student.paymentId}`)!;
      expect(payment).toMatchObject({
        status: 'approved',
        receiptNumber: expect.stringMatching(/^GA-\d{2}-\d{2}-\d{6}$/),
      });
      expect(after.receipts.filter((item) => item.paymentId === student.paymentId)).toHaveLength(1);
      expect(after.mails.filter((key) => key === `MAIL#receipt#${student.paymentId}`)).toHaveLength(1);
    }
    const pendingShort = after.payments.find((item) => item.pk === `PAYMENT#${short.paymentId}`)!;
    expect(pendingShort.status).toBe('pending');
    const enrolments = async (token: string) =>
      (await api<{ enrollments: { course: { _id: string } }[] }>('GET', '/api/payments/enrollments', { token })).body
        .enrollments;
    expect((await enrolments(ravi.token)).map((e) => e.course._id)).toEqual([courseA]);
    expect((await enrolments(instalment.token)).map((e) => e.course._id)).toEqual([courseB]);
    const harshSeries = await api<{ testSeries: { testSeries: { _id: string }; status: string }[] }>(
      'GET',
      '/api/my/test-series',
      { token: harsh.token },
    );
    expect(harshSeries.body.testSeries.map((s) => [s.testSeries._id, s.status])).toEqual([[series, 'purchased']]);
    const courseAfter = await counters.readCounters(counters.statsKeys.course(courseA));
    expect(courseAfter.totalRevenuePaise - courseBefore.totalRevenuePaise).toBe(249900);
    expect(courseAfter.enrollmentCount - courseBefore.enrollmentCount).toBe(1);
    const courseB2 = await counters.readCounters(counters.statsKeys.course(courseB));
    // Nisha's ₹4,500 and Mehul's (an instalment, no second enrolment), besides his ₹1,000 in cash.
    expect([courseB2.totalRevenuePaise, courseB2.enrollmentCount]).toEqual([450000 * 2 + 100000, 2]);
    const seriesAfter = await counters.readCounters(counters.statsKeys.series(series));
    expect(seriesAfter.totalRevenuePaise - seriesBefore.totalRevenuePaise).toBe(49900);

    // Approving again approves nothing again: each is reported as approved already.
    const twice = await approveAll(statement.statementId);
    expect(twice.status).toBe(200);
    expect(twice.body.approved).toEqual([]);
    expect(twice.body.alreadyApproved.map((payment) => payment._id)).toEqual(
      [ravi, nisha, harsh, instalment].map((student) => student.paymentId),
    );
    expect(await snapshot(mine)).toEqual(after);
    expect(await counters.readCounters(counters.statsKeys.course(courseA))).toEqual(courseAfter);

    // Imported once more after approving: the same statement, its lists as the ledger stands now.
    const later = await importCsv(csv);
    expect(later.body).toMatchObject({ statementId: statement.statementId, importedBefore: true, matched: [] });
    expect(later.body.utrAlreadyUsed.map(({ line, payment }) => [line.row, payment?.status])).toEqual([
      [2, 'approved'],
      [4, 'approved'],
      [6, 'approved'],
      [8, 'approved'],
      [9, 'rejected'],
      [10, 'approved'],
      [11, 'approved'],
    ]);
    expect((await approveAll(statement.statementId)).body).toMatchObject({ approved: [], alreadyApproved: [] });
  });
});

describe('a bank layout', () => {
  it('reads an HDFC Bank download below its preamble, the UTR in the reference and in the narration', async () => {
    const t = tag();
    const course = await createCourse(`HDFC course ${t}`, 12500);
    const [first, second] = [
      await paidByUpi(freshUtr(), { courseId: course }),
      await paidByUpi(freshUtr(), { courseId: course }),
    ];
    const csv = [
      'HDFC BANK Ltd.,,,,,,Page No .:     1',
      'M/S. GYANPATH ACADEMY,,,,Account Branch :,NAVRANGPURA,',
      'Statement From : 01/04/2025 To : 30/04/2025,,,,A/C Open Date :,15/06/2019,',
      '********,********,********,********,********,********,********',
      'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
      `01/04/25,UPI-RAVI PATEL-RAVI@OKAXIS-UTIB0000123-${first.utr}-GPSC FEES,0000${first.utr},01/04/25,,"12,500.00","2,47,500.00"`,
      '02/04/25,POS 512967XXXXXX1234 CROMA AHMEDABAD,0000000000000000,02/04/25,"5,310.00",,"2,42,190.00"',
      `03/04/25,UPI-NISHA DESAI-NISHA@OKSBI-SBIN0004567-${second.utr}-FEES,0000${second.utr},03/04/25,,"12,500.00","2,54,690.00"`,
      '********,********,********,********,********,********,********',
      'STATEMENT SUMMARY  :-,,,,,,',
      'Opening Balance,,,,Debits,Credits,Closing Bal',
      '"2,35,000.00",,,,"5,310.00","25,000.00","2,54,690.00"',
    ].join('\n');
    const reply = await importCsv(csv);
    expect(reply.status).toBe(200);
    expect(reply.body.layout).toBe('hdfc');
    expect([ids(reply.body.matched), rows(reply.body.matched)]).toEqual([
      [first.paymentId, second.paymentId],
      [6, 8],
    ]);
    expect(reply.body.matched[0]!.line.reference).toBe(`0000${first.utr}`);
    expect([reply.body.amountDiffers, reply.body.utrAlreadyUsed, reply.body.unmatched]).toEqual([[], [], []]);
    const approved = await approveAll(reply.body.statementId);
    expect(approved.body.approved.map((payment) => payment._id)).toEqual([first.paymentId, second.paymentId]);
  });
});

describe('files it cannot read change nothing', () => {
  const before = async () => (await scanTable()).filter((item: Item) => String(item.pk).startsWith('BANKSTATEMENT'));

  it('refuses a size over 5 MB at the upload, and an object over it, or over 20,000 rows, at the import', async () => {
    const big = await api('POST', '/api/admin/bank-statements/uploads', {
      token: admin,
      body: { size: 5 * 1024 * 1024 + 1 },
    });
    expect(big).toMatchObject({ status: 413, body: { code: 'statement_too_large' } });
    expect((await api('POST', '/api/admin/bank-statements/uploads', { token: admin, body: { size: 0 } })).status).toBe(
      400,
    );

    const stored = await before();
    // An object larger than any upload the route signs (put here as an operator could): read no further than its size.
    const fileKey = `uploads/statements/${ulid()}.csv`;
    await storage.s3().send(
      new PutObjectCommand({
        Bucket: storage.videoBucket(),
        Key: fileKey,
        Body: Buffer.alloc(5 * 1024 * 1024 + 10, 'a'),
        ContentType: 'text/csv',
      }),
    );
    expect(await importFile(fileKey)).toMatchObject({ status: 413, body: { code: 'statement_too_large' } });
    const manyRows = `Date,Narration,Reference,Debit,Credit\n${'01/04/2025,x,,,1\n'.repeat(20_000)}`;
    const rowsReply = await importCsv(manyRows);
    expect(rowsReply).toMatchObject({ status: 413, body: { code: 'statement_too_large' } });
    expect(rowsReply.body.error).toMatch(/20,000 rows/);
    expect(await before()).toEqual(stored);
  });

  it('refuses a file that is not a CSV table, or whose credit has no readable date or amount, naming the row', async () => {
    const student = await paidByUpi(freshUtr(), { courseId: await createCourse(`Malformed ${tag()}`, 100) });
    const stored = await before();
    const cases: [string | Buffer, string, RegExp][] = [
      [
        `Date,Narration,Reference,Debit,Credit\n01/04/2025,"UPI/${student.utr} unclosed,,,100\n`,
        'statement_not_csv',
        /quote/,
      ],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]), 'statement_not_csv', /binary/],
      [
        `Date,Narration,Reference,Debit,Credit\n31/02/2025,UPI/${student.utr},,,100\n`,
        'statement_date_invalid',
        /Row 2/,
      ],
      [
        `Date,Narration,Reference,Debit,Credit\n01/04/2025,UPI/${student.utr},,,1OO\n`,
        'statement_amount_invalid',
        /Row 2/,
      ],
    ];
    for (const [csv, code, message] of cases) {
      const reply = await importCsv(csv);
      expect(reply, code).toMatchObject({ status: 400, body: { success: false, code } });
      expect(reply.body.error).toMatch(message);
    }
    const payment = (await scanTable()).find((item) => item.pk === `PAYMENT#${student.paymentId}`);
    expect(payment?.status).toBe('pending');
    expect(await before()).toEqual(stored);
  });

  it('refuses a key it did not sign, a file never uploaded, and a statement never imported', async () => {
    for (const fileKey of [
      'imports/x/y.xlsx',
      `uploads/statements/${ulid()}.csv`,
      `uploads/statements/../${ulid()}.csv`,
    ])
      expect(await importFile(fileKey), fileKey).toMatchObject({
        status: 400,
        body: { code: 'statement_not_uploaded', field: 'fileKey' },
      });
    expect(await approveAll('0123456789abcdef0123456789abcdef')).toMatchObject({
      status: 404,
      body: { code: 'statement_not_found' },
    });
  });
});

describe('who may', () => {
  it('lets only an admin upload, import or approve', async () => {
    const student = await registerStudent();
    const fileKey = await upload(plainCsv([]));
    for (const token of [student.token, undefined]) {
      const expected = token ? 403 : 401;
      const calls = [
        api('POST', '/api/admin/bank-statements/uploads', { ...(token ? { token } : {}), body: { size: 10 } }),
        api('POST', '/api/admin/bank-statements', { ...(token ? { token } : {}), body: { fileKey } }),
        api('POST', '/api/admin/bank-statements/0123456789abcdef0123456789abcdef/approve', token ? { token } : {}),
      ];
      for (const reply of await Promise.all(calls)) expect(reply.status).toBe(expected);
    }
  });
});

describe('a header the site does not know', () => {
  it('answers the header cells to choose from, reads the file with the columns chosen, and remembers them for the next file', async () => {
    const course = await createCourse(`Mapped course ${tag()}`, 750);
    const [first, second] = [
      await paidByUpi(freshUtr(), { courseId: course }),
      await paidByUpi(freshUtr(), { courseId: course }),
    ];
    const kotakLike = (utr: string, day: string) =>
      [
        'Account Statement,,,,',
        'Account No,1234567890,,,',
        '',
        'Sl. No.,Transaction Date,Description,Chq / Ref No.,Withdrawal (Dr),Deposit (Cr),Balance',
        `1,${day}-04-2025,UPI/${utr}/FEES,UPI-${utr},,750.00,10750.00`,
        `2,${day}-04-2025,ATM WDL,,500.00,,10250.00`,
      ].join('\n');

    const unknown = await importCsv(kotakLike(first.utr, '01'));
    expect(unknown).toMatchObject({ status: 400, body: { success: false, code: 'statement_header_unknown' } });
    expect(unknown.body.columns).toEqual([
      'Sl. No.',
      'Transaction Date',
      'Description',
      'Chq / Ref No.',
      'Withdrawal (Dr)',
      'Deposit (Cr)',
      'Balance',
    ]);
    const fileKey = await upload(kotakLike(first.utr, '01'));
    const wrong = await importFile(fileKey, {
      date: 'Transaction Date',
      narration: 'Narration',
      credit: 'Deposit (Cr)',
    });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'statement_column_missing' } });
    expect(wrong.body.error).toMatch(/"Narration"/);

    const mapping = {
      date: 'Transaction Date',
      narration: 'Description',
      reference: 'Chq / Ref No.',
      credit: 'Deposit (Cr)',
      debit: 'Withdrawal (Dr)',
    };
    const mapped = await importFile(fileKey, mapping);
    expect(mapped.status).toBe(200);
    expect(mapped.body.layout).toBe('mapping');
    expect(ids(mapped.body.matched)).toEqual([first.paymentId]);

    // The next file with this header needs no choosing.
    const next = await importCsv(kotakLike(second.utr, '02'));
    expect(next.status).toBe(200);
    expect(next.body.layout).toBe('mapping');
    expect(ids(next.body.matched)).toEqual([second.paymentId]);
    const remembered = (await scanTable()).find((item) => item.pk === 'BANKSTATEMENTS' && item.sk === 'MAPPING');
    expect(remembered?.mapping).toEqual(mapping);
  });
});

describe('the upload link', () => {
  it('is a presigned PUT under uploads/statements/ for a file of the size given, valid for minutes', async () => {
    const reply = await api<{ uploadUrl: string; fileKey: string }>('POST', '/api/admin/bank-statements/uploads', {
      token: admin,
      body: { size: 1234 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.fileKey).toMatch(/^uploads\/statements\/[0-9A-Z]{26}\.csv$/);
    const link = new URL(reply.body.uploadUrl);
    expect(decodeURIComponent(link.pathname)).toMatch(new RegExp(`/${reply.body.fileKey}$`));
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600);
    expect(link.searchParams.get('X-Amz-SignedHeaders')).toMatch(/content-length/);
  });
});
