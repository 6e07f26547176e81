import { act, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../web/src/app/App';
import type { Language } from '../../shared/site-pages';
import { activateLanguage, browserI18n, translatorFor } from '../../web/src/lib/i18n';
import type { PageData } from '../../web/src/lib/page-data';
import { renderToString } from 'react-dom/server';
import { serverApp, splitHoistedTags } from '../../web/src/server/render-app';
import { PRERENDERED_PAGES } from '../../web/src/server/pages';
import { fakeCourse, jsonResponse, profileResponder, stubFetch } from './helpers';

const course = fakeCourse({ _id: '01HCOURSE', title: 'GPSC Mains Answer Writing', price: 4999 });
const siteUrl = 'https://gyanpath.example';

let root: Root | undefined;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/**
 * The server's HTML for a page. The page function renders the same element with React's prerender,
 * which waits for lazily loaded parts; nothing in the server's routes is lazy, so the synchronous
 * renderer gives the same HTML. (Prerender leaves context values behind in its JavaScript realm,
 * which would confuse the browser renderer sharing this test's realm.)
 */
async function renderApp(path: string, pageData: PageData) {
  return splitHoistedTags(renderToString(serverApp(path, pageData, await translatorFor(pageData.language))));
}

/**
 * What the browser does with a page from the server: the HTML in #root, then React taking it over.
 * Any mismatch between the two is reported to onRecoverableError (and, in development, console.error).
 */
async function hydrate(
  path: string,
  responses: PageData['responses'] = {},
  signedInAs?: 'student',
  language: Language = 'en',
) {
  const pageData: PageData = { siteUrl, language, responses };
  // As main.tsx does before it takes a page over.
  await activateLanguage(browserI18n, language);
  // The server has no browser storage: the visitor's token is there only for the browser's render.
  const { appHtml } = await renderApp(path, pageData);
  const profile = signedInAs ? profileResponder(signedInAs) : undefined;
  if (profile)
    stubFetch((url) =>
      url === '/api/payments/enrollments' ? jsonResponse({ success: true, enrollments: [] }) : profile(url),
    );
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = appHtml;
  document.body.append(container);
  const serverHtml = container.innerHTML;
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App pageData={pageData} i18n={browserI18n} />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  // The lazily loaded page arrives and takes over its part of the HTML.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  return { serverHtml, container, recoverable, consoleError };
}

describe('pages rendered on the server are taken over without a mismatch', () => {
  it.each(PRERENDERED_PAGES.map(({ path }) => path))('%s', async (path) => {
    stubFetch((url) =>
      url === '/api/courses'
        ? jsonResponse({ success: true, courses: [course] })
        : jsonResponse({ success: true, testSeries: [], ads: [] }),
    );
    const { recoverable, consoleError } = await hydrate(path);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each(PRERENDERED_PAGES.map(({ path }) => path))('%s in Gujarati', async (path) => {
    stubFetch((url) =>
      url === '/api/courses'
        ? jsonResponse({ success: true, courses: [course] })
        : jsonResponse({ success: true, testSeries: [], ads: [] }),
    );
    const { recoverable, consoleError, container } = await hydrate(path, {}, undefined, 'gu');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(within(container).getAllByRole('link', { name: 'હોમ' }).length).toBeGreaterThan(0);
  });

  it('a course page: from the data it carries, asking the API nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: false, error: 'unexpected' }, 500));
    const { serverHtml, container, recoverable, consoleError } = await hydrate(`/course/${course._id}`, {
      '/api/courses/01HCOURSE': { success: true, course },
      '/api/courses': { success: true, courses: [course] },
    });
    expect(serverHtml).toContain('GPSC Mains Answer Writing');
    expect(serverHtml).toContain('₹4,999');
    // Until the browser has checked for a stored sign-in, Enroll Now waits.
    expect(serverHtml).toMatch(/<button[^>]*disabled=""[^>]*>Enroll Now for ₹4,999<\/button>/);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toHaveTextContent('GPSC Mains Answer Writing');
    expect(screen.getByRole('button', { name: 'Enroll Now for ₹4,999' })).toBeEnabled();
  });

  it('/courses: the grid and the menu from the list it carries', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: false, error: 'unexpected' }, 500));
    const { serverHtml, recoverable } = await hydrate('/courses', {
      '/api/courses': { success: true, courses: [course] },
    });
    expect(serverHtml).toContain('GPSC Mains Answer Writing');
    expect(recoverable).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'GPSC Mains Answer Writing' }).length).toBeGreaterThanOrEqual(1);
  });

  it('a signed-in student: the signed-out HTML is taken over first, then the session is checked', async () => {
    const { recoverable, consoleError } = await hydrate(
      `/course/${course._id}`,
      { '/api/courses/01HCOURSE': { success: true, course }, '/api/courses': { success: true, courses: [course] } },
      'student',
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enroll Now for ₹4,999' })).toBeEnabled();
  });

  it('puts the page head tags first: title, description, canonical and preview tags with the site address', async () => {
    const { headTags } = await renderApp(`/course/${course._id}`, {
      siteUrl,
      language: 'en',
      responses: { '/api/courses/01HCOURSE': { success: true, course } },
    });
    expect(headTags).toContain('<title>GPSC Mains Answer Writing | Gyanpath Academy</title>');
    expect(headTags).toContain(`<link rel="canonical" href="${siteUrl}/course/01HCOURSE"/>`);
    expect(headTags).toContain(`<meta property="og:image" content="${siteUrl}/share/course-gpsc.png"/>`);
    expect(headTags).toContain('<meta property="og:title" content="GPSC Mains Answer Writing"/>');
  });
});
