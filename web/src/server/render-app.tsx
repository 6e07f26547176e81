import type { I18n } from '@lingui/core';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { translatorFor } from '../lib/i18n';
import type { PageData } from '../lib/page-data';
import type { Language } from '#shared/site-pages.js';
import { ServerRoutes } from './server-routes';

export interface RenderedApp {
  /** The tags React hoists into <head>: title, meta, canonical link. */
  headTags: string;
  /** The HTML that goes inside #root, for the browser's React to take over. */
  appHtml: string;
}

// One translator per language, made on first use: nothing changes its language or messages afterwards,
// so every render in that language can share it.
const translators = new Map<Language, Promise<I18n>>();
function translatorOf(language: Language): Promise<I18n> {
  let translator = translators.get(language);
  if (!translator) translators.set(language, (translator = translatorFor(language)));
  return translator;
}

/**
 * Renders the public page at `path` as the browser's first render will: the same providers, the
 * page data the browser will read, signed out. Waits for everything, so the HTML is complete.
 * Every Suspense boundary is written in place: React would outline one larger than its progressive
 * chunk size (12.8 KB, which a Gujarati page passes) behind inline scripts that reveal it, and the
 * site's content security policy refuses inline scripts, leaving only the spinner until the app runs.
 */
export async function renderApp(path: string, pageData: PageData): Promise<RenderedApp> {
  const { prelude } = await prerender(serverApp(path, pageData, await translatorOf(pageData.language)), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return splitHoistedTags(await new Response(prelude).text());
}

/** The element the server renders: the browser's App with a static router and the public routes only, in the page's language. */
export function serverApp(path: string, pageData: PageData, i18n: I18n) {
  return (
    <StrictMode>
      <AppProviders pageData={pageData} i18n={i18n}>
        <StaticRouter location={path}>
          <ServerRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
}

/** A tag React hoists: rendered without <head>, they lead the output. Their text and attributes are escaped, so no `<` or `>` occurs inside. */
const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)/;

/** Splits React's output into the hoisted head tags that lead it and the app's own HTML. */
export function splitHoistedTags(html: string): RenderedApp {
  let rest = html;
  let headTags = '';
  for (let tag = HOISTED_TAG.exec(rest); tag; tag = HOISTED_TAG.exec(rest)) {
    headTags += tag[0];
    rest = rest.slice(tag[0].length);
  }
  return { headTags, appHtml: rest };
}
