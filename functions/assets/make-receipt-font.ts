/**
 * Generates functions/assets/receipt-font.ts: DejaVu Sans (free licence, see DejaVu-LICENSE.txt)
 * cut down to the characters a receipt prints (ASCII, ₹ and a few punctuation marks), as base64 in a
 * module, so esbuild bundles it into the receipt function and nothing reads a file at run time.
 *   npx tsx functions/assets/make-receipt-font.ts [/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf]
 * fontkit's subsetter drops the character map, OS/2, name and post tables; this puts them back
 * (a format 4 cmap for the kept characters, the original OS/2 and name, post version 3).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';

export const RECEIPT_CHARACTERS = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  0x00a0, 0x00b7, 0x00d7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20b9,
];

interface Table {
  tag: string;
  data: Buffer;
}

function readTables(font: Buffer): Table[] {
  const count = font.readUInt16BE(4);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    const length = font.readUInt32BE(at + 12);
    tables.push({ tag, data: font.subarray(offset, offset + length) });
  }
  return tables;
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

function writeFont(tables: Table[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const n = sorted.length;
  const entrySelector = Math.floor(Math.log2(n));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + n * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(n, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(n * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  sorted.forEach((table, i) => {
    const at = 12 + i * 16;
    header.write(table.tag, at, 'latin1');
    header.writeUInt32BE(checksum(table.data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.concat([table.data, Buffer.alloc((4 - (table.data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** A cmap with one Windows Unicode BMP (3,1) format 4 subtable: one segment per character. */
function cmapTable(map: Map<number, number>): Buffer {
  const codes = [...map.keys()].sort((a, b) => a - b);
  const segments = [...codes.map((code) => ({ start: code, end: code, delta: (map.get(code)! - code + 0x10000) % 0x10000 })), { start: 0xffff, end: 0xffff, delta: 1 }];
  const segCount = segments.length;
  const entrySelector = Math.floor(Math.log2(segCount));
  const searchRange = 2 ** entrySelector * 2;
  const length = 16 + segCount * 8;
  const sub = Buffer.alloc(length);
  sub.writeUInt16BE(4, 0);
  sub.writeUInt16BE(length, 2);
  sub.writeUInt16BE(0, 4);
  sub.writeUInt16BE(segCount * 2, 6);
  sub.writeUInt16BE(searchRange, 8);
  sub.writeUInt16BE(entrySelector, 10);
  sub.writeUInt16BE(segCount * 2 - searchRange, 12);
  segments.forEach((s, i) => {
    sub.writeUInt16BE(s.end, 14 + i * 2);
    sub.writeUInt16BE(s.start, 16 + segCount * 2 + i * 2);
    sub.writeUInt16BE(s.delta, 16 + segCount * 4 + i * 2);
    sub.writeUInt16BE(0, 16 + segCount * 6 + i * 2);
  });
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0, 0);
  head.writeUInt16BE(1, 2);
  head.writeUInt16BE(3, 4);
  head.writeUInt16BE(1, 6);
  head.writeUInt32BE(12, 8);
  return Buffer.concat([head, sub]);
}

async function subsetFont(source: Buffer): Promise<Buffer> {
  const font = fontkit.create(source);
  const subset = font.createSubset();
  const map = new Map<number, number>();
  for (const code of RECEIPT_CHARACTERS) map.set(code, subset.includeGlyph(font.glyphForCodePoint(code)));
  const stream = (subset as unknown as { encodeStream(): NodeJS.ReadableStream }).encodeStream();
  const parts: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Uint8Array) => parts.push(Buffer.from(chunk)));
    stream.on('end', () => resolve());
    stream.on('error', reject);
  });
  const original = readTables(source);
  const tables = readTables(Buffer.concat(parts)).filter((t) => !['cmap', 'OS/2', 'name', 'post'].includes(t.tag));
  const post = Buffer.from(original.find((t) => t.tag === 'post')!.data.subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);
  tables.push(
    { tag: 'cmap', data: cmapTable(map) },
    { tag: 'OS/2', data: original.find((t) => t.tag === 'OS/2')!.data },
    { tag: 'name', data: original.find((t) => t.tag === 'name')!.data },
    { tag: 'post', data: post },
  );
  return writeFont(tables);
}

const source = process.argv[2] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const font = await subsetFont(readFileSync(source));
const check = fontkit.create(font);
for (const code of RECEIPT_CHARACTERS) {
  if (check.glyphForCodePoint(code).id === 0) throw new Error(`U+${code.toString(16)} is missing from the subset`);
}
const out = join(import.meta.dirname, 'receipt-font.ts');
writeFileSync(
  out,
  `// Generated by functions/assets/make-receipt-font.ts from DejaVu Sans (licence: functions/assets/DejaVu-LICENSE.txt). Do not edit.\n` +
    `export const RECEIPT_FONT_BASE64 =\n  '${font.toString('base64')}';\n`,
);
console.log(`${out}: ${font.length} bytes of font`);
