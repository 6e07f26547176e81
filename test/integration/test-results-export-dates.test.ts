/**
 * The results .xlsx of a test writes when each attempt was submitted as a real spreadsheet date in
 * India time (the office's clock), with a date-and-time format, read back by a real spreadsheet reader.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SubmittedAttempt } from '#shared/attempts.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';

let admin: string;

beforeAll(async () => {
  admin = await loginAdmin();
});

/** The Submitted column of the Results sheet: each cell's value (ISO text if a date), whether it is a date, its format. */
const SUBMITTED_CELLS = `
import json, sys, datetime, openpyxl
sheet = openpyxl.load_workbook(sys.argv[1])['Results']
column = [cell.value for cell in sheet[1]].index('Submitted') + 1
out = []
for row in range(2, sheet.max_row + 1):
    cell = sheet.cell(row=row, column=column)
    value = cell.value.isoformat() if isinstance(cell.value, datetime.datetime) else cell.value
    out.append({"value": value, "isDate": cell.is_date, "format": cell.number_format})
print(json.dumps(out))
`;

async function publishedTestTakenOnce(): Promise<{ testId: string; submittedAt: string }> {
  const series = await api<{ testSeries: { _id: string } }>('POST', '/api/test-series', {
    token: admin,
    body: { title: `Export dates ${Date.now()}`, description: 'Tests', price: 499, category: 'gpsc', numberOfTests: 1 },
  });
  const seriesId = series.body.testSeries._id;
  const created = await api<{ test: { _id: string; sections: { _id: string }[] } }>(
    'POST',
    `/api/admin/test-series/${seriesId}/tests`,
    {
      token: admin,
      body: { title: 'Dated', durationMinutes: 10, marksCorrect: 1, marksWrong: 0, sections: [{ title: 'GS' }] },
    },
  );
  const testId = created.body.test._id;
  const question = await api<{ question: { _id: string } }>('POST', `/api/admin/tests/${testId}/questions`, {
    token: admin,
    body: {
      sectionId: created.body.test.sections[0]!._id,
      textEn: 'Capital of Gujarat?',
      optionsEn: ['Surat', 'Gandhinagar'],
      optionsGu: [],
      correctOption: 1,
    },
  });
  expect(question.status).toBe(201);
  expect(
    (await api('PUT', `/api/admin/tests/${testId}/published`, { token: admin, body: { published: true } })).status,
  ).toBe(200);
  const student = await registerStudent({ name: 'Dated Taker' });
  expect(
    (await api('POST', `/api/admin/students/${student.id}/test-series/${seriesId}`, { token: admin })).status,
  ).toBe(201);
  const started = await api<{ attempt: { _id: string } }>('POST', `/api/tests/${testId}/attempts`, {
    token: student.token,
  });
  const submitted = await api<{ attempt: SubmittedAttempt }>(
    'POST',
    `/api/attempts/${started.body.attempt._id}/submit`,
    {
      token: student.token,
    },
  );
  expect(submitted.status).toBe(200);
  return { testId, submittedAt: submitted.body.attempt.submittedAt! };
}

describe('the results workbook', () => {
  it('writes Submitted as a date cell in India time, shown as day, month, year, hours and minutes', async () => {
    const { testId, submittedAt } = await publishedTestTakenOnce();
    const response = await fetch(`${inject('apiUrl')}/api/admin/tests/${testId}/results/excel`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'results-dates-')), 'results.xlsx');
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const [cell] = JSON.parse(
      execFileSync('/usr/bin/python3', ['-c', SUBMITTED_CELLS, file], { encoding: 'utf8' }),
    ) as {
      value: string;
      isDate: boolean;
      format: string;
    }[];
    expect(cell).toMatchObject({ isDate: true, format: 'dd-mm-yyyy hh:mm' });
    // The wall clock in India (UTC+5:30), to the second (a spreadsheet date has no zone of its own and rounds the milliseconds).
    const india = new Date(submittedAt).getTime() + 330 * 60_000;
    expect(Math.abs(new Date(`${cell!.value}Z`).getTime() - india)).toBeLessThan(1000);
  });
});
