/**
 * A phone, where a upi:// link opens the UPI app: a coarse pointer or a narrow screen. Anywhere
 * else the link does nothing, so the page shows a QR code instead of leaving.
 */
export function isPhone(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse)').matches || window.matchMedia('(max-width: 640px)').matches;
}
