/**
 * The rare path of scrolling on navigation, loaded when first needed (a link to a `#target`), so that
 * the first page's code carries only the common one: a new page at its top.
 */
const RESTORE_PATIENCE_MS = 5_000;

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** The top of the page, or the `#target` once it is on the page (a page may render it a moment later). */
export function scrollWhenPresent(hash: string): (() => void) | undefined {
  window.scrollTo(0, 0);
  if (hash.length < 2) return undefined;
  return retryUntil(() => {
    const target = hashTarget(hash);
    target?.scrollIntoView();
    return target !== null;
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
