import { describe, expect, it } from 'vitest';
import type { Course } from '#shared/types.js';
import { renderApp } from '#web/server/render-app.js';

/**
 * The pages the server renders run under the site's content security policy (script-src 'self',
 * shared/security-headers.ts), which blocks inline scripts. React outlines a finished Suspense
 * boundary larger than its progressive chunk size (12.8 KB by default) behind inline scripts that
 * reveal it; a Gujarati page (three bytes a letter) passes that size easily, and then shows only its
 * spinner until the app's JavaScript has run. Every page must come complete, with no inline script.
 */
const gujaratiCourse = (i: number): Course => ({
  _id: `01JCOURSE${String(i).padStart(17, '0')}`,
  title: `GPSC વર્ગ ${i}`,
  titleGu: `જીપીએસસી વર્ગ ૧-૨ સંપૂર્ણ તૈયારી ${i}`,
  description: 'Complete preparation.',
  descriptionGu:
    'ગુજરાત જાહેર સેવા આયોગની પ્રાથમિક અને મુખ્ય પરીક્ષા માટે સંપૂર્ણ તૈયારી: દૈનિક વ્યાખ્યાન, છાપેલી નોંધો, સાપ્તાહિક કસોટી અને શંકા સમાધાન સત્રો.'.repeat(
      2,
    ),
  price: 24999,
  category: 'gpsc',
  duration: '12 months',
  features: ['Daily lectures'],
  featuresGu: ['દૈનિક વ્યાખ્યાન', 'છાપેલી નોંધો', 'સાપ્તાહિક કસોટી', 'શંકા સમાધાન'],
  videoCount: 12,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('pages rendered on the server', () => {
  it.each([
    ['the Gujarati home page', '/'],
    ['the Gujarati course list', '/courses'],
    ['the English course list', '/courses'],
  ])('%s comes complete, with no inline script', async (what, path) => {
    const language = what.includes('Gujarati') ? 'gu' : 'en';
    const courses = Array.from({ length: 12 }, (_, i) => gujaratiCourse(i));
    const { appHtml } = await renderApp(path, {
      siteUrl: 'https://site.example',
      language,
      responses: path === '/courses' ? { '/api/courses': { success: true, courses } } : {},
    });
    expect(appHtml.length).toBeGreaterThan(path === '/courses' ? 12_800 : 0);
    expect(appHtml).not.toMatch(/<script/);
    expect(appHtml).not.toContain('<template id="B:');
  });
});
