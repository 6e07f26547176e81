import { useCallback, useState } from 'react';
import { useData, type Data } from './use-data';

/** One page of a list the server pages with opaque cursors (students, payments). */
export interface CursorPageOf<Item> {
  items: Item[];
  nextCursor?: string;
}

export type CursorPages<Item> = Data<CursorPageOf<Item>> & {
  /** 1 for the first page. */
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  next: () => void;
  previous: () => void;
};

const FIRST_PAGE: (string | undefined)[] = [undefined];

interface Trail<Query> {
  query: Query;
  /** The cursor of each page walked so far; the first page has none. */
  cursors: (string | undefined)[];
}

/**
 * Previous/Next over a cursor-paged list: the cursors of the pages walked so far are kept, so
 * Previous goes back without the server having to page backwards. A new `query` (a filter or a
 * search, a new object only when it changes) starts again from the first page.
 */
export function useCursorPages<Query, Item>(
  fetchPage: (query: Query, cursor: string | undefined, signal: AbortSignal) => Promise<CursorPageOf<Item>>,
  query: Query,
): CursorPages<Item> {
  const [trail, setTrail] = useState<Trail<Query>>({ query, cursors: FIRST_PAGE });
  // A new query starts from its first page, whatever page the last one was on (even if it is the same object again later).
  if (trail.query !== query) setTrail({ query, cursors: FIRST_PAGE });
  const cursors = trail.query === query ? trail.cursors : FIRST_PAGE;
  const cursor = cursors[cursors.length - 1];
  const load = useCallback((signal: AbortSignal) => fetchPage(query, cursor, signal), [fetchPage, query, cursor]);
  const page = useData(load);
  const nextCursor = page.status === 'success' ? page.data.nextCursor : undefined;

  const next = useCallback(() => {
    if (nextCursor) setTrail({ query, cursors: [...cursors, nextCursor] });
  }, [query, cursors, nextCursor]);
  const previous = useCallback(() => {
    if (cursors.length > 1) setTrail({ query, cursors: cursors.slice(0, -1) });
  }, [query, cursors]);

  return {
    ...page,
    pageNumber: cursors.length,
    hasPrevious: cursors.length > 1,
    hasNext: nextCursor !== undefined,
    next,
    previous,
  };
}
