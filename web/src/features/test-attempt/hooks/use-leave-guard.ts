import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Marks the history entry pushed over the exam's own, which Back takes the student off first. */
const GUARD_STATE = 'examLeaveGuard';

const LINK_SELECTOR = 'a[href]';

type HistoryState = Record<string, unknown> | null;

const isGuardEntry = () => Boolean((window.history.state as HistoryState)?.[GUARD_STATE]);

export interface LeaveGuard {
  /** The student tried to leave (Back, a link) and is being asked. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
}

/**
 * While `active` (the attempt runs, not submitting and not over), leaving asks first: the browser asks
 * before a reload or a closed tab, and Back or a link on the page opens our question. The app's
 * declarative router has no blocker, so the exam keeps an entry of its own on top of the history:
 * Back lands on the exam's first entry, the same address, where the question is asked.
 */
export function useLeaveGuard(active: boolean, fallbackPath: string): LeaveGuard {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  /** Where a link would have taken the student; none for Back. */
  const target = useRef<string | null>(null);
  /** The student chose to leave: the Back that follows is theirs, not one to ask about. */
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    if (!isGuardEntry()) {
      window.history.pushState({ ...(window.history.state as HistoryState), [GUARD_STATE]: true }, '');
    }
    const onPop = () => {
      if (leaving.current || isGuardEntry()) return;
      target.current = null;
      setAsking(true);
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest(LINK_SELECTOR) : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      target.current = url.pathname + url.search + url.hash;
      setAsking(true);
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  const stay = useCallback(() => {
    setAsking(false);
    // Back took the student off the guard entry: put it back, so the next Back asks again.
    if (!isGuardEntry() && target.current === null) {
      window.history.pushState({ ...(window.history.state as HistoryState), [GUARD_STATE]: true }, '');
    }
  }, []);

  const leave = useCallback(() => {
    setAsking(false);
    leaving.current = true;
    const link = target.current;
    if (link !== null) {
      navigate(link);
      return;
    }
    // Back again, past the exam's own entry; an exam opened in a new tab has nothing behind it.
    const index = (window.history.state as HistoryState)?.idx;
    if (typeof index === 'number' && index > 0) window.history.back();
    else navigate(fallbackPath, { replace: true });
  }, [navigate, fallbackPath]);

  return { asking, stay, leave };
}
