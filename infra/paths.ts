import { fileURLToPath } from 'node:url';

/** The repository root: handler entries, the lock file and the web build are found from here. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
