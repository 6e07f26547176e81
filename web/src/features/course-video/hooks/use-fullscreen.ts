import { useEffect, useState, type RefObject } from 'react';

/** Fullscreen for one element (the player, so its controls stay visible), following the browser's own state. */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [isFullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen?.().catch(() => {});
    } else {
      void element.requestFullscreen?.().catch(() => {});
    }
  };

  return { isFullscreen, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false };
}
