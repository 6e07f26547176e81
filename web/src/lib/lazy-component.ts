import { lazy, type ComponentType } from 'react';

/** How long a lazily loaded chunk may take before its load counts as failed (spec section 9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** React.lazy for a named export, failing after the chunk timeout instead of spinning forever. */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS) }));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Loading took longer than ${ms / 1000} seconds`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
