import '@testing-library/jest-dom/vitest';
import { forgetRecentGets } from '../../web/src/lib/api';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';

// Screens rendered alone read the browser's translator, in English as a first visit is.
beforeAll(async () => {
  await activateLanguage(browserI18n, 'en');
});

afterEach(async () => {
  cleanup();
  forgetRecentGets();
  localStorage.clear();
  document.cookie = 'lang=; path=/; max-age=0';
  if (browserI18n.locale !== 'en') await activateLanguage(browserI18n, 'en');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
