import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '#shared/site-pages.js';
import { CATALOGUE_PARTS, type CataloguePart } from './catalogue-parts';
import type english from './catalogues/en.json';

/** A message of the catalogues (web/src/lib/catalogues/<language>.json): English is the reference. */
export type MessageId = keyof typeof english;
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * Each language's catalogue parts (lib/catalogue-parts.ts) are chunks of their own, loaded on
 * demand: a visitor downloads only the language they read. The build compiles the messages
 * (web/catalogue-plugin.ts), so no ICU parser ships.
 */
export function loadCataloguePart(language: Language, part: CataloguePart): Promise<{ default: unknown }> {
  if (language === 'gu')
    return part === 'core' ? import('./catalogues/gu.json?part=core') : import('./catalogues/gu.json?part=screens');
  return part === 'core' ? import('./catalogues/en.json?part=core') : import('./catalogues/en.json?part=screens');
}

/** The browser's one translator; the server makes one per page it renders (`translatorFor`). */
export const browserI18n: I18n = setupI18n();

const loadedParts = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Messages that came another way (a server-rendered page carries its core part): loaded as if fetched. */
export function loadMessages(i18n: I18n, language: Language, part: CataloguePart, messages: Messages): void {
  if (!loadedParts.has(i18n)) loadedParts.set(i18n, new Map());
  i18n.load(language, { ...messages });
  loadedParts.get(i18n)!.set(`${language}:${part}`, Promise.resolve());
}

function ensurePart(i18n: I18n, language: Language, part: CataloguePart): Promise<void> {
  if (!loadedParts.has(i18n)) loadedParts.set(i18n, new Map());
  const parts = loadedParts.get(i18n)!;
  const key = `${language}:${part}`;
  let loading = parts.get(key);
  if (!loading) {
    // A copy: Lingui merges later parts into the first object it is given, which is the module's own.
    loading = loadCataloguePart(language, part).then((module) =>
      i18n.load(language, { ...(module.default as Messages) }),
    );
    // A failed load (offline) is tried again the next time.
    loading.catch(() => parts.delete(key));
    parts.set(key, loading);
  }
  return loading;
}

/** Makes `language` the active one of `i18n`, loading the catalogue parts it lacks first (all of them by default). */
export async function activateLanguage(
  i18n: I18n,
  language: Language,
  parts: readonly CataloguePart[] = CATALOGUE_PARTS,
): Promise<void> {
  await Promise.all(parts.map((part) => ensurePart(i18n, language, part)));
  i18n.activate(language);
}

/** Every message of the browser's active language: what a screen beyond the home page and course list waits for. */
export function allMessagesReady(): Promise<void> {
  const language = (browserI18n.locale || DEFAULT_LANGUAGE) as Language;
  return Promise.all(CATALOGUE_PARTS.map((part) => ensurePart(browserI18n, language, part))).then(() => undefined);
}

/** Whether the loaded catalogue has a message `id` (e.g. an error code's `error.<code>`). */
export function hasMessage(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(browserI18n.messages, id);
}

/** A translator of its own, active in `language`: one per server render, so renders in two languages never meet. */
export async function translatorFor(language: Language): Promise<I18n> {
  const i18n = setupI18n();
  await activateLanguage(i18n, language);
  return i18n;
}

interface Translation {
  i18n: I18n;
  /** The active language: a change of it renders every screen again. */
  locale: string;
}

const TranslationContext = createContext<Translation | null>(null);

/**
 * Gives the screens below `i18n` and renders them again when its language changes. (Lingui's own
 * React package does the same and more, but costs the first page load a kilobyte this app needs.)
 */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const subscribe = useCallback((onChange: () => void) => i18n.on('change', onChange), [i18n]);
  const locale = useSyncExternalStore(
    subscribe,
    () => i18n.locale,
    () => i18n.locale,
  );
  const translation = useMemo(() => ({ i18n, locale }), [i18n, locale]);
  return <TranslationContext.Provider value={translation}>{children}</TranslationContext.Provider>;
}

/**
 * The active translator. Outside a provider (a component rendered alone in a test) it is the
 * browser's, so a screen renders the same texts wherever it is put.
 */
function useTranslation(): Translation {
  return useContext(TranslationContext) ?? { i18n: browserI18n, locale: browserI18n.locale };
}

/** `t('nav.home')`: a message of the active language, its `{placeholders}` filled from `values`. */
export function useT(): Translate {
  const { i18n, locale } = useTranslation();
  // A new function when the language changes, so memoised work that uses it runs again.
  return useMemo<Translate>(() => (id, values) => (locale ? i18n._(id, values) : id), [i18n, locale]);
}

/** The language the screen is shown in. */
export function useActiveLanguage(): Language {
  return (useTranslation().locale || DEFAULT_LANGUAGE) as Language;
}
