import type { Workbook } from 'exceljs';
import { MAX_OPTIONS, MIN_OPTIONS, OPTION_LETTERS, type ImportIssue } from '#shared/mock-tests.js';
import { isCleanText } from '#shared/text.js';
import { ZipUnreadable } from '#lib/zip-directory.js';
import { checkSheetLimits } from './sheet-limits.js';

/**
 * The question bank spreadsheet: one row a question on the sheet "Questions", its columns named by
 * the header row (so an admin may reorder them). The template and the import read the same list.
 */
export const QUESTIONS_SHEET = 'Questions';

export const COLUMNS = {
  section: 'Section',
  sectionGu: 'Section (Gujarati)',
  textEn: 'Question (English)',
  textGu: 'Question (Gujarati)',
  optionEn: (letter: string) => `Option ${letter} (English)`,
  optionGu: (letter: string) => `Option ${letter} (Gujarati)`,
  correct: 'Correct option',
  explanationEn: 'Explanation (English)',
  explanationGu: 'Explanation (Gujarati)',
  topic: 'Topic',
} as const;

export const HEADERS: readonly string[] = [
  COLUMNS.section,
  COLUMNS.sectionGu,
  COLUMNS.textEn,
  COLUMNS.textGu,
  ...OPTION_LETTERS.map(COLUMNS.optionEn),
  ...OPTION_LETTERS.map(COLUMNS.optionGu),
  COLUMNS.correct,
  COLUMNS.explanationEn,
  COLUMNS.explanationGu,
  COLUMNS.topic,
];

/** A question as read from one row, before it is placed in a test. */
export interface SheetQuestion {
  row: number;
  section: string;
  sectionGu?: string;
  textEn?: string;
  textGu?: string;
  optionsEn: string[];
  optionsGu: string[];
  correctOption: number;
  explanationEn?: string;
  explanationGu?: string;
  topic?: string;
}

const LIMITS = { section: 200, text: 5000, option: 2000, explanation: 10_000, topic: 100 };

async function loadExcel() {
  // Loaded on first use: only the import and the template functions carry the reader.
  const { default: ExcelJS } = await import('exceljs');
  return ExcelJS;
}

/** The template: the header row, widths, and a second sheet that says how to fill it. */
export async function questionTemplate(): Promise<Uint8Array> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Gyanpath Academy';
  const sheet = workbook.addWorksheet(QUESTIONS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = HEADERS.map((header) => ({
    header,
    key: header,
    width: header.startsWith('Option')
      ? 24
      : header.startsWith('Question') || header.startsWith('Explanation')
        ? 48
        : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  const help = workbook.addWorksheet('How to fill');
  help.columns = [{ header: 'How to fill the sheet "Questions"', key: 'text', width: 120 }];
  help.getRow(1).font = { bold: true };
  for (const line of [
    'One row is one question. Leave the header row as it is; the columns may be in any order.',
    'Section: the section of the test the question belongs to (a section with a new name is added to the test). Section (Gujarati) is its optional Gujarati title.',
    'Write the question in English, in Gujarati or in both. Each language that has a question needs 2 to 5 options (A, B, C…, without gaps); when both languages are given they have the same number of options.',
    'Correct option: the letter of the one right option (A to E).',
    'Explanation and Topic are optional. Topic groups questions for the analysis after a test (e.g. Polity, History).',
    'Nothing is imported when any row has an error: the import lists every error with its row and column.',
    'Example: Section "General Studies"; Question (English) "Who wrote the Constitution of India?"; Question (Gujarati) "ભારતના બંધારણના ઘડવૈયા કોણ હતા?"; options A–D in both languages; Correct option "B".',
  ]) {
    help.addRow({ text: line });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A cell's text as a person sees it: rich text joined, numbers as written, formulas by their result. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const object = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; hyperlink?: string };
    if (Array.isArray(object.richText)) return object.richText.map((part) => part.text).join('');
    if (object.text !== undefined) return cellText(object.text);
    if (object.result !== undefined) return cellText(object.result);
  }
  return '';
}

/**
 * Column widths and data validations mean nothing to the import, and exceljs spells both out one
 * column or one cell at a time: `<col max="1000000000">` or a validation over a whole sheet would be
 * a billion objects from a few bytes.
 */
const READ_OPTIONS = { ignoreNodes: ['cols', 'dataValidations'] };

/**
 * Every question of the sheet, or every problem with its row and column. Nothing is half-read: the
 * caller writes the questions only when `issues` is empty. A file past the import's limits throws
 * TooLarge (import_too_large) before the reader sees it (sheet-limits.ts).
 */
export async function readQuestionSheet(
  bytes: Uint8Array,
): Promise<{ questions: SheetQuestion[]; issues: ImportIssue[] }> {
  const notWorkbook = {
    questions: [],
    issues: [{ row: 0, column: '', message: 'The file is not an Excel workbook (.xlsx)' }],
  };
  try {
    await checkSheetLimits(bytes);
  } catch (error) {
    if (error instanceof ZipUnreadable) return notWorkbook;
    throw error;
  }
  const ExcelJS = await loadExcel();
  const workbook: Workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer, READ_OPTIONS);
  } catch {
    return notWorkbook;
  }
  const sheet = workbook.getWorksheet(QUESTIONS_SHEET) ?? workbook.worksheets[0];
  if (!sheet)
    return {
      questions: [],
      issues: [{ row: 0, column: '', message: `The workbook has no sheet "${QUESTIONS_SHEET}"` }],
    };
  const columnOf = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const header = cellText(cell.value).trim();
    if (header) columnOf.set(header.toLowerCase(), column);
  });
  const required = [
    COLUMNS.section,
    COLUMNS.textEn,
    COLUMNS.textGu,
    COLUMNS.optionEn('A'),
    COLUMNS.optionEn('B'),
    COLUMNS.correct,
  ];
  const missing = required.filter((header) => !columnOf.has(header.toLowerCase()));
  if (missing.length)
    return {
      questions: [],
      issues: missing.map((header) => ({
        row: 1,
        column: header,
        message: `The header row has no column "${header}"`,
      })),
    };

  const issues: ImportIssue[] = [];
  const questions: SheetQuestion[] = [];
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber++) {
    const row = sheet.getRow(rowNumber);
    const read = (header: string, limit: number, multiline = true): string | undefined => {
      const column = columnOf.get(header.toLowerCase());
      if (!column) return undefined;
      const text = cellText(row.getCell(column).value).trim();
      if (!text) return undefined;
      if (text.length > limit) issues.push({ row: rowNumber, column: header, message: `At most ${limit} characters` });
      else if (!isCleanText(text, { multiline }))
        issues.push({ row: rowNumber, column: header, message: 'Contains invisible or invalid characters; retype it' });
      return text;
    };
    const options = (language: 'en' | 'gu') => {
      const header = language === 'en' ? COLUMNS.optionEn : COLUMNS.optionGu;
      const values = OPTION_LETTERS.map((letter) => read(header(letter), LIMITS.option));
      const last = values.reduce((end, value, i) => (value ? i + 1 : end), 0);
      const gap = values.slice(0, last).findIndex((value) => !value);
      if (gap >= 0)
        issues.push({
          row: rowNumber,
          column: header(OPTION_LETTERS[gap]!),
          message: 'An option is empty between filled ones',
        });
      return values.slice(0, last).map((value) => value ?? '');
    };
    const before = issues.length;
    const section = read(COLUMNS.section, LIMITS.section, false);
    const sectionGu = read(COLUMNS.sectionGu, LIMITS.section, false);
    const textEn = read(COLUMNS.textEn, LIMITS.text);
    const textGu = read(COLUMNS.textGu, LIMITS.text);
    const optionsEn = options('en');
    const optionsGu = options('gu');
    const correct = read(COLUMNS.correct, 10, false);
    const explanationEn = read(COLUMNS.explanationEn, LIMITS.explanation);
    const explanationGu = read(COLUMNS.explanationGu, LIMITS.explanation);
    const topic = read(COLUMNS.topic, LIMITS.topic, false);
    const blank =
      !section &&
      !textEn &&
      !textGu &&
      optionsEn.length === 0 &&
      optionsGu.length === 0 &&
      !correct &&
      !explanationEn &&
      !explanationGu &&
      !topic;
    if (blank) continue;
    if (!textEn && !textGu)
      issues.push({
        row: rowNumber,
        column: COLUMNS.textEn,
        message: 'The question has no text in English or Gujarati',
      });
    if (textEn && optionsEn.length < MIN_OPTIONS)
      issues.push({
        row: rowNumber,
        column: COLUMNS.optionEn(OPTION_LETTERS[optionsEn.length]!),
        message: `The English question needs ${MIN_OPTIONS} to ${MAX_OPTIONS} options`,
      });
    if (textGu && optionsGu.length < MIN_OPTIONS)
      issues.push({
        row: rowNumber,
        column: COLUMNS.optionGu(OPTION_LETTERS[optionsGu.length]!),
        message: `The Gujarati question needs ${MIN_OPTIONS} to ${MAX_OPTIONS} options`,
      });
    if (!textEn && optionsEn.length > 0)
      issues.push({
        row: rowNumber,
        column: COLUMNS.textEn,
        message: 'English options are given without the English question',
      });
    if (!textGu && optionsGu.length > 0)
      issues.push({
        row: rowNumber,
        column: COLUMNS.textGu,
        message: 'Gujarati options are given without the Gujarati question',
      });
    if (textEn && textGu && optionsEn.length !== optionsGu.length)
      issues.push({
        row: rowNumber,
        column: COLUMNS.optionGu('A'),
        message: `${optionsEn.length} English options but ${optionsGu.length} Gujarati ones: give as many in each language`,
      });
    const optionCount = Math.max(optionsEn.length, optionsGu.length);
    const letter = correct?.toUpperCase();
    const correctOption = letter ? OPTION_LETTERS.indexOf(letter as (typeof OPTION_LETTERS)[number]) : -1;
    if (!letter)
      issues.push({
        row: rowNumber,
        column: COLUMNS.correct,
        message: 'Give the letter of the correct option (A to E)',
      });
    else if (correctOption < 0)
      issues.push({
        row: rowNumber,
        column: COLUMNS.correct,
        message: `"${correct}" is not an option letter (A to E)`,
      });
    else if (correctOption >= optionCount && optionCount >= MIN_OPTIONS)
      issues.push({ row: rowNumber, column: COLUMNS.correct, message: `Option ${letter} is empty` });
    if (issues.length > before) continue;
    questions.push({
      row: rowNumber,
      section: section ?? '',
      ...(sectionGu ? { sectionGu } : {}),
      ...(textEn ? { textEn } : {}),
      ...(textGu ? { textGu } : {}),
      optionsEn,
      optionsGu,
      correctOption,
      ...(explanationEn ? { explanationEn } : {}),
      ...(explanationGu ? { explanationGu } : {}),
      ...(topic ? { topic } : {}),
    });
  }
  if (issues.length === 0 && questions.length === 0)
    issues.push({ row: 2, column: '', message: 'The sheet has no questions' });
  return { questions, issues };
}
