import { describe, expect, it } from 'vitest';
import type { PageData } from '#web/lib/page-data.js';
import { buildDocument, pageAssets, type Manifest } from '#web/server/document.js';
import { splitHoistedTags } from '#web/server/render-app.js';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shell's description" />
    <title>Shell title</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const styles = { '/assets/index-1.css': 'body{margin:0}', '/assets/Page-2.css': '.page{color:red}' };
const pageData: PageData = {
  siteUrl: 'https://site.example',
  language: 'en',
  responses: { '/api/courses': { success: true, courses: [{ title: '</script><script>alert(1)</script>' }] } },
};

describe('splitHoistedTags', () => {
  it('takes the title, meta and link tags that lead React output as head tags', () => {
    const html =
      '<title>A &amp; B</title><meta name="description" content="x &gt; y"/><link rel="canonical" href="https://s/a"/><a class="skip-link" href="#main">Skip</a><title>in body</title>';
    expect(splitHoistedTags(html)).toEqual({
      headTags:
        '<title>A &amp; B</title><meta name="description" content="x &gt; y"/><link rel="canonical" href="https://s/a"/>',
      appHtml: '<a class="skip-link" href="#main">Skip</a><title>in body</title>',
    });
  });

  it('leaves output with no head tags whole', () => {
    expect(splitHoistedTags('<div>x</div>')).toEqual({ headTags: '', appHtml: '<div>x</div>' });
  });
});

describe('buildDocument', () => {
  const html = buildDocument({
    template,
    styles,
    headTags: '<title>Page | Site</title>',
    appHtml: '<main>hello</main>',
    pageData,
    assets: { script: '/assets/Page-2.js', styles: ['/assets/Page-2.css'], catalogue: '/assets/en-5.js', fonts: [] },
  });

  it("runs the page's own script with the app, and asks for its language's catalogue beside it", () => {
    expect(html).toContain('<script type="module" crossorigin src="/assets/Page-2.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en-5.js">');
    expect(html).not.toContain('as="font"');
  });

  it("asks for a Gujarati page's fonts with the HTML and names its language on <html>", () => {
    const gujarati = buildDocument({
      template,
      styles,
      headTags: '',
      appHtml: '',
      pageData: { ...pageData, language: 'gu' },
      assets: {
        script: '/assets/Page-2.js',
        styles: [],
        catalogue: '/assets/gu-6.js',
        fonts: ['/assets/gujarati-7.woff2', '/assets/gujarati-bold-8.woff2'],
      },
    });
    expect(gujarati).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/gujarati-7.woff2">',
    );
    expect(gujarati).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/gujarati-bold-8.woff2">',
    );
    expect(gujarati).toContain('<link rel="modulepreload" crossorigin href="/assets/gu-6.js">');
    expect(gujarati).toContain('<html lang="gu">');
  });

  it("puts every stylesheet inside the page, the shell's in place of its link", () => {
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    // Marks the page's stylesheet as present for the chunk loader, without loading it.
    expect(html).toContain('<link rel="stylesheet" href="/assets/Page-2.css" disabled>');
    expect(html).toContain('<style data-href="/assets/index-1.css">body{margin:0}</style>');
    expect(html).toContain('<style data-href="/assets/Page-2.css">.page{color:red}</style>');
  });

  it("replaces the shell's title and description with the page's head tags", () => {
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain("The shell's description");
    expect(html).toMatch(/<title>Page \| Site<\/title><\/head>/);
  });

  it('renders the app into #root and carries the page data, unable to close its script early', () => {
    expect(html).toContain('<div id="root"><main>hello</main></div><script type="application/json" id="page-data">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual(pageData);
  });

  it('refuses a stylesheet the build does not have', () => {
    expect(() =>
      buildDocument({
        template,
        styles,
        headTags: '',
        appHtml: '',
        pageData,
        assets: {
          script: '/assets/Page-2.js',
          styles: ['/assets/missing.css'],
          catalogue: '/assets/en-5.js',
          fonts: [],
        },
      }),
    ).toThrow('/assets/missing.css');
  });
});

describe('pageAssets', () => {
  const manifest: Manifest = {
    'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'], css: ['assets/index-1.css'] },
    '_shared.js': { file: 'assets/shared-3.js', css: ['assets/shared-3.css'] },
    'src/Page.tsx': { file: 'assets/Page-2.js', imports: ['_shared.js', '_card.js'], css: ['assets/Page-2.css'] },
    '_card.js': { file: 'assets/card-4.js', css: ['assets/card-4.css'] },
    'src/lib/catalogues/en.json?part=screens': { file: 'assets/en-5.js' },
    'src/lib/catalogues/gu.json?part=screens': { file: 'assets/gu-6.js' },
  };
  const fonts = ['/assets/gujarati-7.woff2', '/assets/gujarati-bold-8.woff2'];

  it('names the page chunk and the stylesheets of it and its imports, not those the shell has already', () => {
    const assets = pageAssets(manifest, 'src/Page.tsx', 'en', fonts);
    expect(assets.script).toBe('/assets/Page-2.js');
    expect(assets.styles.sort()).toEqual(['/assets/Page-2.css', '/assets/card-4.css']);
  });

  it("names the rest of the language's catalogue unless the screen needs only the core the page carries, and the Gujarati font for a Gujarati page only", () => {
    expect(pageAssets(manifest, 'src/Page.tsx', 'en', fonts)).toMatchObject({ catalogue: '/assets/en-5.js' });
    expect(pageAssets(manifest, 'src/Page.tsx', 'en', fonts).fonts).toEqual([]);
    expect(pageAssets(manifest, 'src/Page.tsx', 'gu', fonts)).toMatchObject({ catalogue: '/assets/gu-6.js', fonts });
    expect(pageAssets(manifest, 'src/Page.tsx', 'en', fonts, true).catalogue).toBeUndefined();
  });

  it('names a page missing from the manifest', () => {
    expect(() => pageAssets(manifest, 'src/Missing.tsx', 'en', fonts)).toThrow("no chunk 'src/Missing.tsx'");
  });
});
