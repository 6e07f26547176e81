/**
 * A hostile question sheet through the local stack: a zip bomb (a 1.9 MB .xlsx whose sheet unpacks to
 * 400 MB, made here) is refused with 413 import_too_large within seconds, before anything is inflated,
 * while a public page keeps answering; a named range over the whole sheet is refused the same way; and a
 * sheet with a validation over every cell (a few bytes exceljs once spelled out cell by cell) imports.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, loginAdmin } from '../support/api.js';
import { QUESTION_HEADER, questionCells, questionWorkbookParts, sheetRow, writeZip } from '../support/zip.js';

let admin: string;
let testId: string;

beforeAll(async () => {
  admin = await loginAdmin();
  const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title: 'Limits Series', description: 'Tests', price: 999, category: 'gpsc', numberOfTests: 1 },
  });
  const test = await api<{ test: { _id: string } }>(
    'POST',
    `/api/admin/test-series/${series.body.testSeries._id}/tests`,
    {
      token: admin,
      body: {
        title: 'Limits',
        durationMinutes: 60,
        marksCorrect: 2,
        marksWrong: 0,
        sections: [{ title: 'General Studies' }],
      },
    },
  );
  expect(test.status).toBe(201);
  testId = test.body.test._id;
});

/** Uploads the file as the admin's browser does and asks for its import; gives up after 20 s. */
async function importSheet(bytes: Buffer<ArrayBuffer>) {
  const upload = await api<{ uploadUrl: string; importKey: string }>(
    'POST',
    `/api/admin/tests/${testId}/import-uploads`,
    { token: admin, body: { size: bytes.length } },
  );
  expect(upload.status).toBe(200);
  const put = await fetch(upload.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
  expect(put.status).toBe(200);
  const started = performance.now();
  const response = await fetch(`${inject('apiUrl')}/api/admin/tests/${testId}/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({ importKey: upload.body.importKey, mode: 'append' }),
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code?: string; error?: string; imported?: number },
    ms: performance.now() - started,
  };
}

/** Asks for the public course list every 50 ms until `until` settles: each answer's status and time. */
async function publicPageWhile(until: Promise<unknown>) {
  const answers: { status: number; ms: number }[] = [];
  let settled = false;
  void until.finally(() => (settled = true)).catch(() => {});
  while (!settled) {
    const started = performance.now();
    const response = await fetch(`${inject('apiUrl')}/api/courses`, { signal: AbortSignal.timeout(20_000) }).catch(
      () => ({ status: 0, arrayBuffer: async () => undefined }),
    );
    await response.arrayBuffer();
    answers.push({ status: response.status, ms: performance.now() - started });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return answers;
}

const questionCount = async () =>
  (await api<{ questions: unknown[] }>('GET', `/api/admin/tests/${testId}`, { token: admin })).body.questions.length;

describe('a hostile question sheet', () => {
  it('a zip bomb (1.9 MB file, 400 MB sheet) is refused within seconds while public pages keep answering', async () => {
    const row = sheetRow(questionCells(1), 2);
    const bomb = writeZip(
      questionWorkbookParts({
        rows: {
          start: sheetRow(QUESTION_HEADER, 1),
          repeat: row,
          times: Math.ceil((400 * 1024 * 1024) / row.length),
          end: '',
        },
      }),
    );
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);

    const refusal = importSheet(bomb);
    const [answer, publicAnswers] = await Promise.all([refusal, publicPageWhile(refusal)]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'import_too_large' });
    expect(answer.body.error).toMatch(/unpacks to 400\.\d MB; at most 20\.0 MB/);
    expect(answer.ms).toBeLessThan(5000);
    // The machine's cores are shared: a generous bound, the point is that nothing waited on the bomb.
    expect(publicAnswers.length).toBeGreaterThan(0);
    expect(publicAnswers.every((reply) => reply.status === 200)).toBe(true);
    expect(Math.max(...publicAnswers.map((reply) => reply.ms))).toBeLessThan(2000);
    expect(await questionCount()).toBe(0);
  });

  it('a named range over the whole sheet is refused the same way', async () => {
    const rows = sheetRow(QUESTION_HEADER, 1) + sheetRow(questionCells(1), 2);
    const answer = await importSheet(
      writeZip(
        questionWorkbookParts({
          rows,
          definedNames: '<definedName name="all">Questions!$A$1:$XFD$1048576</definedName>',
        }),
      ),
    );
    expect(answer).toMatchObject({ status: 413, body: { code: 'import_too_large' } });
    expect(answer.ms).toBeLessThan(5000);
    expect(await questionCount()).toBe(0);
  });

  it('a validation over every cell of the sheet does not stop an import', async () => {
    const rows = sheetRow(QUESTION_HEADER, 1) + sheetRow(questionCells(1), 2) + sheetRow(questionCells(2), 3);
    const afterData =
      '<dataValidations count="1"><dataValidation type="list" sqref="A1:XFD1048576"><formula1>"A,B"</formula1></dataValidation></dataValidations>';
    const answer = await importSheet(writeZip(questionWorkbookParts({ rows, afterData })));
    expect(answer).toMatchObject({ status: 200, body: { imported: 2 } });
    expect(answer.ms).toBeLessThan(5000);
    expect(await questionCount()).toBe(2);
  });
});
