/** Playback speeds the player offers; the choice is remembered on this device. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const SPEED_KEY = 'playerSpeed';

export function readSpeed(): number {
  try {
    const stored = Number(localStorage.getItem(SPEED_KEY));
    return (SPEEDS as readonly number[]).includes(stored) ? stored : 1;
  } catch {
    return 1;
  }
}

export function storeSpeed(speed: number): void {
  try {
    localStorage.setItem(SPEED_KEY, String(speed));
  } catch {
    // Private mode or full storage: the speed still applies to this video.
  }
}

/** Where to start a lecture again: where it stopped, unless it was finished (then from the start). */
export function resumePosition(saved: { position: number; duration: number } | undefined): number {
  if (!saved || saved.position <= 1) return 0;
  return saved.position >= saved.duration - 2 ? 0 : saved.position;
}
