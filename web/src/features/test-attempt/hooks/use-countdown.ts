import { useEffect, useState } from 'react';

/**
 * Seconds left until `endsAt` by the server's clock: the difference between the server's time and
 * this device's at load is kept, so a device whose clock is wrong still counts down correctly.
 */
export function useCountdown(endsAt: string, serverTime: string): number {
  const [offset] = useState(() => Date.parse(serverTime) - Date.now());
  const end = Date.parse(endsAt);
  const secondsLeft = () => Math.max(0, Math.ceil((end - (Date.now() + offset)) / 1000));
  const [left, setLeft] = useState(secondsLeft);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((end - (Date.now() + offset)) / 1000)));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [end, offset]);

  return left;
}

/** 1:05:09 or 05:09. */
export function clockText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
