import { useEffect, type RefObject } from 'react';

/** While `active`, a pointer press outside `containerRef` or the Escape key calls `dismiss`. */
export function useDismiss(active: boolean, containerRef: RefObject<HTMLElement | null>, dismiss: () => void) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, containerRef, dismiss]);
}
