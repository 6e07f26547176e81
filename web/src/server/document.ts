import type { Language } from '#shared/site-pages.js';
import { catalogueModule } from '../lib/catalogue-parts';
import type { PageData } from '../lib/page-data';
import { PAGE_DATA_ELEMENT_ID } from '../lib/page-data';

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What a lazily loaded page needs beyond the app shell's own files. */
export interface PageAssets {
  /** The page's chunk: '/assets/CourseDetailPage-3f2a.js'. */
  script: string;
  styles: string[];
  /** The rest of the page language's message catalogue, when its screen needs more than the core: '/assets/gu-9c1e.js'. */
  catalogue?: string;
  /** Fonts the page's text needs, asked for with the HTML so they are there by the first paint. */
  fonts: string[];
}

/**
 * The page chunk, and the stylesheets of it and of the chunks it imports statically, less those the
 * shell has already; the rest of the language's catalogue unless the screen shows only the core part
 * (which the page carries); for Gujarati, the Gujarati font.
 */
export function pageAssets(
  manifest: Manifest,
  pageModule: string,
  language: Language,
  gujaratiFonts: readonly string[],
  coreMessagesOnly = false,
): PageAssets {
  const closure = (key: string, files = new Set<string>(), styles = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk '${key}'`);
    if (files.has(chunk.file)) return { files, styles };
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files, styles);
    return { files, styles };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const shell = entryKey ? closure(entryKey) : { files: new Set<string>(), styles: new Set<string>() };
  const page = closure(pageModule);
  const script = manifest[pageModule]!.file;
  const catalogue = manifest[catalogueModule(language, 'screens')];
  if (!catalogue) throw new Error(`The build manifest has no catalogue for '${language}'`);
  return {
    script: `/${script}`,
    styles: [...page.styles].filter((file) => !shell.styles.has(file)).map((file) => `/${file}`),
    ...(coreMessagesOnly ? {} : { catalogue: `/${catalogue.file}` }),
    fonts: language === 'gu' ? [...gujaratiFonts] : [],
  };
}

/** JSON that cannot end its <script> early, whatever text an admin wrote into a course. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface DocumentParts {
  /** The app shell: web/dist/index.html as Vite built it. */
  template: string;
  /** The build's stylesheets by address, to put into the page. */
  styles: Record<string, string>;
  headTags: string;
  appHtml: string;
  pageData: PageData;
  /** The page's own script, the chunks it imports and its stylesheets (`pageAssets`). */
  assets: PageAssets;
}

/** A stylesheet's text inside the page, so the first paint waits for no request. */
function inlineStyle(styles: Record<string, string>, href: string): string {
  const css = styles[href];
  if (css === undefined) throw new Error(`The build has no stylesheet ${href}`);
  if (/<\/style/i.test(css)) throw new Error(`${href} cannot be put inside a <style> element`);
  return `<style data-href="${escapeAttribute(href)}">${css}</style>`;
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The page's HTML: the app shell with the page's language, every stylesheet it needs inside it (the
 * shell's and its page's), its own head tags in place of the shell's title and description, the
 * rendered app in #root and the page data beside it, and the page's screen's script beside the app's.
 */
export function buildDocument({ template, styles, headTags, appHtml, pageData, assets }: DocumentParts): string {
  // The disabled link loads nothing; it tells the app's chunk loader the stylesheet is in the page
  // already, so it does not fetch and apply it a second time when the page's code arrives.
  const ownStyles = assets.styles
    .map((href) => `${inlineStyle(styles, href)}<link rel="stylesheet" href="${escapeAttribute(href)}" disabled>`)
    .join('');
  const withShellStyles = template.replace(STYLESHEET_LINK, (_link, href: string) => inlineStyle(styles, href));
  return replaceOnce(
    replaceOnce(
      replaceOnce(
        withShellStyles.replace(/\s*<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, ''),
        /<html lang="[^"]*">/,
        `<html lang="${escapeAttribute(pageData.language)}">`,
      ),
      '</head>',
      // The page's screen runs with the app, before the page counts as loaded: when React takes the
      // page over, its code is there, so a click never lands on a part still waiting for it (React
      // drops such a click). Its imports are not preloaded: asked for before the first paint, they
      // would delay it on a slow connection. The rest of the language's catalogue, when the screen
      // needs it, is fetched beside them: the screen waits for it before it takes its part over.
      `<script type="module" crossorigin src="${escapeAttribute(assets.script)}"></script>${
        assets.catalogue ? `<link rel="modulepreload" crossorigin href="${escapeAttribute(assets.catalogue)}">` : ''
      }${
        // Low priority: the text paints at once in the system font (font-display: swap), so the
        // page's own scripts come first on a slow connection.
        assets.fonts
          .map(
            (font) =>
              `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${escapeAttribute(font)}">`,
          )
          .join('')
      }${ownStyles}${headTags}</head>`,
    ),
    '<div id="root"></div>',
    `<div id="root">${appHtml}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(pageData)}</script>`,
  );
}

function replaceOnce(text: string, search: string | RegExp, replacement: string): string {
  const found = typeof search === 'string' ? text.includes(search) : search.test(text);
  if (!found) throw new Error(`The app shell has no ${String(search)}`);
  return text.replace(search, () => replacement);
}
