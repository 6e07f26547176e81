import { InvalidInput } from './errors.js';

/**
 * Paging cursors: a sort-key position (and which way to read from it) handed to the browser as
 * base64url text, and checked on the way back against the shape the list's keys have, so a
 * tampered cursor is a 400 and never reaches DynamoDB as anything but a key in our own partition.
 */
export type Direction = 'older' | 'newer';

export interface Position {
  direction: Direction;
  key: string;
}

/** `<ISO time>#<ULID>`: the sort keys of lists ordered by time. */
export const TIME_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z#[0-9A-HJKMNP-TV-Z]{26}$/;

export function encodeCursor(position: Position): string {
  return Buffer.from(`${position.direction === 'older' ? 'o' : 'n'}:${position.key}`, 'utf8').toString('base64url');
}

/** The position in a cursor this server handed out; anything else (edited, cut, made up) is cursor_invalid. */
export function decodeCursor(cursor: string, keyPattern: RegExp): Position {
  const match = /^([on]):([\s\S]+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const position: Position | undefined = match
    ? { direction: match[1] === 'o' ? 'older' : 'newer', key: match[2]! }
    : undefined;
  // Re-encoding must give the same text: rejects bytes that are not UTF-8 and non-canonical base64.
  if (!position || !keyPattern.test(position.key) || encodeCursor(position) !== cursor) {
    throw new InvalidInput('cursor_invalid', undefined, { field: 'cursor' });
  }
  return position;
}
