/**
 * `parseStatement(csvText, mapping?)` reads a bank statement's CSV into its credits, each with its row in
 * the file, ISO date, narration, reference, amount in paise and the UTRs it carries. Debits, blank rows,
 * balances and totals are skipped; a file it cannot read throws a DomainError and gives nothing.
 */
import { CsvError, parse } from 'csv-parse/sync';
import { MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS } from '#shared/bank-statements.js';
import type { Paise } from '#shared/money.js';
import { InvalidInput, TooLarge, type DomainError } from '#lib/errors.js';
import {
  detectHeader,
  findMappedHeader,
  headerKey,
  HEADER_SEARCH_ROWS,
  PLAIN_HEADER,
  type ColumnMapping,
  type StatementHeader,
  type StatementLayoutId,
} from './bank-statement-layouts.js';
import { readStatementAmount, readStatementDate, utrCandidates } from './bank-statement-cells.js';

// The limits live in shared/, where the admin's screen checks a file before sending it.
export { MAX_STATEMENT_BYTES, MAX_STATEMENT_ROWS };

export interface StatementLine {
  /** The row in the file from 1, as a spreadsheet numbers it (a cell with a line break stays one row). */
  row: number;
  /** `yyyy-mm-dd`. */
  date: string;
  narration: string;
  reference: string;
  credit: Paise;
  /** 12-character references found in the reference, then the narration: upper-case, each once. */
  utrs: string[];
}

export interface ParsedStatement {
  layout: StatementLayoutId | 'mapping';
  lines: StatementLine[];
}

/** Where the table ends and a bank's summary or closing words begin (HDFC: "STATEMENT SUMMARY  :-"). */
const FOOTER = /^(?:statement\s+summary|-*\s*end\s+of\s+statement)\b/i;
/** A ruled line between the header and the rows and after them (HDFC's asterisks). */
const SEPARATOR = /^[*=_-]+$/;
/** A row that names a balance or a total, never a transaction. */
const BALANCE_OR_TOTAL =
  /^(?:(?:opening|closing)\s+bal(?:ance|\.)?\b.*|(?:balance\s+)?(?:b\/f|c\/f|brought\s+forward|carried\s+forward)|(?:(?:grand|transaction|page)\s+)?totals?(?:\s+(?:amount|debits?|credits?))?\s*:?)$/i;

function tooLarge(detail: string): DomainError {
  return new TooLarge(
    'statement_too_large',
    `The bank statement is too large (${detail}): a statement may have at most ${MAX_STATEMENT_ROWS.toLocaleString('en-IN')} rows and ${MAX_STATEMENT_BYTES / 1024 / 1024} MB. Download a shorter period.`,
  );
}

function readRows(csvText: string, delimiter: string): string[][] {
  const rows = parse(csvText, {
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    // Stops reading one row past the limit, so a huge file costs no more than the limit.
    to: MAX_STATEMENT_ROWS + 1,
  }) as string[][];
  if (rows.length > MAX_STATEMENT_ROWS) throw tooLarge(`more than ${MAX_STATEMENT_ROWS.toLocaleString('en-IN')} rows`);
  return rows;
}

function headerProblem(rows: string[][], mapping: ColumnMapping | undefined): DomainError {
  if (!mapping)
    return new InvalidInput(
      'statement_header_unknown',
      `The header row of the bank statement was not recognised in its first ${HEADER_SEARCH_ROWS} rows. Use the header ${PLAIN_HEADER}, or the file as HDFC Bank, SBI, ICICI Bank or Axis Bank exports it, or choose which columns hold the date, narration, reference and credit.`,
    );
  const found = findMappedHeader(rows, mapping);
  const missing = 'missing' in found ? found.missing : [];
  const names = missing.map(({ field, name }) => `"${name}" (${field})`).join(', ');
  return new InvalidInput(
    'statement_column_missing',
    `The bank statement has no header row with the chosen columns: ${names} ${missing.length === 1 ? 'is' : 'are'} not there.`,
  );
}

/** The rows and their header, with commas between cells or, failing that, tabs (SBI's download is tab-separated). */
function readTable(csvText: string, mapping: ColumnMapping | undefined): { rows: string[][]; header: StatementHeader } {
  let problem: DomainError | undefined;
  for (const delimiter of csvText.includes('\t') ? [',', '\t'] : [',']) {
    let rows: string[][];
    try {
      rows = readRows(csvText, delimiter);
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      problem ??= new InvalidInput(
        'statement_not_csv',
        `The file is not a CSV table: a quote in it is never closed, or has more text after it in its cell (reading stopped at line ${error.lines}).`,
      );
      continue;
    }
    const header = mapping ? findMappedHeader(rows, mapping) : detectHeader(rows);
    if (header && !('missing' in header)) return { rows, header };
    problem ??= headerProblem(rows, mapping);
  }
  throw problem;
}

/** A cell as an error message quotes it: short enough to read in one line. */
function quoted(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 39)}…` : text}"`;
}

function isBinary(csvText: string): boolean {
  return csvText.includes('\u0000') || csvText.startsWith('%PDF-');
}

export function parseStatement(csvText: string, mapping?: ColumnMapping): ParsedStatement {
  const bytes = Buffer.byteLength(csvText, 'utf8');
  if (bytes > MAX_STATEMENT_BYTES) throw tooLarge(`${(bytes / 1024 / 1024).toFixed(1)} MB`);
  if (isBinary(csvText))
    throw new InvalidInput(
      'statement_not_csv',
      'The file is not a CSV table: it holds binary data (an Excel workbook or a PDF?). Download the statement as CSV, or save it as CSV.',
    );
  const { rows, header } = readTable(csvText, mapping);
  const { columns } = header;
  const cell = (row: readonly string[], index: number | undefined) => (index === undefined ? '' : (row[index] ?? ''));
  const headerRow = rows[header.rowIndex]!;
  const isHeaderAgain = (row: readonly string[]) =>
    (Object.values(columns) as number[]).every(
      (index) => headerKey(cell(row, index)) === headerKey(cell(headerRow, index)),
    );

  const lines: StatementLine[] = [];
  for (let index = header.rowIndex + 1; index < rows.length; index++) {
    const row = rows[index]!;
    const cells = row.map((text) => text.trim());
    const first = cells.find((text) => text !== '');
    if (first === undefined) continue;
    if (FOOTER.test(first)) break;
    if (cells.every((text) => text === '' || SEPARATOR.test(text))) continue;
    if (isHeaderAgain(row) || cells.some((text) => BALANCE_OR_TOTAL.test(text))) continue;
    const rowNumber = index + 1;
    const creditText = cell(row, columns.credit).trim();
    const amount = readStatementAmount(creditText);
    if (!amount)
      throw new InvalidInput(
        'statement_amount_invalid',
        `Row ${rowNumber} of the bank statement: the credit ${quoted(creditText)} is not an amount in rupees.`,
      );
    if (amount.kind !== 'credit') continue;
    const dateText = cell(row, columns.date).trim();
    const date = readStatementDate(dateText);
    if (!date)
      throw new InvalidInput(
        'statement_date_invalid',
        `Row ${rowNumber} of the bank statement: the date ${quoted(dateText)} is not a date (day first: 15/04/2025, 15/04/25, 15-04-2025 or 15 Apr 2025).`,
      );
    const narration = cell(row, columns.narration).replace(/\s+/g, ' ').trim();
    const reference = cell(row, columns.reference).replace(/\s+/g, ' ').trim();
    lines.push({
      row: rowNumber,
      date,
      narration,
      reference,
      credit: amount.amount,
      utrs: utrCandidates(reference, narration),
    });
  }
  return { layout: header.layout, lines };
}
