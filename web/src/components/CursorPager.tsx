interface CursorPagerProps {
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** While a page loads, both buttons wait. */
  busy: boolean;
  /** What is paged, for screen readers ('students'). */
  label: string;
}

/** Previous/Next under a list the server pages with cursors (it does not say how many pages there are). */
export function CursorPager({ pageNumber, hasPrevious, hasNext, onPrevious, onNext, busy, label }: CursorPagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="cursor-pager" aria-label={`Pages of ${label}`}>
      <button type="button" className="button button-outline" disabled={busy || !hasPrevious} onClick={onPrevious}>
        Previous
      </button>
      <span aria-live="polite">{`Page ${pageNumber}`}</span>
      <button type="button" className="button button-outline" disabled={busy || !hasNext} onClick={onNext}>
        Next
      </button>
    </nav>
  );
}
