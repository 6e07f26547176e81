import { GetObjectCommand } from '@aws-sdk/client-s3';
import { logger } from '#lib/logger.js';
import { s3, videoBucket } from '#lib/s3.js';

/**
 * The picture height of an uploaded MP4 or MOV, read from its boxes (ISO/IEC 14496-12) with a few
 * ranged reads, not by downloading it: moov > trak > tkhd holds each track's size, and the track
 * whose mdia > hdlr says 'vide' is the picture. The size is the one before the track's rotation
 * matrix, as ffprobe reports it locally. Anything else (WebM, a damaged file) gives undefined.
 */
export type ReadRange = (offset: number, length: number) => Promise<{ bytes: Uint8Array; total: number }>;

const BLOCK = 64 * 1024;
/** Enough for every real file's boxes at one level; a file claiming more is not walked further. */
const MAX_BOXES = 64;

interface Box {
  type: string;
  /** Where the box's content starts (after its header) and where the box ends. */
  content: number;
  end: number;
}

/** Reads through 64 KB blocks kept for the walk: a box header and its neighbours mostly share one. */
function blockReader(readRange: ReadRange) {
  const blocks = new Map<number, Promise<{ bytes: Uint8Array; total: number }>>();
  const block = (index: number) => {
    if (!blocks.has(index)) blocks.set(index, readRange(index * BLOCK, BLOCK));
    return blocks.get(index)!;
  };
  return {
    total: async () => (await block(0)).total,
    async read(offset: number, length: number): Promise<Uint8Array> {
      const out = new Uint8Array(length);
      let filled = 0;
      while (filled < length) {
        const at = offset + filled;
        const { bytes } = await block(Math.floor(at / BLOCK));
        const from = at % BLOCK;
        const piece = bytes.subarray(from, Math.min(bytes.length, from + length - filled));
        if (!piece.length) break;
        out.set(piece, filled);
        filled += piece.length;
      }
      return out.subarray(0, filled);
    },
  };
}

type Reader = ReturnType<typeof blockReader>;
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const fourCc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

async function children(reader: Reader, start: number, end: number): Promise<Box[]> {
  const boxes: Box[] = [];
  for (let offset = start; boxes.length < MAX_BOXES && offset + 8 <= end; ) {
    const header = await reader.read(offset, 16);
    if (header.length < 8) break;
    let size = view(header).getUint32(0);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) break;
      size = Number(view(header).getBigUint64(8));
      headerSize = 16;
    } else if (size === 0) size = end - offset;
    if (size < headerSize) break;
    boxes.push({ type: fourCc(header, 4), content: offset + headerSize, end: Math.min(offset + size, end) });
    offset += size;
  }
  return boxes;
}

const child = async (reader: Reader, parent: Box, type: string) =>
  (await children(reader, parent.content, parent.end)).find((box) => box.type === type);

/** tkhd: version and flags, times and ids (20 bytes in version 0, 32 in 1), 16 reserved and the like, a 36-byte matrix, then width and height in 16.16. */
async function trackHeight(reader: Reader, tkhd: Box): Promise<number | undefined> {
  const bytes = await reader.read(tkhd.content, 96);
  if (bytes.length < 84) return undefined;
  const at = bytes[0] === 1 ? 92 : 80;
  if (bytes.length < at + 4) return undefined;
  return Math.round(view(bytes).getUint32(at) / 65536) || undefined;
}

async function isVideoTrack(reader: Reader, trak: Box): Promise<boolean> {
  const mdia = await child(reader, trak, 'mdia');
  const hdlr = mdia && (await child(reader, mdia, 'hdlr'));
  if (!hdlr) return false;
  const bytes = await reader.read(hdlr.content, 12);
  return bytes.length === 12 && fourCc(bytes, 8) === 'vide';
}

export async function sourceHeightFrom(readRange: ReadRange): Promise<number | undefined> {
  const reader = blockReader(readRange);
  const top = await children(reader, 0, await reader.total());
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return undefined;
  for (const trak of (await children(reader, moov.content, moov.end)).filter((box) => box.type === 'trak')) {
    const tkhd = await child(reader, trak, 'tkhd');
    if (tkhd && (await isVideoTrack(reader, trak))) return trackHeight(reader, tkhd);
  }
  return undefined;
}

/** The uploaded lecture's height, read from the media bucket; undefined when it cannot be told. */
export async function sourceHeightOf(objectKey: string): Promise<number | undefined> {
  const readRange: ReadRange = async (offset, length) => {
    try {
      const reply = await s3().send(
        new GetObjectCommand({
          Bucket: videoBucket(),
          Key: objectKey,
          Range: `bytes=${offset}-${offset + length - 1}`,
        }),
      );
      const total = Number(/\/(\d+)$/.exec(reply.ContentRange ?? '')?.[1] ?? reply.ContentLength ?? 0);
      return { bytes: await reply.Body!.transformToByteArray(), total };
    } catch (error) {
      if ((error as { name?: string }).name === 'InvalidRange') return { bytes: new Uint8Array(), total: 0 };
      throw error;
    }
  };
  try {
    return await sourceHeightFrom(readRange);
  } catch (error) {
    logger.warn('Could not read the height of an upload', { objectKey, error });
    return undefined;
  }
}
