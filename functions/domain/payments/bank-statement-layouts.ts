/**
 * The CSV layouts a bank statement is read in: the plain one (`Date,Narration,Reference,Debit,Credit`),
 * the exports of HDFC Bank, SBI, ICICI Bank and Axis Bank, or the columns an admin names once
 * (`ColumnMapping`). `detectHeader` and `findMappedHeader` find the header row below a bank's preamble.
 */
import { PLAIN_STATEMENT_HEADER } from '#shared/bank-statements.js';

/** Which column holds what, by the text of its header cell; case and spaces do not matter. */
export interface ColumnMapping {
  date: string;
  narration: string;
  reference?: string;
  credit: string;
  /** Only checked to be in the header: debits are skipped whatever they hold. */
  debit?: string;
}

export type StatementLayoutId = 'plain' | 'hdfc' | 'hdfc-delimited' | 'sbi' | 'icici' | 'axis';

export interface StatementLayout {
  id: StatementLayoutId;
  name: string;
  columns: Required<ColumnMapping>;
}

export const PLAIN_HEADER = PLAIN_STATEMENT_HEADER;

/** Tried in this order; a header row is a layout's when it has every one of the layout's columns. */
export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [
  {
    id: 'plain',
    name: 'Plain',
    columns: { date: 'Date', narration: 'Narration', reference: 'Reference', debit: 'Debit', credit: 'Credit' },
  },
  {
    // NetBanking's Excel download (saved as CSV): Date, Narration, Chq./Ref.No., Value Dt, Withdrawal Amt., Deposit Amt., Closing Balance.
    id: 'hdfc',
    name: 'HDFC Bank',
    columns: {
      date: 'Date',
      narration: 'Narration',
      reference: 'Chq./Ref.No.',
      debit: 'Withdrawal Amt.',
      credit: 'Deposit Amt.',
    },
  },
  {
    // NetBanking's "Delimited" download: Date, Narration, Value Dat, Debit Amount, Credit Amount, Chq/Ref Number, Closing Balance.
    id: 'hdfc-delimited',
    name: 'HDFC Bank (delimited text)',
    columns: {
      date: 'Date',
      narration: 'Narration',
      reference: 'Chq/Ref Number',
      debit: 'Debit Amount',
      credit: 'Credit Amount',
    },
  },
  {
    // Txn Date, Value Date, Description, Ref No./Cheque No., (Branch Code,) Debit, Credit, Balance.
    id: 'sbi',
    name: 'State Bank of India',
    columns: {
      date: 'Txn Date',
      narration: 'Description',
      reference: 'Ref No./Cheque No.',
      debit: 'Debit',
      credit: 'Credit',
    },
  },
  {
    // S No., Value Date, Transaction Date, Cheque Number, Transaction Remarks, Withdrawal Amount (INR ), Deposit Amount (INR ), Balance (INR ).
    id: 'icici',
    name: 'ICICI Bank',
    columns: {
      date: 'Transaction Date',
      narration: 'Transaction Remarks',
      reference: 'Cheque Number',
      debit: 'Withdrawal Amount (INR )',
      credit: 'Deposit Amount (INR )',
    },
  },
  {
    // Tran Date, CHQNO, PARTICULARS, DR, CR, BAL, SOL.
    id: 'axis',
    name: 'Axis Bank',
    columns: { date: 'Tran Date', narration: 'PARTICULARS', reference: 'CHQNO', debit: 'DR', credit: 'CR' },
  },
];

/** Banks print the account, its holder and the period above the table: the header is looked for this far down. */
export const HEADER_SEARCH_ROWS = 60;

/** Where each column is, counted from 0. */
export interface StatementColumns {
  date: number;
  narration: number;
  reference?: number;
  credit: number;
  debit?: number;
}

export interface StatementHeader {
  layout: StatementLayoutId | 'mapping';
  /** Index of the header row among the file's rows, from 0. */
  rowIndex: number;
  columns: StatementColumns;
}

/** A header cell as it is compared: without spaces (banks pad and wrap them), in lower case. */
export function headerKey(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

type Field = keyof ColumnMapping;
const FIELDS: readonly Field[] = ['date', 'narration', 'reference', 'credit', 'debit'];

/** The column of each named field in `row`, and the fields whose name is not there (an empty name never is). */
function locate(row: readonly string[], mapping: ColumnMapping) {
  const keys = row.map(headerKey);
  const found: Partial<Record<Field, number>> = {};
  const missing: Field[] = [];
  for (const field of FIELDS) {
    const name = mapping[field];
    if (name === undefined) continue;
    const key = headerKey(name);
    const index = key === '' ? -1 : keys.indexOf(key);
    if (index < 0) missing.push(field);
    else found[field] = index;
  }
  return { found, missing };
}

function columnsOf(found: Partial<Record<Field, number>>): StatementColumns {
  const { date, narration, credit, reference, debit } = found;
  if (date === undefined || narration === undefined || credit === undefined)
    throw new Error('A header without its date, narration or credit column');
  return {
    date,
    narration,
    credit,
    ...(reference === undefined ? {} : { reference }),
    ...(debit === undefined ? {} : { debit }),
  };
}

/** The first row, within HEADER_SEARCH_ROWS, that is a known layout's header; undefined when there is none. */
export function detectHeader(rows: readonly (readonly string[])[]): StatementHeader | undefined {
  const searched = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let rowIndex = 0; rowIndex < searched; rowIndex++) {
    for (const layout of STATEMENT_LAYOUTS) {
      const { found, missing } = locate(rows[rowIndex] ?? [], layout.columns);
      if (missing.length === 0) return { layout: layout.id, rowIndex, columns: columnsOf(found) };
    }
  }
  return undefined;
}

/**
 * The first row, within HEADER_SEARCH_ROWS, with every column the mapping names; when there is none,
 * the named columns missing from the row that has the most of them (the first such row).
 */
export function findMappedHeader(
  rows: readonly (readonly string[])[],
  mapping: ColumnMapping,
): StatementHeader | { missing: { field: Field; name: string }[] } {
  const searched = Math.min(rows.length, HEADER_SEARCH_ROWS);
  let fewestMissing: Field[] | undefined;
  for (let rowIndex = 0; rowIndex < searched; rowIndex++) {
    const { found, missing } = locate(rows[rowIndex] ?? [], mapping);
    if (missing.length === 0) return { layout: 'mapping', rowIndex, columns: columnsOf(found) };
    if (!fewestMissing || missing.length < fewestMissing.length) fewestMissing = missing;
  }
  const missing = fewestMissing ?? FIELDS.filter((field) => mapping[field] !== undefined);
  return { missing: missing.map((field) => ({ field, name: mapping[field] ?? '' })) };
}
