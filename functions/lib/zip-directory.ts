import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

/**
 * A zip archive read from its central directory, as an .xlsx is, without inflating anything: each
 * entry's name, method and sizes as the archive declares them. Only what a workbook needs is accepted
 * (one disk, no zip64, no encryption, stored or deflated entries, nothing before the first entry or
 * after the directory), so that this reading and the spreadsheet reader's (JSZip's) find the same
 * entries at the same offsets.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  compressedSize: number;
  /** The size the archive says the entry unpacks to. */
  size: number;
  /** Where the entry's data starts in the archive. */
  dataOffset: number;
}

/** The bytes are not a zip archive this reader accepts. */
export class ZipUnreadable extends Error {}

/** An entry unpacks to more than the archive declares: a zip bomb that hides its size. */
export class ZipEntryOversized extends Error {}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_LOCATOR = 0x07064b50;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;

function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - END_SIZE; at >= Math.max(0, zip.length - END_SIZE - MAX_COMMENT); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY && at + END_SIZE + zip.readUInt16LE(at + 20) === zip.length)
      return at;
  }
  throw new ZipUnreadable('No end of central directory');
}

/** Every entry of the archive's central directory; throws ZipUnreadable for anything else. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (zip.length < END_SIZE) throw new ZipUnreadable('Too short for a zip archive');
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0 || zip.readUInt16LE(end + 8) !== count)
    throw new ZipUnreadable('Split archives are not read');
  if (end >= 20 && zip.readUInt32LE(end - 20) === ZIP64_LOCATOR) throw new ZipUnreadable('zip64 archives are not read');
  if (directoryOffset + directorySize !== end)
    throw new ZipUnreadable('The central directory is not where the archive says');

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY)
      throw new ZipUnreadable('A central directory entry is broken');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (next > end) throw new ZipUnreadable('A central directory entry is broken');
    if (flags & 1) throw new ZipUnreadable(`${name} is encrypted`);
    if (method !== 0 && method !== 8) throw new ZipUnreadable(`${name} is packed in a way a workbook never is`);
    if (method === 0 && compressedSize !== size) throw new ZipUnreadable(`${name} is stored with two sizes`);
    if (localOffset + 30 > directoryOffset || zip.readUInt32LE(localOffset) !== LOCAL_HEADER)
      throw new ZipUnreadable(`${name} has no local header`);
    const dataOffset = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (dataOffset + compressedSize > directoryOffset) throw new ZipUnreadable(`${name} runs past the archive's data`);
    entries.push({ name, method, compressedSize, size, dataOffset });
    at = next;
  }
  return entries;
}

const inflate = promisify(inflateRaw);

/**
 * The entry's bytes, inflated off the event loop and never past the size the archive declares for
 * it: an entry that would grow further is refused (ZipEntryOversized) when it reaches that size.
 */
export async function unpackEntry(bytes: Uint8Array, entry: ZipEntry): Promise<Buffer> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset + entry.dataOffset, entry.compressedSize);
  if (entry.method === 0) return data;
  let out: Buffer;
  try {
    out = await inflate(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new ZipEntryOversized(`${entry.name} unpacks to more than its declared ${entry.size} bytes`);
    throw new ZipUnreadable(`${entry.name} does not inflate: ${(error as Error).message}`);
  }
  if (out.length > entry.size)
    throw new ZipEntryOversized(`${entry.name} unpacks to more than its declared ${entry.size} bytes`);
  if (out.length < entry.size) throw new ZipUnreadable(`${entry.name} unpacks to less than its declared size`);
  return out;
}
