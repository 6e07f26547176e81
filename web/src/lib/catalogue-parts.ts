import type { Language } from '#shared/site-pages.js';

/**
 * Each language's catalogue comes in two parts: `core` (the header, footer, home page, course list
 * and common states), which a page from the server carries inside its HTML, and `screens` (every
 * other screen), fetched with the screens that need it. A first visit to the home page downloads
 * no catalogue at all.
 * The build splits the one catalogue file by the first part of each key (`CORE_AREAS` in web/catalogue-plugin.ts).
 */
export const CATALOGUE_PARTS = ['core', 'screens'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** The build manifest's key of a part of a language's message catalogue (web/src/lib/catalogues/<language>.json). */
export const catalogueModule = (language: Language, part: CataloguePart) =>
  `src/lib/catalogues/${language}.json?part=${part}`;
