import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise, paise } from '#shared/money.js';
import { HEADER_SEARCH_ROWS, PLAIN_HEADER } from '#domain/payments/bank-statement-layouts.js';
import {
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_ROWS,
  parseStatement,
  type StatementLine,
} from '#domain/payments/bank-statement-parse.js';

const example = (name: string) =>
  readFileSync(new URL(`../../docs/bank-statements/${name}.csv`, import.meta.url), 'utf8');

function line(row: number, date: string, credit: number, utrs: string[], narration: string, reference = '') {
  return { row, date, narration, reference, credit: paise(credit), utrs } satisfies StatementLine;
}

/** The DomainError `run` throws, for its code and message. */
function failure(run: () => unknown): { code: string; message: string; name: string } {
  try {
    run();
  } catch (error) {
    const { code, message, name } = error as { code: string; message: string; name: string };
    return { code, message, name };
  }
  throw new Error('It did not throw');
}

describe('the example statements in docs/bank-statements', () => {
  it('plain.csv: credits with Indian digit groups, a Cr suffix and three date styles; debits, a blank row and the total skipped', () => {
    expect(parseStatement(example('plain'))).toEqual({
      layout: 'plain',
      lines: [
        line(
          2,
          '2025-04-01',
          1_250_000,
          ['509112345601'],
          'UPI/509112345601/PAYMENT FROM RAVI PATEL/ravi.patel@okaxis/GPSC fees',
          '509112345601',
        ),
        line(
          4,
          '2025-04-02',
          4_500_000,
          [],
          'NEFT CR-SBIN0001234-KIRAN MEHTA, GPSC CLASS 1-2 FEES',
          'SBINN52025040200123',
        ),
        line(
          6,
          '2025-04-03',
          12_345_650,
          ['509312345603'],
          'UPI/509312345603/PAYMENT FROM NISHA DESAI/nisha.desai@oksbi/UPSC',
          '509312345603',
        ),
        line(7, '2025-04-03', 79_900, ['509312345604'], 'IMPS/P2A/509312345604/HARSH JOSHI/HDFC/Test series'),
        line(
          9,
          '2025-04-05',
          499_950,
          ['509512345605'],
          'UPI-AMIT SHAH-amitshah@okicici-ICIC0001234-509512345605-FEES',
        ),
      ],
    });
  });

  it("hdfc.csv: the header below 13 rows of account details and a ruled line, HDFC's zero-padded references, and nothing read after the summary", () => {
    expect(parseStatement(example('hdfc'))).toEqual({
      layout: 'hdfc',
      lines: [
        line(
          17,
          '2025-04-01',
          1_250_000,
          ['509112345611'],
          'UPI-RAVI PATEL-RAVI.PATEL@OKAXIS-UTIB0000123-509112345611-GPSC FEES',
          '0000509112345611',
        ),
        line(
          18,
          '2025-04-01',
          4_500_000,
          [],
          'NEFT CR-SBIN0001234-KIRAN MEHTA-GYANPATH ACADEMY-SBINN52025040100456',
          'SBINN52025040100456',
        ),
        line(
          20,
          '2025-04-02',
          2_499_950,
          ['509212345612'],
          'UPI-NISHA DESAI-NISHA.DESAI@OKSBI-SBIN0004567-509212345612-UPSC FEES',
          '0000509212345612',
        ),
        line(
          21,
          '2025-04-03',
          79_900,
          ['509312345613'],
          'UPI-HARSH JOSHI-HARSHJ@YBL-YESB0YBLUPI-509312345613-TEST SERIES, MOCK 1',
          '0000509312345613',
        ),
        line(
          22,
          '2025-04-03',
          150_000,
          ['509312345614'],
          'IMPS-509312345614-AMIT SHAH-ICIC-XXXXXXXXXXXX4321-FEES',
          '0000509312345614',
        ),
        // A cheque number padded to 16 digits reads as a 12-digit reference; no UPI payment will have it.
        line(
          23,
          '2025-04-05',
          1_000_000,
          ['000000123456'],
          'CHQ DEP - MICR 3 CLG - AHMEDABAD - MEHUL VYAS',
          '0000000000123456',
        ),
      ],
    });
  });

  it("sbi.csv: SBI's account details above the header, its padded Debit heading, day-month-name dates", () => {
    expect(parseStatement(example('sbi'))).toEqual({
      layout: 'sbi',
      lines: [
        line(
          21,
          '2025-04-01',
          1_250_000,
          ['509112345621'],
          'BY TRANSFER-UPI/CR/509112345621/RAVI PATEL/UTIB/ravi.patel@okaxis/GPSC--',
          'TRANSFER FROM 4897736162097',
        ),
        line(
          23,
          '2025-04-02',
          4_500_000,
          [],
          'BY TRANSFER-NEFT*HDFC0000123*N092250123456789*KIRAN MEHTA--',
          'TRANSFER FROM 3199417044309',
        ),
        line(
          24,
          '2025-04-03',
          2_499_950,
          ['509312345623'],
          'BY TRANSFER-UPI/CR/509312345623/NISHA DESAI/SBIN/nisha.desai@oksbi/UPSC--',
          'TRANSFER FROM 4897736162097',
        ),
        line(
          25,
          '2025-04-03',
          150_000,
          ['509312345624'],
          'BY TRANSFER-INB IMPS/509312345624/AMIT SHAH/ICIC/Fees--',
          'MAO1234567',
        ),
        line(26, '2025-04-04', 800_000, [], 'CASH DEPOSIT-CASH DEPOSIT SELF--'),
        line(
          27,
          '2025-04-05',
          79_900,
          ['509512345625'],
          'BY TRANSFER-UPI/CR/509512345625/HARSH JOSHI/BARB/harshj@okhdfcbank/Test--',
          'TRANSFER FROM 4897736162097',
        ),
      ],
    });
  });

  it('icici.csv: the header after the period and search lines, 0.00 in the unused column, the legends after the table', () => {
    expect(parseStatement(example('icici'))).toEqual({
      layout: 'icici',
      lines: [
        line(
          8,
          '2025-04-01',
          1_250_000,
          ['509112345631'],
          'UPI/509112345631/Payment from Ph/ravi.patel@okaxis/AXIS BANK',
          '-',
        ),
        line(
          9,
          '2025-04-01',
          4_500_000,
          [],
          'NEFT-SBINN52025040100789-KIRAN MEHTA-GYANPATH ACADEMY-00000031234567890-SBIN0001234',
          '-',
        ),
        line(
          11,
          '2025-04-02',
          2_499_950,
          ['509212345632'],
          'UPI/509212345632/UPSC fees/nisha.desai@oksbi/State Bank Of I',
          '-',
        ),
        line(12, '2025-04-03', 150_000, ['509312345633'], 'MMT/IMPS/509312345633/Fees/AMIT SHAH/ICICI Bank', '-'),
        line(13, '2025-04-03', 79_900, ['509312345634'], 'UPI/509312345634/Test series/harshj@ybl/Yes Bank Ltd', '-'),
        line(
          14,
          '2025-04-05',
          1_250_000,
          ['509512345635'],
          'UPI/509512345635/Payment from Ph/ravi.patel@okaxis/AXIS BANK',
          '-',
        ),
      ],
    });
  });
});

describe('other layouts and headers', () => {
  it("reads HDFC's delimited download: cells padded with spaces, 0.00 in the unused column", () => {
    const text = [
      ' Date     ,Narration                                         ,Value Dat,Debit Amount       ,Credit Amount      ,Chq/Ref Number   ,Closing Balance',
      ' 03/02/26 ,UPI-SWIFT-SWIFT@ICICI-ICIC0DC0099-603412345678-PAYMENT ,03/02/26 ,           450.00  ,             0.00  ,0000603412345678 ,       39550.00',
      ' 05/02/26 ,UPI-RAVI  PATEL-RAVI@OKAXIS-UTIB0000123-603612345679-FEES,05/02/26 ,             0.00  ,          2500.00  ,0000603612345679 ,       42050.00',
    ].join('\n');
    expect(parseStatement(text)).toEqual({
      layout: 'hdfc-delimited',
      lines: [
        line(
          3,
          '2026-02-05',
          250_000,
          ['603612345679'],
          'UPI-RAVI PATEL-RAVI@OKAXIS-UTIB0000123-603612345679-FEES',
          '0000603612345679',
        ),
      ],
    });
  });

  it("reads Axis Bank's export: a blank cell as ' ', dd-mm-yyyy dates, its opening balance row", () => {
    const text = [
      'Name :- GYANPATH ACADEMY',
      'Statement of Account No - 923010008070086 for the period (From : 01-04-2025 To : 30-04-2025)',
      '',
      'Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL',
      ',,OPENING BALANCE, ,   ,         5000.00,',
      '01-04-2025,-,UPI/P2A/509112345641/RAVI PATEL/UTIB/GPSC, ,          12500.00,           17500.00,4875',
      '02-04-2025,-,NBSM/96863804/RAZORPAY,          4439.59, ,           13060.41,4875',
      ',,TRANSACTION TOTAL,4439.59,12500.00,,',
      ',,CLOSING BALANCE, , ,13060.41,',
    ].join('\n');
    expect(parseStatement(text)).toEqual({
      layout: 'axis',
      lines: [line(6, '2025-04-01', 1_250_000, ['509112345641'], 'UPI/P2A/509112345641/RAVI PATEL/UTIB/GPSC', '-')],
    });
  });

  it("reads SBI's tab-separated download as it comes, with commas in its cells", () => {
    const text = [
      'Account Name       :\tM/S GYANPATH ACADEMY',
      'Address            :\t12, SHIVRANJANI SOCIETY, SATELLITE',
      '',
      'Txn Date\tValue Date\tDescription\tRef No./Cheque No.\t        Debit\tCredit\tBalance',
      '1 Apr 2025\t1 Apr 2025\tBY TRANSFER-UPI/CR/509112345621/RAVI, PATEL/UTIB/GPSC--\tTRANSFER FROM 4897736162097\t\t12,500.00\t1,62,500.00',
    ].join('\n');
    expect(parseStatement(text)).toEqual({
      layout: 'sbi',
      lines: [
        line(
          5,
          '2025-04-01',
          1_250_000,
          ['509112345621'],
          'BY TRANSFER-UPI/CR/509112345621/RAVI, PATEL/UTIB/GPSC--',
          'TRANSFER FROM 4897736162097',
        ),
      ],
    });
  });

  it('knows a header whatever its case and spacing, and ICICI\'s "Amount(INR)" without a space', () => {
    expect(parseStatement('date , NARRATION,reference,DEBIT , credit\n01/04/2025,FEES,509112345601,,100').layout).toBe(
      'plain',
    );
    const icici =
      'S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount(INR),Deposit Amount(INR),Balance(INR)\n1,01/04/2025,01/04/2025,,UPI/509112345631/x,,100.00,100.00';
    expect(parseStatement(icici).lines).toEqual([
      line(2, '2025-04-01', 10_000, ['509112345631'], 'UPI/509112345631/x'),
    ]);
  });

  it(`finds the header in the first ${HEADER_SEARCH_ROWS} rows, and not below them`, () => {
    const below = (preamble: number) =>
      `${'Account details,x\n'.repeat(preamble)}${PLAIN_HEADER}\n01/04/2025,UPI/509112345601/FEES,,,500.00\n`;
    expect(parseStatement(below(HEADER_SEARCH_ROWS - 1)).lines).toEqual([
      line(HEADER_SEARCH_ROWS + 1, '2025-04-01', 50_000, ['509112345601'], 'UPI/509112345601/FEES'),
    ]);
    expect(failure(() => parseStatement(below(HEADER_SEARCH_ROWS))).code).toBe('statement_header_unknown');
  });

  it('skips blank rows, ruled lines, the header printed again on a new page, balances and totals', () => {
    const text = [
      PLAIN_HEADER,
      '01/04/2025,Opening Balance,,,"1,00,000.00"',
      '01/04/2025,UPI/509112345601/FEES,,,500.00',
      ',,,,',
      '',
      '*******,*******,****,****,****',
      '-------,-------,----,----,----',
      PLAIN_HEADER,
      '02/04/2025,UPI/509212345602/FEES,,,600.00',
      ',Total,,,"1,100.00"',
      ',Grand Total :,,,"1,100.00"',
      'Balance B/F,,,,"1,01,100.00"',
      '30/04/2025,Closing Balance as on 30/04/2025,,,"1,01,100.00"',
    ].join('\n');
    expect(parseStatement(text).lines).toEqual([
      line(3, '2025-04-01', 50_000, ['509112345601'], 'UPI/509112345601/FEES'),
      line(9, '2025-04-02', 60_000, ['509212345602'], 'UPI/509212345602/FEES'),
    ]);
  });

  it('reads a narration that starts with a total or balance word, when the word is not the whole cell', () => {
    const text = `${PLAIN_HEADER}\n01/04/2025,TOTAL FEES FROM RAVI UPI/509112345601,,,500.00`;
    expect(parseStatement(text).lines.map(({ row }) => row)).toEqual([2]);
  });

  it('stops at the summary or the end of the statement: what follows is no transaction', () => {
    const text = [
      PLAIN_HEADER,
      '01/04/2025,UPI/509112345601/FEES,,,500.00',
      '--- End Of Statement ---',
      '01/04/2025,not a row of the table,,,900.00',
    ].join('\n');
    expect(parseStatement(text).lines.map(({ row }) => row)).toEqual([2]);
    const summary = `${PLAIN_HEADER}\n01/04/2025,UPI/509112345601/FEES,,,500.00\nSTATEMENT SUMMARY  :-\n"2,35,000.00",3,6,"17,327.70","94,798.50"`;
    expect(parseStatement(summary).lines.map(({ row }) => row)).toEqual([2]);
  });

  it('counts rows as a spreadsheet does: a narration with a line break is one row; a byte order mark is not read', () => {
    const text = `\uFEFF${PLAIN_HEADER}\r\n01/04/2025,"UPI/509112345601/FEES\r\nFOR GPSC",,,500.00\r\n02/04/2025,UPI/509212345602/FEES,,,600.00\r\n`;
    expect(parseStatement(text)).toEqual({
      layout: 'plain',
      lines: [
        line(2, '2025-04-01', 50_000, ['509112345601'], 'UPI/509112345601/FEES FOR GPSC'),
        line(3, '2025-04-02', 60_000, ['509212345602'], 'UPI/509212345602/FEES'),
      ],
    });
  });

  it('gives no lines, and no error, for a statement with no credits', () => {
    expect(parseStatement(`${PLAIN_HEADER}\n01/04/2025,CHARGES,,17.70,\n`)).toEqual({ layout: 'plain', lines: [] });
  });
});

describe('a column mapping chosen by the admin', () => {
  const kotak = [
    'Account No.,1234567890',
    'Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Withdrawal (Dr),Deposit (Cr),Balance',
    '1,01-04-2025,01-04-2025,UPI/RAVI PATEL/509112345651/GPSC,UPI-509112345651,,"12,500.00","1,12,500.00"',
    '2,02-04-2025,02-04-2025,ATM WDL,,"2,000.00",,"1,10,500.00"',
  ].join('\n');

  it('reads a layout it does not know', () => {
    const mapping = {
      date: 'transaction date',
      narration: 'DESCRIPTION',
      reference: 'Chq / Ref No.',
      credit: 'Deposit (Cr)',
      debit: 'Withdrawal (Dr)',
    };
    expect(parseStatement(kotak, mapping)).toEqual({
      layout: 'mapping',
      lines: [
        line(3, '2025-04-01', 1_250_000, ['509112345651'], 'UPI/RAVI PATEL/509112345651/GPSC', 'UPI-509112345651'),
      ],
    });
  });

  it('needs no reference or debit column', () => {
    const mapping = { date: 'Transaction Date', narration: 'Description', credit: 'Deposit (Cr)' };
    expect(parseStatement(kotak, mapping).lines).toEqual([
      line(3, '2025-04-01', 1_250_000, ['509112345651'], 'UPI/RAVI PATEL/509112345651/GPSC'),
    ]);
  });

  it('takes the columns it names even where a known layout would read others', () => {
    const text = `${PLAIN_HEADER},Value Date\n01/04/2025,UPI/509112345601/FEES,,,500.00,02/04/2025`;
    const mapping = { date: 'Value Date', narration: 'Narration', credit: 'Credit' };
    expect(parseStatement(text, mapping).lines.map(({ date }) => date)).toEqual(['2025-04-02']);
  });

  it('reads one amount column whose cells say Cr or Dr', () => {
    const text = [
      'Date,Particulars,Amount,Balance',
      '01/04/2025,UPI/509112345601/FEES,"12,500.00 Cr","1,12,500.00 Cr"',
      '02/04/2025,ATM WDL,"2,000.00 Dr","1,10,500.00 Cr"',
    ].join('\n');
    const mapping = { date: 'Date', narration: 'Particulars', credit: 'Amount' };
    expect(parseStatement(text, mapping).lines).toEqual([
      line(2, '2025-04-01', 1_250_000, ['509112345601'], 'UPI/509112345601/FEES'),
    ]);
  });

  it('names the chosen columns the file does not have', () => {
    const mapping = { date: 'Transaction Date', narration: 'Narration', credit: 'Deposit (Cr)', debit: 'Debit' };
    expect(failure(() => parseStatement(kotak, mapping))).toEqual({
      name: 'InvalidInput',
      code: 'statement_column_missing',
      message:
        'The bank statement has no header row with the chosen columns: "Narration" (narration), "Debit" (debit) are not there.',
    });
    const emptyName = { date: '', narration: 'Description', credit: 'Deposit (Cr)' };
    expect(failure(() => parseStatement(kotak, emptyName)).message).toContain('"" (date) is not there');
  });
});

describe('a file it cannot read changes nothing: it throws, with a code and what is wrong', () => {
  it('names the row of a credit whose amount is not an amount', () => {
    const text = `${PLAIN_HEADER}\n01/04/2025,UPI/509112345601/FEES,,,500.00\n02/04/2025,UPI/509212345602/FEES,,,"12.345"`;
    expect(failure(() => parseStatement(text))).toEqual({
      name: 'InvalidInput',
      code: 'statement_amount_invalid',
      message: 'Row 3 of the bank statement: the credit "12.345" is not an amount in rupees.',
    });
  });

  it('quotes a long cell in part', () => {
    const text = `${PLAIN_HEADER}\n01/04/2025,UPI/509112345601/FEES,,,${'9'.repeat(30)} rupees ${'9'.repeat(30)}`;
    expect(failure(() => parseStatement(text)).message).toBe(
      `Row 2 of the bank statement: the credit "${'9'.repeat(30)} rupees 9…" is not an amount in rupees.`,
    );
  });

  it('names the row of a credit whose date is not a date', () => {
    const text = `Bank,x\n${PLAIN_HEADER}\n01/04/2025,UPI/509112345601/FEES,,,500.00\n31/02/2025,UPI/509212345602/FEES,,,600.00`;
    expect(failure(() => parseStatement(text))).toEqual({
      name: 'InvalidInput',
      code: 'statement_date_invalid',
      message:
        'Row 4 of the bank statement: the date "31/02/2025" is not a date (day first: 15/04/2025, 15/04/25, 15-04-2025 or 15 Apr 2025).',
    });
    expect(failure(() => parseStatement(`${PLAIN_HEADER}\n,UPI/509112345601/FEES,,,500.00`)).code).toBe(
      'statement_date_invalid',
    );
  });

  it("does not read a debit's date, in the debit column or marked Dr in the credit column", () => {
    expect(parseStatement(`${PLAIN_HEADER}\nsoon,CHARGES,,17.70,\nlater,REVERSAL,,,100.00 Dr`).lines).toEqual([]);
  });

  it('says which header it expects when it knows none of the file', () => {
    expect(failure(() => parseStatement('Posted,Details,Amount\n01/04/2025,FEES,500'))).toEqual({
      name: 'InvalidInput',
      code: 'statement_header_unknown',
      message: `The header row of the bank statement was not recognised in its first ${HEADER_SEARCH_ROWS} rows. Use the header Date,Narration,Reference,Debit,Credit, or the file as HDFC Bank, SBI, ICICI Bank or Axis Bank exports it, or choose which columns hold the date, narration, reference and credit.`,
    });
    expect(failure(() => parseStatement('')).code).toBe('statement_header_unknown');
  });

  it('refuses a file whose quotes do not pair up', () => {
    const text = `${PLAIN_HEADER}\n01/04/2025,"UPI/509112345601/FEES,,,500.00\n02/04/2025,UPI,,,600.00`;
    expect(failure(() => parseStatement(text))).toEqual({
      name: 'InvalidInput',
      code: 'statement_not_csv',
      message:
        'The file is not a CSV table: a quote in it is never closed, or has more text after it in its cell (reading stopped at line 3).',
    });
  });

  it('refuses an Excel workbook or a PDF', () => {
    const xlsx = 'PK\u0003\u0004\u0014\u0000\u0006\u0000[Content_Types].xml';
    expect(failure(() => parseStatement(xlsx)).code).toBe('statement_not_csv');
    expect(failure(() => parseStatement('%PDF-1.7\n%âãÏÓ\n1 0 obj')).code).toBe('statement_not_csv');
  });
});

/** A plain statement of `rows` rows in all, each of about `rowBytes` bytes: a header and credits. */
function statementOf(rows: number, rowBytes = 60): string {
  const credit = (index: number) => {
    const utr = String(500_000_000_000 + index);
    const start = `01/04/2025,UPI/${utr}/`;
    const end = `,${utr},,100.00\n`;
    return `${start}${'x'.repeat(Math.max(1, rowBytes - start.length - end.length))}${end}`;
  };
  return `${PLAIN_HEADER}\n${Array.from({ length: rows - 1 }, (_, index) => credit(index)).join('')}`;
}

describe('the limits', () => {
  it(`reads ${MAX_STATEMENT_ROWS.toLocaleString('en-IN')} rows, and refuses one more`, () => {
    expect(parseStatement(statementOf(MAX_STATEMENT_ROWS)).lines).toHaveLength(MAX_STATEMENT_ROWS - 1);
    expect(failure(() => parseStatement(statementOf(MAX_STATEMENT_ROWS + 1)))).toEqual({
      name: 'TooLarge',
      code: 'statement_too_large',
      message:
        'The bank statement is too large (more than 20,000 rows): a statement may have at most 20,000 rows and 5 MB. Download a shorter period.',
    });
    // A blank row at the end is a row of the file too.
    expect(failure(() => parseStatement(`${statementOf(MAX_STATEMENT_ROWS)}\n`)).code).toBe('statement_too_large');
  });

  it('reads a file of 5 MB, and refuses one byte more', () => {
    const rows = 10_000;
    const rowBytes = Math.floor(MAX_STATEMENT_BYTES / rows);
    const text = statementOf(rows, rowBytes);
    const exact = text + ' '.repeat(MAX_STATEMENT_BYTES - Buffer.byteLength(text));
    expect(Buffer.byteLength(exact)).toBe(MAX_STATEMENT_BYTES);
    expect(parseStatement(exact).lines).toHaveLength(rows - 1);
    expect(failure(() => parseStatement(`${exact} `))).toEqual({
      name: 'TooLarge',
      code: 'statement_too_large',
      message:
        'The bank statement is too large (5.0 MB): a statement may have at most 20,000 rows and 5 MB. Download a shorter period.',
    });
    // Counted in UTF-8 bytes, as the file is stored, not in characters.
    const rupees = text + '₹'.repeat(Math.ceil((MAX_STATEMENT_BYTES - Buffer.byteLength(text)) / 3) + 1);
    expect(rupees.length).toBeLessThan(MAX_STATEMENT_BYTES);
    expect(failure(() => parseStatement(rupees)).code).toBe('statement_too_large');
  });
});

describe('properties', () => {
  const credit = fc.record({
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: 2000, max: 2099 }),
    amount: fc.integer({ min: 1, max: 99_999_999_999 }),
    utr: fc.stringMatching(/^[0-9]{12}$/),
    narration: fc.constantFrom(
      'UPI/{utr}/PAYMENT FROM RAVI/ravi@okaxis/GPSC',
      'UPI-RAVI PATEL-ravi@oksbi-SBIN0001234-{utr}-FEES',
      'IMPS/P2A/{utr}/RAVI',
    ),
    inReference: fc.boolean(),
    rupeeSign: fc.boolean(),
    debitAfter: fc.boolean(),
  });

  it('a statement of credits written in the plain layout reads back to its dates, amounts and UTRs', () => {
    fc.assert(
      fc.property(fc.array(credit, { maxLength: 30 }), (credits) => {
        const rows = [PLAIN_HEADER];
        const expected: StatementLine[] = [];
        for (const c of credits) {
          const narration = c.narration.replace('{utr}', c.utr);
          const written = formatPaise(paise(c.amount), { alwaysPaise: true });
          const date = `${String(c.day).padStart(2, '0')}/${String(c.month).padStart(2, '0')}/${c.year}`;
          rows.push(
            `${date},${narration},${c.inReference ? c.utr : ''},,"${c.rupeeSign ? written : written.slice(1)}"`,
          );
          const iso = `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
          expected.push(line(rows.length, iso, c.amount, [c.utr], narration, c.inReference ? c.utr : ''));
          if (c.debitAfter) rows.push(`${date},CHARGES ${c.utr},,"${written.slice(1)}",`);
        }
        expect(parseStatement(rows.join('\n'))).toEqual({ layout: 'plain', lines: expected });
      }),
    );
  });
});
