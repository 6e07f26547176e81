import { useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** The visitor's motion preference; the server (which cannot know it) and hydration assume motion is fine. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

/**
 * Slide index and auto-rotation for a carousel, after the WAI-ARIA carousel pattern: rotation
 * runs every `intervalMs` unless the visitor stopped it, points at the carousel or moves keyboard
 * focus into it. It starts stopped when the visitor prefers reduced motion.
 */
export function useCarouselRotation(slideCount: number, intervalMs: number) {
  const [current, setCurrent] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  // Undefined until the visitor presses Play or Pause: until then their motion preference decides.
  const [userStopped, setUserStopped] = useState<boolean | undefined>(undefined);
  const stoppedByUser = userStopped ?? reducedMotion;
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotating = !stoppedByUser && !pointerInside && !focusInside;

  // Keyed on `current` too, so a manual change of slide gives the new slide its full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % slideCount), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, current, slideCount, intervalMs]);

  return {
    current,
    rotating,
    stoppedByUser,
    show: setCurrent,
    showNext: () => setCurrent((index) => (index + 1) % slideCount),
    showPrevious: () => setCurrent((index) => (index - 1 + slideCount) % slideCount),
    toggleRotation: () => setUserStopped(!stoppedByUser),
    setPointerInside,
    setFocusInside,
  };
}
