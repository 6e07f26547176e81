import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Writes zip archives for tests, deflating with node:zlib: real workbooks made by hand, and the
 * hostile ones a reader must survive (a part of hundreds of MB of one repeated row, a part whose
 * directory entry understates its size).
 */
export interface ZipPart {
  name: string;
  /** The part's text, or its text as a start, a piece repeated, and an end (never held whole in memory). */
  content: string | { start: string; repeat: string; times: number; end: string };
  /** The size the archive claims for the part, when it should lie. */
  declaredSize?: number;
}

/**
 * The part deflated. A repeated piece is deflated once, in blocks of about 1 MB that end in a full
 * flush (so each stands alone), and that block is repeated in the output: hundreds of MB of sheet
 * cost a test a few milliseconds and about 1 MB.
 */
function deflatePart(content: ZipPart['content']): { data: Buffer; size: number; crc: number } {
  if (typeof content === 'string') {
    const bytes = Buffer.from(content, 'utf8');
    return { data: deflateRawSync(bytes, { level: 9 }), size: bytes.length, crc: crc32(bytes) };
  }
  const start = Buffer.from(content.start, 'utf8');
  const piece = Buffer.from(content.repeat, 'utf8');
  const perBlock = Math.max(1, Math.min(content.times, Math.floor((1 << 20) / Math.max(1, piece.length))));
  const block = Buffer.concat(Array.from({ length: perBlock }, () => piece));
  const blocks = Math.floor(content.times / perBlock);
  const rest = Buffer.concat([
    ...Array.from({ length: content.times - blocks * perBlock }, () => piece),
    Buffer.from(content.end, 'utf8'),
  ]);
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const blockData = flushed(block);
  let crc = crc32(start);
  for (let i = 0; i < blocks; i++) crc = crc32(block, crc);
  crc = crc32(rest, crc);
  const data = Buffer.concat([
    flushed(start),
    ...Array.from({ length: blocks }, () => blockData),
    deflateRawSync(rest, { level: 9 }),
  ]);
  return { data, size: start.length + blocks * block.length + rest.length, crc };
}

/** A zip archive of the parts, each deflated, with a central directory as Excel writes one. */
export function writeZip(parts: readonly ZipPart[]): Buffer<ArrayBuffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, size, crc } = deflatePart(part.content);
    const name = Buffer.from(part.name, 'utf8');
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc >>> 0, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const columnName = (index: number): string =>
  (index < 26 ? '' : columnName(Math.floor(index / 26) - 1)) + String.fromCharCode(65 + (index % 26));

/** A row of inline-string cells, its number and its cells' addresses written as Excel writes them (or none, which exceljs cannot read). */
export function sheetRow(cells: readonly string[], number?: number): string {
  const r = (index: number) => (number === undefined ? '' : ` r="${columnName(index)}${number}"`);
  const body = cells
    .map((text, index) => `<c${r(index)} t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`)
    .join('');
  return `<row${number === undefined ? '' : ` r="${number}"`}>${body}</row>`;
}

/**
 * A workbook with one sheet, "Questions", that Excel and exceljs open: `rows` is the sheet's data
 * as XML (sheetRow, or any rows), `afterData` what follows sheetData (merged cells, validations),
 * `beforeData` what precedes it (column widths), `definedNames` the workbook's named ranges.
 */
export function questionWorkbookParts(sheet: {
  rows: ZipPart['content'];
  beforeData?: string;
  afterData?: string;
  definedNames?: string;
  declaredSize?: number;
}): ZipPart[] {
  const rows = sheet.rows;
  const start = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${SHEET_NS}" xmlns:r="${REL_NS}">${sheet.beforeData ?? ''}<sheetData>`;
  const end = `</sheetData>${sheet.afterData ?? ''}</worksheet>`;
  const content: ZipPart['content'] =
    typeof rows === 'string'
      ? `${start}${rows}${end}`
      : { start: start + rows.start, repeat: rows.repeat, times: rows.times, end: rows.end + end };
  return [
    {
      name: '[Content_Types].xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Questions" sheetId="1" r:id="rId1"/></sheets>${sheet.definedNames ? `<definedNames>${sheet.definedNames}</definedNames>` : ''}</workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content,
      ...(sheet.declaredSize === undefined ? {} : { declaredSize: sheet.declaredSize }),
    },
  ];
}

/** The question sheet's header row and a question under it, as the template names the columns. */
export const QUESTION_HEADER = [
  'Section',
  'Question (English)',
  'Question (Gujarati)',
  'Option A (English)',
  'Option B (English)',
  'Correct option',
];
export const questionCells = (n: number) => [
  'General Studies',
  `Question ${n}: which river flows past Ahmedabad?`,
  '',
  'Tapi',
  'Sabarmati',
  'B',
];
