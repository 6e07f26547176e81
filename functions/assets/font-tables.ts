/** The tables of an OpenType font file, read and written: what the receipt font scripts cut fonts with. */
import { deflateSync, inflateSync } from 'node:zlib';

export interface Table {
  tag: string;
  data: Buffer;
}

/** The tables of a TrueType/OpenType font (sfnt). */
export function readTables(font: Buffer): Table[] {
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

/** The tables of a WOFF (1.0) font, each inflated when it was stored compressed. */
export function readWoffTables(font: Buffer): Table[] {
  if (font.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF font');
  const count = font.readUInt16BE(12);
  const tables: Table[] = [];
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 4);
    const stored = font.readUInt32BE(at + 8);
    const length = font.readUInt32BE(at + 12);
    const data = font.subarray(offset, offset + stored);
    tables.push({ tag, data: stored < length ? inflateSync(data) : data });
  }
  return tables;
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** A TrueType font file of `tables`. */
export function writeFont(tables: Table[]): Buffer {
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

const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

/** A WOFF (1.0) font file of `tables`, each table deflated where that makes it smaller. */
export function writeWoff(tables: Table[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const header = Buffer.alloc(44 + sorted.length * 20);
  const bodies: Buffer[] = [];
  let offset = header.length;
  let sfntSize = 12 + sorted.length * 16;
  sorted.forEach((table, i) => {
    const deflated = deflateSync(table.data, { level: 9 });
    const stored = deflated.length < table.data.length ? deflated : table.data;
    const at = 44 + i * 20;
    header.write(table.tag, at, 'latin1');
    header.writeUInt32BE(offset, at + 4);
    header.writeUInt32BE(stored.length, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    header.writeUInt32BE(checksum(table.data), at + 16);
    bodies.push(padded(stored));
    offset += padded(stored).length;
    sfntSize += padded(table.data).length;
  });
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(0x00010000, 4);
  header.writeUInt32BE(offset, 8);
  header.writeUInt16BE(sorted.length, 12);
  header.writeUInt32BE(sfntSize, 16);
  header.writeUInt16BE(1, 20);
  return Buffer.concat([header, ...bodies]);
}
