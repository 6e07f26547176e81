/**
 * How the site's HTML is served, the same way by CloudFront in AWS and by `npm start` locally:
 * - prerendered pages: built with the web app (`npm run build:web`) into `pages/` of the build;
 * - pages rendered on request by the page function, from the catalogue as it is now;
 * - every other path: the app shell (index.html), which the browser renders alone.
 */

/** The languages a page can be rendered in. Every page is English today. */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Prerendered files name the site by this origin; the deployment (CloudFront) or the local server
 * puts the site's real address in its place, so one build serves any domain.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';

/** The build's folder of prerendered files (HTML pages and robots.txt), each with the placeholder origin. */
export const PRERENDERED_DIR = 'pages';

/** The file (relative to the build) holding the prerendered page for `path`: '/' → 'pages/index.html', '/about' → 'pages/about.html'. */
export function prerenderedFileOf(path: string): string {
  if (path === '/') return `${PRERENDERED_DIR}/index.html`;
  const name = path.replace(/^\/+|\/+$/g, '');
  return /\.[a-z0-9]+$/i.test(name) ? `${PRERENDERED_DIR}/${name}` : `${PRERENDERED_DIR}/${name}.html`;
}

/** The path a prerendered file answers: the inverse of `prerenderedFileOf`. */
export function pathOfPrerenderedFile(file: string): string {
  const name = file.slice(PRERENDERED_DIR.length + 1);
  if (name === 'index.html') return '/';
  return `/${name.replace(/\.html$/, '')}`;
}

/**
 * Paths the page function renders on request (CloudFront path patterns: `*` matches the rest of
 * the path). /course/* also covers the student's /course/{id}/videos pages, which get the app shell.
 */
export const SERVER_RENDERED_PATHS = ['/courses', '/course/*', '/sitemap.xml'] as const;

export function isServerRendered(path: string): boolean {
  return SERVER_RENDERED_PATHS.some((pattern) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern));
}

/** How long CloudFront (and nothing else) keeps a page the function rendered: course edits show within this. */
export const SERVER_RENDERED_EDGE_SECONDS = 60;
