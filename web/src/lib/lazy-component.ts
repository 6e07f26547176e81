import { lazy, type ComponentType } from 'react';
import { allMessagesReady } from './i18n';

/** How long a lazily loaded chunk may take before its load counts as failed (spec section 9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * React.lazy for a named export, failing after the chunk timeout instead of spinning forever. The
 * component waits for every message of the language too, unless it needs only the core part of the
 * catalogue (the home page and the course list: what a first visit downloads).
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { coreMessagesOnly = false } = {},
) {
  return lazy(async () => {
    const [component] = await withTimeout(
      Promise.all([load(), coreMessagesOnly ? undefined : allMessagesReady()]),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    return { default: component };
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Loading took longer than ${ms / 1000} seconds`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
