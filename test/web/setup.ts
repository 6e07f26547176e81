import '@testing-library/jest-dom/vitest';
import { forgetRecentGets } from '../../web/src/lib/api';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  forgetRecentGets();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
