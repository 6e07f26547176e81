/**
 * The zip reader the question import checks a sheet with before exceljs opens it: it reads the
 * central directory as written (checked against Python's zipfile elsewhere: test/support/zip.ts
 * writes the archives), refuses every shape a workbook never has, and inflates a part no further than
 * the size the archive declares for it.
 */
import { constants, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZipDirectory, unpackEntry, ZipEntryOversized, ZipUnreadable, type ZipEntry } from '#lib/zip-directory.js';
import { writeZip } from '../support/zip.js';

const archive = () =>
  writeZip([
    { name: 'a.xml', content: '<a>hello</a>' },
    { name: 'xl/b.xml', content: 'b'.repeat(5000) },
  ]);
/** Where the archive's central directory starts (the end record says so). */
const directoryAt = (zip: Buffer) => zip.readUInt32LE(zip.length - 22 + 16);

function refused(zip: Buffer, reason: RegExp) {
  expect(() => readZipDirectory(zip)).toThrow(ZipUnreadable);
  expect(() => readZipDirectory(zip)).toThrow(reason);
}

describe('readZipDirectory', () => {
  it('lists every entry with its method and sizes, inflating nothing', async () => {
    const zip = archive();
    const entries = readZipDirectory(zip);
    expect(entries.map(({ name, method, size }) => ({ name, method, size }))).toEqual([
      { name: 'a.xml', method: 8, size: 12 },
      { name: 'xl/b.xml', method: 8, size: 5000 },
    ]);
    expect((await unpackEntry(zip, entries[1]!)).toString()).toBe('b'.repeat(5000));
  });

  it('accepts a comment after the directory', () => {
    const zip = archive();
    const withComment = Buffer.concat([zip, Buffer.from('made by hand')]);
    withComment.writeUInt16LE(12, zip.length - 2);
    expect(readZipDirectory(withComment)).toHaveLength(2);
  });

  it('refuses what is no zip: too short, no end record, bytes after it', () => {
    refused(Buffer.from('PK'), /Too short/);
    refused(Buffer.alloc(100, 0x20), /No end of central directory/);
    refused(Buffer.concat([archive(), Buffer.from('trailing')]), /No end of central directory/);
  });

  it('refuses bytes before the first entry, where the directory is not where the archive says', () => {
    refused(Buffer.concat([Buffer.from('prefix'), archive()]), /not where the archive says/);
  });

  it('refuses split and zip64 archives', () => {
    const split = archive();
    split.writeUInt16LE(1, split.length - 22 + 4);
    refused(split, /Split archives/);
    const zip = archive();
    const end = zip.subarray(zip.length - 22);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    const zip64 = Buffer.concat([zip.subarray(0, zip.length - 22), locator, end]);
    zip64.writeUInt32LE(zip64.length - 22 - 20 - directoryAt(zip), zip64.length - 22 + 12);
    refused(zip64, /zip64/);
  });

  it('refuses an encrypted entry, an unknown method, a stored entry with two sizes', () => {
    const at = (zip: Buffer) => directoryAt(zip);
    const encrypted = archive();
    encrypted.writeUInt16LE(encrypted.readUInt16LE(at(encrypted) + 8) | 1, at(encrypted) + 8);
    refused(encrypted, /a\.xml is encrypted/);
    const bzip2 = archive();
    bzip2.writeUInt16LE(12, at(bzip2) + 10);
    refused(bzip2, /packed in a way/);
    const stored = archive();
    stored.writeUInt16LE(0, at(stored) + 10);
    refused(stored, /stored with two sizes/);
  });

  it('refuses a broken directory entry, a missing local header, data that runs into the directory', () => {
    const broken = archive();
    broken.writeUInt32LE(0, directoryAt(broken));
    refused(broken, /central directory entry is broken/);
    const noLocal = archive();
    noLocal.writeUInt32LE(0, 0);
    refused(noLocal, /a\.xml has no local header/);
    const long = archive();
    long.writeUInt32LE(1_000_000, directoryAt(long) + 20);
    refused(long, /runs past the archive's data/);
  });
});

describe('unpackEntry', () => {
  const entry = (data: Buffer, size: number, method: 0 | 8 = 8): [Buffer, ZipEntry] => [
    data,
    { name: 'part.xml', method, compressedSize: data.length, size, dataOffset: 0 },
  ];

  it('gives a stored entry as it is', async () => {
    expect((await unpackEntry(...entry(Buffer.from('plain'), 5, 0))).toString()).toBe('plain');
  });

  it('refuses a part that unpacks to less than it declares, and one that is not deflate data', async () => {
    await expect(unpackEntry(...entry(deflateRawSync('short'), 10))).rejects.toThrow(/less than its declared size/);
    await expect(unpackEntry(...entry(Buffer.from('not deflate at all'), 10))).rejects.toThrow(ZipUnreadable);
  });

  it('stops a part that hides its size at the size it declares: 2 GB said to be 100 KB is refused at once', async () => {
    // 2,048 blocks of 1 MB of zeros, each deflated on its own: 2 GB in 2 MB.
    const block = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: constants.Z_FULL_FLUSH });
    const bomb = Buffer.concat([...Array.from({ length: 2048 }, () => block), deflateRawSync(Buffer.alloc(0))]);
    const started = performance.now();
    await expect(unpackEntry(...entry(bomb, 100 * 1024))).rejects.toThrow(ZipEntryOversized);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
