import { IMPORT_MAX_CELLS, IMPORT_MAX_PARTS, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES } from '#shared/mock-tests.js';
import { TooLarge } from '#lib/errors.js';
import { readZipDirectory, unpackEntry, ZipEntryOversized, type ZipEntry } from '#lib/zip-directory.js';

/**
 * A question sheet is checked against the import's limits before the spreadsheet reader (exceljs)
 * sees it, because that reader trusts the file: it inflates every part whole and turns a few bytes
 * such as a merged range or a named range over a million rows into a million cells. First the zip's
 * directory: its parts may not declare more than IMPORT_MAX_UNPACKED_BYTES, so a zip bomb is refused
 * before anything is inflated. Then each part is inflated off the event loop, never past the size it
 * declares (a part that hides its size is refused when it reaches it), and the sheets and the
 * workbook are counted: rows, cells, merged ranges and named ranges.
 * Throws TooLarge (import_too_large) past a limit, ZipUnreadable for a file that is no workbook.
 */
export async function checkSheetLimits(bytes: Uint8Array): Promise<void> {
  const entries = readZipDirectory(bytes);
  if (entries.length > IMPORT_MAX_PARTS)
    throw tooLarge(`The file holds ${entries.length} parts; a workbook to import may have at most ${IMPORT_MAX_PARTS}`);
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > IMPORT_MAX_UNPACKED_BYTES)
    throw tooLarge(
      `The file unpacks to ${megabytes(declared)}; at most ${megabytes(IMPORT_MAX_UNPACKED_BYTES)} can be imported`,
    );

  let cells = 0;
  for (const entry of entries) {
    const part = partOf(entry);
    if (!part) continue;
    const xml = (await unpack(bytes, entry)).toString('latin1');
    const counted = part === 'sheet' ? countSheet(xml) : { lastRow: 0, cells: countNamedRanges(xml) };
    if (counted.lastRow > IMPORT_MAX_ROWS)
      throw tooLarge(
        `A sheet reaches row ${Number.isFinite(counted.lastRow) ? counted.lastRow : 'beyond any sheet'}; at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows can be imported`,
      );
    cells += counted.cells;
    if (cells > IMPORT_MAX_CELLS)
      throw tooLarge(
        `The workbook has more than ${IMPORT_MAX_CELLS.toLocaleString('en-IN')} cells (merged and named ranges counted cell by cell); split it into smaller files`,
      );
  }
  // The rest is only inflated to prove that no part hides its size; the reader will inflate them too.
  for (const entry of entries) if (!partOf(entry)) await unpack(bytes, entry);
}

const tooLarge = (message: string) => new TooLarge('import_too_large', message);
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The parts exceljs reads cells from, named as it matches them. */
function partOf(entry: ZipEntry): 'sheet' | 'workbook' | undefined {
  const name = entry.name.replace(/^\//, '');
  if (/xl\/worksheets\/sheet(\d+)[.]xml/.test(name)) return 'sheet';
  return name === 'xl/workbook.xml' ? 'workbook' : undefined;
}

async function unpack(bytes: Uint8Array, entry: ZipEntry): Promise<Buffer> {
  try {
    return await unpackEntry(bytes, entry);
  } catch (error) {
    if (error instanceof ZipEntryOversized) throw tooLarge(`${entry.name} unpacks to more than the file says it does`);
    throw error;
  }
}

const ROW = /<row\b([^>]*)>/g;
const CELL = /<c\b/g;
const MERGE = /<mergeCell\b[^>]*?\bref\s*=\s*["']([^"']*)["']/g;
const ROW_NUMBER = /\br\s*=\s*["']\s*(\d+)\s*["']/;
const DEFINED_NAME = /<definedName\b[^>]*>([^<]*)</g;
const RANGE = /\$?([A-Za-z]+)\$?(\d+)\s*:\s*\$?([A-Za-z]+)\$?(\d+)/g;

/** A sheet's last row number (a row without one follows the one before) and its cells, merged ranges cell by cell. */
function countSheet(xml: string): { lastRow: number; cells: number } {
  let lastRow = 0;
  for (const [, attributes] of xml.matchAll(ROW)) {
    const number = ROW_NUMBER.exec(attributes!)?.[1];
    lastRow = Math.max(lastRow, number === undefined ? lastRow + 1 : Number(number));
  }
  let cells = 0;
  for (const _ of xml.matchAll(CELL)) cells++;
  for (const [, ref] of xml.matchAll(MERGE)) {
    const [from, to = from] = ref!.split(':');
    const [start, end] = [cellAddress(from!), cellAddress(to!)];
    lastRow = Math.max(lastRow, start.row, end.row);
    cells += rangeSize(start, end);
  }
  return { lastRow, cells };
}

/** The cells the workbook's named ranges cover (exceljs lists each one). */
function countNamedRanges(xml: string): number {
  let cells = 0;
  for (const [, value] of xml.matchAll(DEFINED_NAME)) {
    for (const [, fromColumn, fromRow, toColumn, toRow] of value!.matchAll(RANGE)) {
      cells += rangeSize(
        { column: columnNumber(fromColumn!), row: Number(fromRow) },
        { column: columnNumber(toColumn!), row: Number(toRow) },
      );
    }
  }
  return cells;
}

interface Address {
  column: number;
  row: number;
}

function cellAddress(text: string): Address {
  const match = /^\$?([A-Za-z]+)\$?(\d+)$/.exec(text.trim());
  return match ? { column: columnNumber(match[1]!), row: Number(match[2]) } : { column: Infinity, row: Infinity };
}

/** A column's number from its letters (A 1, Z 26, AA 27); past three letters, more than a sheet can have. */
function columnNumber(letters: string): number {
  if (letters.length > 3) return Infinity;
  return [...letters.toUpperCase()].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0);
}

const rangeSize = (a: Address, b: Address) => (Math.abs(b.row - a.row) + 1) * (Math.abs(b.column - a.column) + 1);
