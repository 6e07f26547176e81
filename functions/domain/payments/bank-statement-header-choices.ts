/**
 * `headerChoices(csvText)`: the header cells of a statement whose header no layout knows, for the admin
 * to say which column holds what. Banks print a few lines about the account above the table, and the
 * rows below it start with a date, so the header is taken as the row of the first 60 with the most
 * filled cells among those with no date in them (the first such row when two tie).
 */
import { parse } from 'csv-parse/sync';
import { HEADER_SEARCH_ROWS, headerKey } from './bank-statement-layouts.js';
import { readStatementDate } from './bank-statement-cells.js';

function firstRows(csvText: string): string[][] {
  for (const delimiter of csvText.includes('\t') ? [',', '\t'] : [',']) {
    try {
      const rows = parse(csvText, {
        delimiter,
        bom: true,
        relax_column_count: true,
        relax_quotes: true,
        to: HEADER_SEARCH_ROWS,
      }) as string[][];
      // A tab-separated file read with commas has one cell a row: try tabs.
      if (delimiter === ',' && rows.every((row) => row.length <= 1) && csvText.includes('\t')) continue;
      return rows;
    } catch {
      // Not readable with this delimiter: the next one, or nothing to offer.
    }
  }
  return [];
}

export function headerChoices(csvText: string): string[] {
  let best: string[] = [];
  for (const row of firstRows(csvText)) {
    const cells = row.map((cell) => cell.replace(/\s+/g, ' ').trim()).filter((cell) => cell !== '');
    if (cells.some((cell) => readStatementDate(cell) !== undefined)) continue;
    const distinct = cells.filter(
      (cell, index) => cells.findIndex((other) => headerKey(other) === headerKey(cell)) === index,
    );
    if (distinct.length > best.length) best = distinct;
  }
  return best.length >= 2 ? best : [];
}
