import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headerChoices } from '#domain/payments/bank-statement-header-choices.js';

describe('headerChoices', () => {
  it('takes the row with the most cells and no date, below the bank’s lines about the account', () => {
    const csv = [
      'Account Statement,,,',
      'Account No,1234567890,Branch,C G Road',
      'Period,01-04-2025,to,30-04-2025',
      '',
      'Sl. No.,Transaction Date,Description,Chq / Ref No.,Withdrawal (Dr),Deposit (Cr),Balance',
      '1,01-04-2025,UPI/509112345601/FEES,UPI-509112345601,,750.00,10750.00',
    ].join('\n');
    expect(headerChoices(csv)).toEqual([
      'Sl. No.',
      'Transaction Date',
      'Description',
      'Chq / Ref No.',
      'Withdrawal (Dr)',
      'Deposit (Cr)',
      'Balance',
    ]);
  });

  it('reads a tab-separated file, keeps the first of two equal rows, and trims and joins a cell’s spaces', () => {
    const csv = ['Txn  Date\t Details \tAmount\tType', 'Value Date\tNotes\tSum\tKind', '1 Apr 2025\tUPI\t10\tCR'].join(
      '\n',
    );
    expect(headerChoices(csv)).toEqual(['Txn Date', 'Details', 'Amount', 'Type']);
  });

  it('names a header cell once however its case and spaces differ', () => {
    expect(headerChoices('Date,Narr ation,NARRATION,Credit\n01/04/2025,a,b,1')).toEqual([
      'Date',
      'Narr ation',
      'Credit',
    ]);
  });

  it('offers nothing for a file with no row of two cells or more, or that is not a table', () => {
    expect(headerChoices('just one line\nand another')).toEqual([]);
    expect(headerChoices('')).toEqual([]);
    expect(headerChoices('"never closed,a,b\n')).toEqual([]);
  });

  it('finds the header of each example statement the site documents', () => {
    const hdfc = readFileSync('docs/bank-statements/hdfc.csv', 'utf8');
    expect(headerChoices(hdfc)).toEqual([
      'Date',
      'Narration',
      'Chq./Ref.No.',
      'Value Dt',
      'Withdrawal Amt.',
      'Deposit Amt.',
      'Closing Balance',
    ]);
  });
});
