import { AsyncLocalStorage } from 'node:async_hooks';
import { Unavailable } from './errors.js';

/**
 * When the current invocation must have answered: the function's timeout (Lambda's
 * getRemainingTimeInMillis at the start). Retry loops stop in time to answer honestly instead of being
 * cut off by the timeout, which would leave the caller with a bare 500 and no idea what was done.
 */
const deadlines = new AsyncLocalStorage<number>();

export function runWithDeadline<T>(remainingMs: number | undefined, work: () => T): T {
  return remainingMs === undefined || !Number.isFinite(remainingMs)
    ? work()
    : deadlines.run(Date.now() + remainingMs, work);
}

/** Milliseconds left before the answer is due, less a margin for answering; Infinity outside a request. */
export function timeLeft(marginMs = 1500): number {
  const deadline = deadlines.getStore();
  return deadline === undefined ? Number.POSITIVE_INFINITY : deadline - marginMs - Date.now();
}

/**
 * Work that must not be cut off half way (an account's transaction: a reply lost after it commits is
 * an error answered for work that was done) starts only with `ms` left; otherwise busy_try_again,
 * with nothing written.
 */
export function assertTimeFor(ms: number): void {
  if (timeLeft() < ms) throw new Unavailable('busy_try_again');
}
