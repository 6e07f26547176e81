/**
 * Importing a question sheet into a test that already has its questions: the server counts the
 * repeats (text and options, ignoring case and spacing) and writes nothing until the admin says to
 * add them again; two imports of one sheet at once add it once. And what an import answers: how
 * many questions went into which section.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, loginAdmin } from '../support/api.js';
import { fillQuestionTemplate } from '../support/xlsx.js';

let admin: string;
let template: string;
const dir = mkdtempSync(join(tmpdir(), 'import-repeats-'));

interface AdminTest {
  _id: string;
  questionCount: number;
  sections: { _id: string; title: string; questionIds: string[] }[];
}
interface ImportReply {
  imported: number;
  bySection: { sectionId: string; title: string; count: number }[];
  test: AdminTest;
  code?: string;
  repeats?: number;
  questions?: number;
}

beforeAll(async () => {
  admin = await loginAdmin();
  const response = await fetch(`${inject('apiUrl')}/api/admin/question-template`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.status).toBe(200);
  template = join(dir, 'template.xlsx');
  writeFileSync(template, Buffer.from(await response.arrayBuffer()));
});

async function newTest(): Promise<AdminTest> {
  const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title: `Repeats ${Date.now()}`, description: 'Tests', price: 499, category: 'gpsc', numberOfTests: 2 },
  });
  const created = await api<{ test: AdminTest }>('POST', `/api/admin/test-series/${series.body.testSeries._id}/tests`, {
    token: admin,
    body: { title: 'Mock', durationMinutes: 30, marksCorrect: 2, marksWrong: -0.5, sections: [{ title: 'Reasoning' }] },
  });
  expect(created.status).toBe(201);
  return created.body.test;
}

/** Three Reasoning and two Maths questions, the way an admin fills the template. */
function sheet(name: string, write: (text: string) => string = (text) => text): string {
  const rows = [1, 2, 3, 4, 5].map((n) => ({
    Section: n <= 3 ? 'Reasoning' : 'Maths',
    'Question (English)': write(`Question ${n}: what comes next in ${n}, ${n * 2}, ${n * 4}?`),
    'Option A (English)': `${n * 6}`,
    'Option B (English)': `${n * 8}`,
    'Option C (English)': `${n * 10}`,
    'Correct option': 'B',
  }));
  const file = join(dir, `${name}.xlsx`);
  fillQuestionTemplate(template, file, rows);
  return file;
}

async function upload(testId: string, file: string): Promise<string> {
  const bytes = readFileSync(file);
  const reply = await api<{ uploadUrl: string; importKey: string }>(
    'POST',
    `/api/admin/tests/${testId}/import-uploads`,
    {
      token: admin,
      body: { size: bytes.length },
    },
  );
  const put = await fetch(reply.body.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
  expect(put.status).toBe(200);
  return reply.body.importKey;
}

const runImport = (testId: string, importKey: string, extra: Record<string, unknown> = {}) =>
  api<ImportReply>('POST', `/api/admin/tests/${testId}/import`, { token: admin, body: { importKey, ...extra } });

const questionCount = async (testId: string) =>
  (await api<{ test: AdminTest }>('GET', `/api/admin/tests/${testId}`, { token: admin })).body.test.questionCount;

describe('importing a sheet the test already has', () => {
  it('answers what went into each section, then refuses the same sheet again until told to add it', async () => {
    const test = await newTest();
    const first = await runImport(test._id, await upload(test._id, sheet('first')));
    expect(first.status).toBe(200);
    expect(first.body.imported).toBe(5);
    expect(first.body.bySection.map(({ title, count }) => [title, count])).toEqual([
      ['Reasoning', 3],
      ['Maths', 2],
    ]);
    expect(first.body.bySection[0]!.sectionId).toBe(test.sections[0]!._id);

    // The same questions, retyped in other case and spacing, in a new upload: nothing is written.
    const again = await upload(
      test._id,
      sheet('retyped', (text) => `  ${text.toUpperCase().replace(/ /g, '  ')} `),
    );
    const refused = await runImport(test._id, again);
    expect(refused).toMatchObject({ status: 409, body: { code: 'import_repeats', repeats: 5, questions: 5 } });
    expect(await questionCount(test._id)).toBe(5);

    // The admin confirms: the same upload goes in.
    const confirmed = await runImport(test._id, again, { importRepeats: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.imported).toBe(5);
    expect(await questionCount(test._id)).toBe(10);
  });

  it('counts only the repeated questions, and replacing the test is never a repeat', async () => {
    const test = await newTest();
    expect((await runImport(test._id, await upload(test._id, sheet('base')))).status).toBe(200);
    const changed = sheet('two-changed', (text) =>
      text.startsWith('Question 4') || text.startsWith('Question 5') ? `${text} (2024)` : text,
    );
    const refused = await runImport(test._id, await upload(test._id, changed));
    expect(refused).toMatchObject({ status: 409, body: { code: 'import_repeats', repeats: 3, questions: 5 } });

    const replaced = await runImport(test._id, await upload(test._id, sheet('replace')), { mode: 'replace' });
    expect(replaced.status).toBe(200);
    expect(await questionCount(test._id)).toBe(5);
  });

  it('adds one sheet sent twice at the same moment once: the other import loses and, sent again, hears of the repeats', async () => {
    const test = await newTest();
    const file = sheet('race');
    const [keyA, keyB] = await Promise.all([upload(test._id, file), upload(test._id, file)]);
    const replies = await Promise.all([runImport(test._id, keyA), runImport(test._id, keyB)]);
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = replies.find((reply) => reply.status === 409)!;
    expect(['test_changed', 'import_repeats']).toContain(loser.body.code);
    expect(await questionCount(test._id)).toBe(5);

    const loserKey = replies[0]!.status === 409 ? keyA : keyB;
    expect(await runImport(test._id, loserKey)).toMatchObject({
      status: 409,
      body: { code: 'import_repeats', repeats: 5 },
    });
    expect(await questionCount(test._id)).toBe(5);
  });
});
