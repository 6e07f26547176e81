import type { I18n } from '@lingui/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  cookieValue,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  preferredLanguage,
  type Language,
} from '#shared/site-pages.js';
import { activateLanguage, browserI18n, TranslationProvider } from './i18n';

/** Where the browser remembers a visitor's choice; the cookie of the same name tells the server. */
const LANGUAGE_KEY = 'language';
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language this visitor chose on this device before, if any. */
export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage blocked: the cookie may still say.
  }
  const fromCookie = typeof document === 'undefined' ? undefined : cookieValue(document.cookie, LANGUAGE_COOKIE);
  return isLanguage(fromCookie) ? fromCookie : undefined;
}

/** Remembers the choice for this device: local storage for the app, a cookie so the server sends pages in it. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage blocked: the cookie still carries it.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The language the address asks for (`?lang=gu`), if it names one of ours. */
export function addressLanguage(): Language | undefined {
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY);
  return isLanguage(asked) ? asked : undefined;
}

/**
 * The language of a page the browser renders alone (the app shell: a student's or admin's page): one
 * asked for in the address, else the visitor's earlier choice, else what the browser prefers.
 */
export function shellLanguage(): Language {
  return (
    addressLanguage() ?? storedLanguage() ?? preferredLanguage(navigator.languages?.join(',') || navigator.language)
  );
}

interface LanguageControls {
  language: Language;
  /** Shows every screen in `language` at once (its catalogue is fetched first if needed) and remembers it. */
  choose: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageControls | null>(null);

/** Shows every screen of `i18n` in `language` and remembers the choice. */
async function switchTo(i18n: I18n, language: Language): Promise<void> {
  await activateLanguage(i18n, language);
  document.documentElement.lang = language;
  rememberLanguage(language);
}

/** The translator for the screens below, and the controls to change its language. */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [language, setLanguage] = useState<Language>(() => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE));
  const choose = useCallback(
    async (next: Language) => {
      await switchTo(i18n, next);
      setLanguage(next);
    },
    [i18n],
  );
  const controls = useMemo(() => ({ language, choose }), [language, choose]);
  // A link that names the language (?lang=gu) chooses it as the switch does: a reload, or a page
  // reached without the parameter, stays in it.
  useEffect(() => {
    const asked = addressLanguage();
    if (asked && asked === i18n.locale) rememberLanguage(asked);
  }, [i18n]);
  return (
    <LanguageContext.Provider value={controls}>
      <TranslationProvider i18n={i18n}>{children}</TranslationProvider>
    </LanguageContext.Provider>
  );
}

/** The language controls; outside a provider (a part rendered alone), those of the browser's translator. */
export function useLanguage(): LanguageControls {
  return (
    useContext(LanguageContext) ?? {
      language: isLanguage(browserI18n.locale) ? browserI18n.locale : DEFAULT_LANGUAGE,
      choose: (next) => switchTo(browserI18n, next),
    }
  );
}
