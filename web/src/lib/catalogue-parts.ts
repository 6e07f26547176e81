/**
 * Each language's catalogue comes in two parts, so a first visit to the home page downloads only
 * the messages it shows: `core` (the header, footer, home page, course list and common states) and
 * `screens` (every other screen), which is fetched once the page is up, or with any other page.
 * The build splits the one catalogue file by the first part of each key (web/vite.config.ts).
 */
export const CATALOGUE_PARTS = ['core', 'screens'] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

const CORE_AREAS = new Set([
  'common',
  'nav',
  'language',
  'contact',
  'footer',
  'pageError',
  'notFound',
  'loginDialog',
  'toast',
  'home',
  'carousel',
  'program',
  'ads',
  'services',
  'courses',
  'courseCard',
]);

export function partOf(key: string): CataloguePart {
  return CORE_AREAS.has(key.split('.')[0]!) ? 'core' : 'screens';
}
