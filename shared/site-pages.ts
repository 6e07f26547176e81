/**
 * How the site's HTML is served, the same way by CloudFront in AWS and by `npm start` locally:
 * - prerendered pages: built with the web app (`npm run build:web`) into `pages/` of the build;
 * - pages rendered on request by the page function, from the catalogue as it is now;
 * - every other path: the app shell (index.html), which the browser renders alone.
 */

/** The languages a page can be rendered in: English (the default, the spec's own texts) and Gujarati. */
export const LANGUAGES = ['en', 'gu'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', gu: 'ગુજરાતી' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * How a page names its language: `?lang=gu` asks for one explicitly (hreflang and shared links use
 * it); the `lang` cookie remembers the visitor's choice; otherwise the browser's Accept-Language.
 */
export const LANGUAGE_QUERY = 'lang';
export const LANGUAGE_COOKIE = 'lang';

/**
 * The language a browser prefers among ours, from an Accept-Language header ('gu-IN,gu;q=0.9,en;q=0.8'):
 * the supported language with the highest weight (the first listed on a tie); English when none is.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  let best: { language: Language; weight: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (isLanguage(language) && Number.isFinite(weight) && weight > 0 && (!best || weight > best.weight))
      best = { language, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** The value of one cookie in a Cookie header ('a=1; lang=gu'), or undefined. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The language of a page request: the explicit `?lang=`, else the remembered choice, else the browser's preference. */
export function requestLanguage(request: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(request.query)) return request.query;
  if (isLanguage(request.cookie)) return request.cookie;
  return preferredLanguage(request.acceptLanguage ?? undefined);
}

/** A page's address in a language: the plain path for English, `?lang=gu` for Gujarati. */
export function localizedPath(path: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? path : `${path}?${LANGUAGE_QUERY}=${language}`;
}

/**
 * Prerendered files name the site by this origin; the deployment (CloudFront) or the local server
 * puts the site's real address in its place, so one build serves any domain.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

/** The build's folder of prerendered files (HTML pages and robots.txt), each with the placeholder origin. */
export const PRERENDERED_DIR = 'pages';

/**
 * The file (relative to the build) holding the prerendered page for `path` in a language: '/' →
 * 'pages/index.html', '/about' → 'pages/about.html', in Gujarati 'pages/gu/about.html'. Other files
 * (robots.txt) have no language.
 */
export function prerenderedFileOf(path: string, language: Language = DEFAULT_LANGUAGE): string {
  const dir = language === DEFAULT_LANGUAGE ? PRERENDERED_DIR : `${PRERENDERED_DIR}/${language}`;
  if (path === '/') return `${dir}/index.html`;
  const name = path.replace(/^\/+|\/+$/g, '');
  return /\.[a-z0-9]+$/i.test(name) ? `${PRERENDERED_DIR}/${name}` : `${dir}/${name}.html`;
}

/** The path and language a prerendered file answers: the inverse of `prerenderedFileOf`. */
export function pageOfPrerenderedFile(file: string): { path: string; language: Language } {
  let name = file.slice(PRERENDERED_DIR.length + 1);
  let language: Language = DEFAULT_LANGUAGE;
  const [first, ...rest] = name.split('/');
  if (rest.length > 0 && isLanguage(first)) {
    language = first;
    name = rest.join('/');
  }
  if (name === 'index.html') return { path: '/', language };
  return { path: `/${name.replace(/\.html$/, '')}`, language };
}

/**
 * Paths the page function renders on request (CloudFront path patterns: `*` matches the rest of
 * the path). /course/* also covers the student's /course/{id}/videos pages, which get the app shell.
 */
export const SERVER_RENDERED_PATHS = ['/courses', '/course/*', '/sitemap.xml'] as const;

export function isServerRendered(path: string): boolean {
  return SERVER_RENDERED_PATHS.some((pattern) =>
    pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
  );
}

/** How long CloudFront (and nothing else) keeps a page the function rendered: course edits show within this. */
export const SERVER_RENDERED_EDGE_SECONDS = 60;
