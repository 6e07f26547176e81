import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { ApiRoute, ParamsOf, ResponseOf } from '#shared/api-contract.js';
import { isLanguage, type Language } from '#shared/site-pages.js';
import { apiUrl } from './api';

/** What a page rendered on the server hands to the app that takes it over in the browser. */
export interface PageData {
  /** The site's address ('https://…'): canonical and share links name it, on the server and in the browser alike. */
  siteUrl: string;
  language: Language;
  /** The API's answers the HTML was built from, by URL ('/api/courses'): the app starts from them instead of asking again. */
  responses: Record<string, unknown>;
  /**
   * The core part of the language's message catalogue (lib/catalogue-parts.ts), compiled: the page
   * carries the messages of its header, footer and home page as it carries its data, so taking it
   * over waits for no catalogue request.
   */
  messages?: Record<string, unknown>;
  /**
   * In the browser only: the history entry the page was loaded into (react-router's location key,
   * 'default' on a first load). A reload keeps the entry a visitor navigated to, and its key.
   */
  locationKey?: string;
}

/** The id of the `<script type="application/json">` that carries the page data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The page data of a server-rendered page; undefined for the app shell, which the browser renders alone. */
export function readPageData(document: Document): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<PageData>;
    if (typeof data.siteUrl !== 'string' || typeof data.responses !== 'object' || data.responses === null)
      return undefined;
    const messages = typeof data.messages === 'object' && data.messages !== null ? data.messages : undefined;
    // The key react-router's browser history gives the entry the page loaded into.
    const locationKey = (window.history.state as { key?: string } | null)?.key || 'default';
    return {
      siteUrl: data.siteUrl,
      language: isLanguage(data.language) ? data.language : 'en',
      responses: data.responses,
      ...(messages ? { messages } : {}),
      locationKey,
    };
  } catch {
    return undefined;
  }
}

const PageDataContext = createContext<PageData | undefined>(undefined);

export function PageDataProvider({ value, children }: { value: PageData | undefined; children: ReactNode }) {
  return <PageDataContext.Provider value={value}>{children}</PageDataContext.Provider>;
}

/**
 * The answer the page's HTML carried for this GET, while the visitor is still on the page the server
 * rendered (the history entry it loaded into: 'default' on a first load, the entry's own key on a
 * reload after navigating); after any navigation, undefined, so screens fetch fresh data as usual.
 */
export function usePreloaded<K extends ApiRoute>(route: K, params: ParamsOf<K>): ResponseOf<K> | undefined {
  const pageData = useContext(PageDataContext);
  const { key } = useLocation();
  if (!pageData || key !== (pageData.locationKey ?? 'default')) return undefined;
  return pageData.responses[apiUrl(route, params)] as ResponseOf<K> | undefined;
}

/** The site's address without a trailing slash: the server's, or (for the app shell) the browser's. */
export function useSiteUrl(): string {
  const pageData = useContext(PageDataContext);
  return pageData?.siteUrl ?? window.location.origin;
}
