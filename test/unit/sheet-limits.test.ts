/**
 * The question sheet's limits, on workbooks made here byte by byte: zip bombs (one that says how big
 * it is, one that hides it), and the few bytes that exceljs would spell out into millions of cells
 * (a row numbered a million, a merged or named range over the whole sheet, column widths and a
 * validation over a billion columns or cells). The limits: 20 MB unpacked, 1,000 rows, 50,000 cells,
 * 1,000 parts (shared/mock-tests.ts), written again here.
 */
import { describe, expect, it } from 'vitest';
import { readQuestionSheet } from '#domain/mock-tests/question-sheet.js';
import { TooLarge } from '#lib/errors.js';
import {
  QUESTION_HEADER,
  questionCells,
  questionWorkbookParts,
  sheetRow,
  writeZip,
  type ZipPart,
} from '../support/zip.js';

const MB = 1024 * 1024;
const notWorkbook = {
  questions: [],
  issues: [{ row: 0, column: '', message: 'The file is not an Excel workbook (.xlsx)' }],
};
const twoQuestions = sheetRow(QUESTION_HEADER, 1) + sheetRow(questionCells(1), 2) + sheetRow(questionCells(2), 3);
const workbook = (sheet: Parameters<typeof questionWorkbookParts>[0], extra: ZipPart[] = []) =>
  writeZip([...questionWorkbookParts(sheet), ...extra]);

/** Runs the read and says how it ended and how long it took. */
async function read(bytes: Buffer) {
  const started = performance.now();
  try {
    const outcome = await readQuestionSheet(bytes);
    return { outcome, ms: performance.now() - started };
  } catch (error) {
    return { error: error as Error, ms: performance.now() - started };
  }
}

function expectTooLarge(result: Awaited<ReturnType<typeof read>>, message: RegExp) {
  expect(result.error).toBeInstanceOf(TooLarge);
  expect(result.error).toMatchObject({ code: 'import_too_large' });
  expect(result.error!.message).toMatch(message);
}

describe('a question sheet within the limits', () => {
  it('is read: a workbook made here byte by byte gives its two questions', async () => {
    const { outcome } = await read(workbook({ rows: twoQuestions }));
    expect(outcome?.issues).toEqual([]);
    expect(outcome?.questions.map((q) => [q.row, q.textEn, q.optionsEn, q.correctOption])).toEqual([
      [2, 'Question 1: which river flows past Ahmedabad?', ['Tapi', 'Sabarmati'], 1],
      [3, 'Question 2: which river flows past Ahmedabad?', ['Tapi', 'Sabarmati'], 1],
    ]);
  });

  it('may fill row 1,000 and hold merged cells', async () => {
    const rows =
      sheetRow(QUESTION_HEADER, 1) +
      Array.from({ length: 999 }, (_, i) => sheetRow(questionCells(i + 2), i + 2)).join('');
    const { outcome } = await read(
      workbook({ rows, afterData: '<mergeCells count="1"><mergeCell ref="A2:A3"/></mergeCells>' }),
    );
    expect(outcome?.issues).toEqual([]);
    expect(outcome?.questions).toHaveLength(999);
  });

  it('reads past column widths over a billion columns and a validation over the whole sheet, at once', async () => {
    const bytes = workbook({
      rows: twoQuestions,
      beforeData: '<cols><col min="1" max="1000000000" width="20" customWidth="1"/></cols>',
      afterData:
        '<dataValidations count="1"><dataValidation type="list" allowBlank="1" sqref="A1:XFD1048576"><formula1>"A,B,C,D,E"</formula1></dataValidation></dataValidations>',
    });
    const { outcome, ms } = await read(bytes);
    expect(outcome?.questions).toHaveLength(2);
    expect(ms).toBeLessThan(3000);
  });
});

describe('a question sheet past the limits is refused before the reader sees it', () => {
  it('a zip bomb that says its size (2 MB file, 400 MB sheet): refused from the directory alone', async () => {
    const row = sheetRow(questionCells(7), 2);
    const bytes = workbook({
      rows: { start: sheetRow(QUESTION_HEADER, 1), repeat: row, times: Math.ceil((400 * MB) / row.length), end: '' },
    });
    expect(bytes.length).toBeLessThan(5 * MB);
    const result = await read(bytes);
    expectTooLarge(result, /unpacks to 400\.\d MB; at most 20\.0 MB/);
    expect(result.ms).toBeLessThan(1000);
    // Nothing was inflated to refuse it: with the sheet's data turned to garbage (its headers and the
    // directory kept: the first and last 2,000 bytes) the answer is the same.
    const garbled = Buffer.from(bytes);
    garbled.fill(0xff, 2000, bytes.length - 2000);
    expectTooLarge(await read(garbled), /unpacks to 400\.\d MB/);
  });

  it('a zip bomb that hides its size (says 100 KB, holds 100 MB): refused when it passes what it said', async () => {
    const row = sheetRow(questionCells(8), 2);
    const bytes = workbook({
      rows: { start: sheetRow(QUESTION_HEADER, 1), repeat: row, times: Math.ceil((100 * MB) / row.length), end: '' },
      declaredSize: 100 * 1024,
    });
    const result = await read(bytes);
    expectTooLarge(result, /sheet1\.xml unpacks to more than the file says/);
    expect(result.ms).toBeLessThan(2000);
  });

  it('a row numbered 1,048,576 (exceljs would make every row before it)', async () => {
    expectTooLarge(
      await read(workbook({ rows: twoQuestions + sheetRow(questionCells(3), 1_048_576) })),
      /reaches row 1048576; at most 1,000 rows/,
    );
  });

  it('1,001 rows, numbered, or not (a row without its number follows the one before)', async () => {
    const cells = [QUESTION_HEADER, ...Array.from({ length: 1000 }, (_, i) => questionCells(i))];
    expectTooLarge(
      await read(workbook({ rows: cells.map((row, i) => sheetRow(row, i + 1)).join('') })),
      /reaches row 1001/,
    );
    expectTooLarge(
      await read(
        workbook({
          rows:
            sheetRow(cells[0]!, 1) +
            cells
              .slice(1)
              .map((row) => sheetRow(row))
              .join(''),
        }),
      ),
      /reaches row 1001/,
    );
  });

  it('a merged range over a million cells (exceljs would make each one)', async () => {
    expectTooLarge(
      await read(
        workbook({ rows: twoQuestions, afterData: '<mergeCells count="1"><mergeCell ref="B2:XFD100"/></mergeCells>' }),
      ),
      /more than 50,000 cells/,
    );
  });

  it('a merged range past the last row a sheet may have', async () => {
    expectTooLarge(
      await read(
        workbook({ rows: twoQuestions, afterData: '<mergeCells count="1"><mergeCell ref="A3:A5000"/></mergeCells>' }),
      ),
      /reaches row 5000/,
    );
  });

  it('a named range over the whole sheet (exceljs would list all 17 billion cells)', async () => {
    const result = await read(
      workbook({
        rows: twoQuestions,
        definedNames: '<definedName name="everything">Questions!$A$1:$XFD$1048576</definedName>',
      }),
    );
    expectTooLarge(result, /more than 50,000 cells/);
  });

  it('more than 50,000 cells', async () => {
    const wide = [...QUESTION_HEADER, ...Array.from({ length: 60 }, (_, i) => `Note ${i}`)];
    const rows = Array.from({ length: 900 }, (_, i) => sheetRow(wide, i + 1)).join('');
    expectTooLarge(await read(workbook({ rows })), /more than 50,000 cells/);
  });

  it('more than 1,000 parts', async () => {
    const extra = Array.from({ length: 1000 }, (_, i) => ({ name: `xl/media/image${i}.png`, content: '' }));
    expectTooLarge(await read(workbook({ rows: twoQuestions }, extra)), /1005 parts; .* at most 1000/);
  });
});

describe('what is no workbook', () => {
  it('answers "not an Excel workbook": text, a truncated file, a part that is not deflate data', async () => {
    expect((await read(Buffer.from('Section,Question\nGS,What?'))).outcome).toEqual(notWorkbook);
    const good = workbook({ rows: twoQuestions });
    expect((await read(good.subarray(0, good.length - 30))).outcome).toEqual(notWorkbook);
    const broken = Buffer.from(good);
    broken.fill(0xff, 60, 80);
    expect((await read(broken)).outcome).toEqual(notWorkbook);
  });

  it('an entity bomb (a billion laughs) is not expanded: exceljs never defines entities, so it is refused at once', async () => {
    const laughs = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const rows =
      sheetRow(QUESTION_HEADER, 1) + sheetRow(['GS', '&lol9;', '', 'a', 'b', 'A'], 2).replace('&amp;lol9;', '&lol9;');
    const parts = questionWorkbookParts({ rows });
    const sheet = parts.find((part) => part.name === 'xl/worksheets/sheet1.xml')!;
    sheet.content = (sheet.content as string).replace(
      '<worksheet',
      `<!DOCTYPE worksheet [<!ENTITY lol0 "lol">${laughs}]><worksheet`,
    );
    const { outcome, ms } = await read(writeZip(parts));
    expect(outcome).toEqual(notWorkbook);
    expect(ms).toBeLessThan(2000);
  });
});
