import { useEffect, useState } from 'react';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Slide index and auto-rotation for a carousel, after the WAI-ARIA carousel pattern: rotation
 * runs every `intervalMs` unless the visitor stopped it, points at the carousel or moves keyboard
 * focus into it. It starts stopped when the visitor prefers reduced motion.
 */
export function useCarouselRotation(slideCount: number, intervalMs: number) {
  const [current, setCurrent] = useState(0);
  const [stoppedByUser, setStoppedByUser] = useState(prefersReducedMotion);
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
    toggleRotation: () => setStoppedByUser((stopped) => !stopped),
    setPointerInside,
    setFocusInside,
  };
}
