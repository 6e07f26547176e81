import '@testing-library/jest-dom/vitest';
import { forgetRecentGets } from '../../web/src/lib/api';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';

// waitFor and findBy* give up after 1 s by default, and check the timeout before their last poll: on a
// loaded 2-core runner a screen that is right can miss that second. A screen that is wrong still fails.
configure({ asyncUtilTimeout: 5_000 });

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
