import { execFileSync } from 'node:child_process';

/**
 * Opens an .xlsx with a real spreadsheet reader: Debian's python3-openpyxl, run by /usr/bin/python3
 * (another python3 earlier on PATH may lack it). Answers each sheet's header and data rows, with dates
 * as ISO text.
 */
const READER = `
import json, sys, datetime, openpyxl
book = openpyxl.load_workbook(sys.argv[1], read_only=True)
def cell(value):
    return value.isoformat() if isinstance(value, datetime.datetime) else value
out = {}
for sheet in book.worksheets:
    rows = [[cell(value) for value in row] for row in sheet.iter_rows(values_only=True)]
    out[sheet.title] = {"header": rows[0] if rows else [], "rows": rows[1:]}
print(json.dumps(out))
`;

export type Sheets = Record<string, { header: unknown[]; rows: unknown[][] }>;

export function readWorkbook(file: string): Sheets {
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', READER, file], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 }),
  ) as Sheets;
}

const FILLER = `
import json, sys, openpyxl
template, out = sys.argv[1], sys.argv[2]
rows = json.load(sys.stdin)
book = openpyxl.load_workbook(template)
sheet = book['Questions']
header = [cell.value for cell in sheet[1]]
for row in rows:
    sheet.append([row.get(name) for name in header])
book.save(out)
`;

/**
 * Fills a question template with rows (objects keyed by header) using a real spreadsheet writer
 * (openpyxl), as an admin's spreadsheet program would, and saves the result to `out`.
 */
export function fillQuestionTemplate(
  template: string,
  out: string,
  rows: Record<string, string | number | null>[],
): void {
  execFileSync('/usr/bin/python3', ['-c', FILLER, template, out], {
    input: JSON.stringify(rows),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

const QUOTE_PREFIXES = `
import json, sys, openpyxl
book = openpyxl.load_workbook(sys.argv[1])
out = {}
for sheet in book.worksheets:
    out[sheet.title] = [[cell.value, bool(cell.quotePrefix)] for row in sheet.iter_rows() for cell in row if isinstance(cell.value, str)]
print(json.dumps(out))
`;

/**
 * Every text cell of each sheet with whether its style carries Excel's quote prefix (openpyxl's
 * `cell.quotePrefix`: the cell's text stays text when someone edits it, never a formula).
 */
export function textCellQuotePrefixes(file: string): Record<string, [string, boolean][]> {
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', QUOTE_PREFIXES, file], { encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 }),
  ) as Record<string, [string, boolean][]>;
}
