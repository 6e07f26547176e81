import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

/** How long a page coming back may take to grow tall enough for its old position. */
const RESTORE_PATIENCE_MS = 5_000;

// The first entry of a tab and entries the browser made for a plain `#…` link all carry the key
// "default": the address tells them apart.
function entryOf(location: Location): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}${location.hash}` : location.key;
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * Scrolls as a browser does between ordinary pages: a new page (a link, a redirect) opens at its top or
 * at its `#target`, and Back or Forward returns to where the reader left that page. The page coming back
 * may still be loading, so the old position is held as the page changes size, until the reader scrolls
 * themselves or a few seconds pass.
 */
export function useScrollOnNavigation() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentEntry = useRef(entryOf(location));

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(currentEntry.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const entry = entryOf(location);
    if (entry === currentEntry.current) return;
    currentEntry.current = entry;
    const saved = navigationType === 'POP' ? positions.current.get(entry) : undefined;
    if (saved !== undefined) return restoreWhenReachable(saved);
    return scrollWhenPresent(location.hash);
  }, [location, navigationType]);
}

/** The top of the page, or the `#target` once it is on the page (a page may render it a moment later). */
function scrollWhenPresent(hash: string): (() => void) | undefined {
  window.scrollTo(0, 0);
  if (hash.length < 2) return undefined;
  return retryUntil(() => {
    const target = hashTarget(hash);
    target?.scrollIntoView();
    return target !== null;
  });
}

// Reaching the position once is not enough: a page still loading may shrink and grow again (a list
// replacing its placeholder, images arriving), so the position is held until the reader or the clock ends it.
function restoreWhenReachable(top: number): () => void {
  return retryUntil(() => {
    window.scrollTo(0, top);
    return false;
  });
}

/**
 * Runs `attempt` now and whenever the page changes size or is scrolled by anything but the reader (the
 * browser keeps content in view as parts above it load), until it succeeds, the reader takes over or
 * time runs out.
 */
function retryUntil(attempt: () => boolean): () => void {
  if (attempt()) return () => {};
  const again = () => {
    if (attempt()) stop();
  };
  const observer = new ResizeObserver(again);
  const readerTakesOver = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;
  const timer = window.setTimeout(stop, RESTORE_PATIENCE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('scroll', again);
    for (const event of readerTakesOver) window.removeEventListener(event, stop);
  }
  observer.observe(document.body);
  window.addEventListener('scroll', again, { passive: true });
  for (const event of readerTakesOver) window.addEventListener(event, stop, { passive: true });
  return stop;
}
