import { describe, expect, it } from 'vitest';
import { isServerRendered, pathOfPrerenderedFile, prerenderedFileOf } from '../../shared/site-pages';

describe('prerendered files', () => {
  it.each([
    ['/', 'pages/index.html'],
    ['/about', 'pages/about.html'],
    ['/about/', 'pages/about.html'],
    ['/termsAndCondition', 'pages/termsAndCondition.html'],
    ['/robots.txt', 'pages/robots.txt'],
  ])('%s is kept in %s', (path, file) => {
    expect(prerenderedFileOf(path)).toBe(file);
  });

  it.each([
    ['pages/index.html', '/'],
    ['pages/gpsc.html', '/gpsc'],
    ['pages/robots.txt', '/robots.txt'],
  ])('%s answers %s', (file, path) => {
    expect(pathOfPrerenderedFile(file)).toBe(path);
  });
});

describe('pages rendered on request', () => {
  it.each(['/courses', '/course/01HXYZ', '/course/01HXYZ/videos', '/sitemap.xml'])('%s is', (path) => {
    expect(isServerRendered(path)).toBe(true);
  });

  it.each(['/', '/about', '/courses/42', '/coursesx', '/course', '/sitemap.xml.gz', '/api/courses'])('%s is not', (path) => {
    expect(isServerRendered(path)).toBe(false);
  });
});
