/** Session-storage key marking that this browser session has already been shown the home ad. */
const AD_SHOWN_KEY = 'adShown';

/** Storage can be unavailable (blocked by privacy settings); then the ad counts as already shown. */
export function hasSeenAdThisSession(): boolean {
  try {
    return sessionStorage.getItem(AD_SHOWN_KEY) === 'true';
  } catch {
    return true;
  }
}

export function markAdSeenThisSession(): void {
  try {
    sessionStorage.setItem(AD_SHOWN_KEY, 'true');
  } catch {
    // Nothing to remember it in: the ad may show again on the next visit.
  }
}
