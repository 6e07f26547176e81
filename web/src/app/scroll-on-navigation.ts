import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Scrolls as a browser does between ordinary pages: a new page (a link, a redirect) opens at its top or
 * at its `#target` (the rare path, loaded when first needed). Back and Forward are left to the browser,
 * which returns to where the reader was.
 */
export function useScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (navigationType === 'POP') return undefined;
    scrollTo(0, 0);
    if (location.hash.length < 2) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./scroll-restore').then((rare) => {
      if (!cancelled) stop = rare.scrollWhenPresent(location.hash);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [location, navigationType]);
}
