import { ApiError } from './api';

/**
 * The server asked for the same request again: it answered busy_try_again (nothing of it was done),
 * or the request ran out of time on the way (API Gateway's bare 503, CloudFront's 504). Only for
 * requests that are safe to send twice: a sign-up sent again answers as the first did.
 */
export function askedToRetry(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (
    error.status === 504 || (error.status === 503 && (error.code === 'busy_try_again' || error.code === undefined))
  );
}

/** Pauses before each retry: a class told to wait at once comes back spread out, not at once again. */
export const RETRY_PAUSES_MS = [1_500, 3_000, 6_000] as const;

export interface RetryOptions {
  /** Told before each retry (1 for the first), e.g. to say the site is busy. */
  onRetry?: (retry: number) => void;
  /** For tests: how to wait. */
  pause?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls again while the server asks for it, at most RETRY_PAUSES_MS.length more times; any other outcome is the answer. */
export async function retryWhenBusy<T>(
  call: () => Promise<T>,
  { onRetry, pause = sleep }: RetryOptions = {},
): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await call();
    } catch (error) {
      const wait = RETRY_PAUSES_MS[retry];
      if (wait === undefined || !askedToRetry(error)) throw error;
      onRetry?.(retry + 1);
      // Half to one and a half times the pause, at random.
      await pause(wait * (0.5 + Math.random()));
    }
  }
}
