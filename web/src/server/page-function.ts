/**
 * The page function: the HTML of the public pages, from the same React code the browser runs.
 * - In AWS, CloudFront sends /courses, /course/* and /sitemap.xml here (through the HTTP API) and
 *   keeps each answer for a minute; locally `npm start` calls this handler with the same event.
 * - At build time, `prerenderedFiles` writes the pages that need no data (web/scripts/build.ts).
 * Catalogue data comes from the site's own API, so a page carries exactly what the API answers.
 * Like the API, it answers only requests that came through CloudFront (through-cloudfront.ts).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { gujaratiFonts, manifest, styles, template } from 'virtual:client-build';
import { logger, runWithLogContext } from '#lib/logger.js';
import type { ApiRoute, ParamsOf, ResponseOf } from '#shared/api-contract.js';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGES,
  cookieValue,
  prerenderedFileOf,
  requestLanguage,
  SITE_ORIGIN_PLACEHOLDER,
  type Language,
} from '#shared/site-pages.js';
import { apiUrl } from '../lib/api';
import { loadCataloguePart } from '../lib/i18n';
import type { PageData } from '../lib/page-data';
import { buildDocument, pageAssets, type PageAssets } from './document';
import { CORE_MESSAGE_MODULES, COURSE_PAGE_MODULE, COURSES_PAGE, courseIdOf, PRERENDERED_PAGES } from './pages';
import { renderApp } from './render-app';
import { cameThroughCloudFront } from './through-cloudfront';
import { renderRobots, renderSitemap } from './site-files';

const API_TIMEOUT_MS = 5_000;

interface Settings {
  /** The site's address, for canonical and share links: 'https://d1234.cloudfront.net'. */
  siteUrl: string;
  /** Where the API answers: the site's address (through CloudFront, which adds the origin header) in AWS, the local server locally. */
  apiUrl: string;
}

let settings: Settings | undefined;
function readSettings(): Settings {
  if (settings) return settings;
  const siteUrl = process.env.SITE_URL?.replace(/\/+$/, '');
  const api = process.env.API_URL?.replace(/\/+$/, '');
  if (!siteUrl || !api) throw new Error('The page function needs SITE_URL and API_URL');
  settings = { siteUrl, apiUrl: api };
  return settings;
}

// A page's files depend only on its module and language: worked out from the manifest once each.
const pageFiles = new Map<string, PageAssets>();
function assetsOf(module: string, language: Language): PageAssets {
  const key = `${module}|${language}`;
  let assets = pageFiles.get(key);
  if (!assets)
    pageFiles.set(
      key,
      (assets = pageAssets(manifest, module, language, gujaratiFonts, CORE_MESSAGE_MODULES.has(module))),
    );
  return assets;
}

/** Renders one public page (the component for `path`) in a language, with the API answers it starts from. */
async function renderPage(
  path: string,
  module: string,
  siteUrl: string,
  language: Language,
  responses: PageData['responses'] = {},
): Promise<string> {
  const messages = (await loadCataloguePart(language, 'core')).default as Record<string, unknown>;
  const pageData: PageData = { siteUrl, language, responses, messages };
  const { headTags, appHtml } = await renderApp(path, pageData);
  const assets = assetsOf(module, language);
  return buildDocument({ template, styles, headTags, appHtml, pageData, assets });
}

/** The pages built with the app, in every language, and robots.txt, naming the site by the placeholder origin. */
export async function prerenderedFiles(): Promise<{ file: string; content: string }[]> {
  const pages = await Promise.all(
    PRERENDERED_PAGES.flatMap(({ path, module }) =>
      LANGUAGES.map(async (language) => ({
        file: prerenderedFileOf(path, language),
        content: await renderPage(path, module, SITE_ORIGIN_PLACEHOLDER, language),
      })),
    ),
  );
  return [...pages, { file: prerenderedFileOf('/robots.txt'), content: renderRobots(SITE_ORIGIN_PLACEHOLDER) }];
}

class ApiUnavailable extends Error {}

/** A GET on the site's API: its JSON answer, or undefined for a 404. */
async function fetchApi<K extends ApiRoute>(
  base: string,
  route: K,
  params: ParamsOf<K>,
): Promise<ResponseOf<K> | undefined> {
  const url = `${base}${apiUrl(route, params)}`;
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new ApiUnavailable(`${route} answered ${response.status}`);
  return (await response.json()) as ResponseOf<K>;
}

type Result = APIGatewayProxyStructuredResultV2;

function reply(statusCode: number, contentType: string, body: string): Result {
  // Browsers ask again each time; CloudFront keeps the answer for a minute (its cache policy).
  return { statusCode, headers: { 'content-type': contentType, 'cache-control': 'no-cache' }, body };
}

const html = (statusCode: number, body: string) => reply(statusCode, 'text/html; charset=utf-8', body);
/** The app shell: the browser renders the page alone (a student's lessons, or a page whose data could not be read). */
const shell = (statusCode = 200) =>
  html(
    statusCode,
    statusCode === 404 ? template.replace('</head>', '<meta name="robots" content="noindex"></head>') : template,
  );

/**
 * The language asked for: in AWS CloudFront's function has already put it in `?lang=` (the one part
 * of the request its cache keys pages on); locally the request still has its cookie and headers.
 */
function languageOf(event: APIGatewayProxyEventV2): Language {
  const header = (name: string) => Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  return requestLanguage({
    query: new URLSearchParams(event.rawQueryString ?? '').get(LANGUAGE_QUERY),
    cookie: cookieValue(header('cookie') ?? event.cookies?.join('; '), LANGUAGE_COOKIE),
    acceptLanguage: header('accept-language'),
  });
}

async function respond(path: string, language: Language, { siteUrl, apiUrl: api }: Settings): Promise<Result> {
  if (path === '/sitemap.xml') {
    const { courses } = (await fetchApi(api, 'GET /api/courses', {}))!;
    return reply(200, 'application/xml; charset=utf-8', renderSitemap(siteUrl, courses));
  }
  if (path === COURSES_PAGE.path) {
    const courses = await fetchApi(api, 'GET /api/courses', {});
    return html(
      200,
      await renderPage(path, COURSES_PAGE.module, siteUrl, language, { [apiUrl('GET /api/courses', {})]: courses }),
    );
  }
  const courseId = courseIdOf(path);
  if (courseId === undefined) return shell();
  const [course, courses] = await Promise.all([
    fetchApi(api, 'GET /api/courses/{id}', { id: courseId }),
    fetchApi(api, 'GET /api/courses', {}),
  ]);
  if (!course) return shell(404);
  const responses = {
    [apiUrl('GET /api/courses/{id}', { id: courseId })]: course,
    [apiUrl('GET /api/courses', {})]: courses,
  };
  return html(200, await renderPage(path, COURSE_PAGE_MODULE, siteUrl, language, responses));
}

export async function handler(event: APIGatewayProxyEventV2): Promise<Result> {
  const path = event.rawPath;
  return runWithLogContext({ requestId: event.requestContext?.requestId, route: `GET ${path}` }, async () => {
    // Outside the fallback below: a failed check refuses the request rather than sending the shell.
    if (!(await cameThroughCloudFront(event.headers))) return reply(403, 'text/plain; charset=utf-8', 'Forbidden');
    try {
      return await respond(path, languageOf(event), readSettings());
    } catch (error) {
      // The shell still works: the browser asks the API itself and shows its own error if it must.
      logger.error('Could not render the page; sent the app shell', { error, path });
      return path === '/sitemap.xml'
        ? reply(503, 'text/plain; charset=utf-8', 'The sitemap is unavailable; please try again later.')
        : shell();
    }
  });
}
