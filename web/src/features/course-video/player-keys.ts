import type { KeyboardEvent } from 'react';

/** What the player's keyboard shortcuts do. */
export interface PlayerKeyActions {
  togglePlay: () => void;
  skip: (seconds: number) => void;
  /** False when there is nothing to change the volume of. */
  changeVolume: (change: number) => boolean;
  toggleFullscreen: () => void;
  toggleMute: () => void;
}

/**
 * The player's shortcuts when it has focus: space or k plays and pauses, the arrows seek by `skipSeconds`
 * and change the volume, f is fullscreen and m mutes. A key the player uses does nothing else.
 */
export function playerKeyHandler(actions: PlayerKeyActions, skipSeconds: number) {
  const runShortcut = (key: string, inControl: boolean): boolean => {
    switch (key) {
      case ' ':
        if (inControl) return false;
        actions.togglePlay();
        return true;
      case 'k':
        actions.togglePlay();
        return true;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (inControl) return false;
        actions.skip(key === 'ArrowLeft' ? -skipSeconds : skipSeconds);
        return true;
      case 'ArrowUp':
      case 'ArrowDown':
        return !inControl && actions.changeVolume(key === 'ArrowUp' ? 0.1 : -0.1);
      case 'f':
        actions.toggleFullscreen();
        return true;
      case 'm':
        actions.toggleMute();
        return true;
      default:
        return false;
    }
  };

  return (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    // Form controls keep their own keys (the seek bar's arrows, the speed list, a button's space).
    const inControl = target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'BUTTON';
    if (runShortcut(event.key, inControl)) event.preventDefault();
  };
}
