import { describe, expect, it } from 'vitest';
import {
  isServerRendered,
  localizedPath,
  pageOfPrerenderedFile,
  preferredLanguage,
  prerenderedFileOf,
  requestLanguage,
} from '#shared/site-pages.js';

describe('prerendered files', () => {
  it.each([
    ['/', 'en', 'pages/index.html'],
    ['/about', 'en', 'pages/about.html'],
    ['/about/', 'en', 'pages/about.html'],
    ['/termsAndCondition', 'en', 'pages/termsAndCondition.html'],
    ['/robots.txt', 'en', 'pages/robots.txt'],
    ['/', 'gu', 'pages/gu/index.html'],
    ['/gpsc', 'gu', 'pages/gu/gpsc.html'],
    ['/robots.txt', 'gu', 'pages/robots.txt'],
  ] as const)('%s in %s is kept in %s', (path, language, file) => {
    expect(prerenderedFileOf(path, language)).toBe(file);
  });

  it.each([
    ['pages/index.html', '/', 'en'],
    ['pages/gpsc.html', '/gpsc', 'en'],
    ['pages/robots.txt', '/robots.txt', 'en'],
    ['pages/gu/index.html', '/', 'gu'],
    ['pages/gu/about.html', '/about', 'gu'],
  ])('%s answers %s in %s', (file, path, language) => {
    expect(pageOfPrerenderedFile(file)).toEqual({ path, language });
  });
});

describe('the language of a page request', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['gu', 'gu'],
    ['gu-IN,gu;q=0.9,en-US;q=0.8,en;q=0.7', 'gu'],
    ['en-IN,en;q=0.9,gu;q=0.8', 'en'],
    ['hi-IN,hi;q=0.9,gu;q=0.8,en;q=0.5', 'gu'],
    ['en;q=0.5,gu;q=0.6', 'gu'],
    ['gu;q=0,en;q=0.1', 'en'],
    ['fr-FR,de', 'en'],
    ['GU-in', 'gu'],
  ])('Accept-Language %j prefers %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it('takes ?lang= first, then the remembered choice, then the browser', () => {
    expect(requestLanguage({ query: 'en', cookie: 'gu', acceptLanguage: 'gu' })).toBe('en');
    expect(requestLanguage({ query: 'xx', cookie: 'gu', acceptLanguage: 'en' })).toBe('gu');
    expect(requestLanguage({ cookie: 'fr', acceptLanguage: 'gu-IN' })).toBe('gu');
    expect(requestLanguage({})).toBe('en');
  });

  it('names a page in Gujarati by ?lang=gu and in English by its plain path', () => {
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(localizedPath('/about', 'gu')).toBe('/about?lang=gu');
  });
});

describe('pages rendered on request', () => {
  it.each(['/courses', '/course/01HXYZ', '/course/01HXYZ/videos', '/sitemap.xml'])('%s is', (path) => {
    expect(isServerRendered(path)).toBe(true);
  });

  it.each(['/', '/about', '/courses/42', '/coursesx', '/course', '/sitemap.xml.gz', '/api/courses'])(
    '%s is not',
    (path) => {
      expect(isServerRendered(path)).toBe(false);
    },
  );
});
