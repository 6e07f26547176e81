import type { CursorPages } from '../lib/use-cursor-pages';

interface CursorPagerProps {
  /** The list's pages (`useCursorPages`): while one loads, both buttons wait. */
  pages: Pick<CursorPages<unknown>, 'status' | 'pageNumber' | 'hasPrevious' | 'hasNext' | 'next' | 'previous'>;
  /** What is paged, for screen readers ('students'). */
  label: string;
}

/** Previous/Next under a list the server pages with cursors (it does not say how many pages there are). */
export function CursorPager({ pages, label }: CursorPagerProps) {
  const { pageNumber, hasPrevious, hasNext } = pages;
  const busy = pages.status === 'loading';
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="cursor-pager" aria-label={`Pages of ${label}`}>
      <button type="button" className="button button-outline" disabled={busy || !hasPrevious} onClick={pages.previous}>
        Previous
      </button>
      <span aria-live="polite">{`Page ${pageNumber}`}</span>
      <button type="button" className="button button-outline" disabled={busy || !hasNext} onClick={pages.next}>
        Next
      </button>
    </nav>
  );
}
