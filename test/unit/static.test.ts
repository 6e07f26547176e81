import { createServer, request, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '#infra/local/static.js';
import { SITE_ORIGIN_PLACEHOLDER } from '#shared/site-pages.js';

let server: Server;
let port: number;
const root = mkdtempSync(join(tmpdir(), 'coaching-static-'));
const script = `console.log("${'x'.repeat(4000)}");`;
const pageCalls: string[] = [];

beforeAll(async () => {
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'index-3f2a.js'), script);
  writeFileSync(join(root, 'favicon.svg'), '<svg/>');
  mkdirSync(join(root, 'pages'));
  writeFileSync(
    join(root, 'pages', 'about.html'),
    `<link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/about">about`,
  );
  writeFileSync(join(root, 'pages', 'robots.txt'), `Sitemap: ${SITE_ORIGIN_PLACEHOLDER}/sitemap.xml`);
  server = createServer(
    serveStatic(root, {
      siteUrl: () => 'http://localhost:3000',
      renderPage: async (_req, path) => {
        pageCalls.push(path);
        return {
          statusCode: 200,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
          body: `<p>${path}</p>${'y'.repeat(2000)}`,
        };
      },
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** Sends the path byte for byte, as curl does (fetch would normalise it, and decompress). */
function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

it.each(['/%E0%A4%A', '/%', '/assets/%ZZ.js', '/%C0%AF'])(
  'answers 400 to the malformed path %s and keeps serving',
  async (path) => {
    expect((await get(path)).status).toBe(400);
    expect((await get('/')).status).toBe(200);
  },
);

it('still refuses paths that climb out of the web root', async () => {
  expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(400);
});

describe('like CloudFront', () => {
  it('sends brotli when the browser takes it, else gzip, else the bytes as they are', async () => {
    const br = await get('/assets/index-3f2a.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 10);

    const gzip = await get('/assets/index-3f2a.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/assets/index-3f2a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('does not compress what is too small to gain', async () => {
    expect((await get('/favicon.svg', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('caches hashed assets for a year, and has browsers revalidate everything else', async () => {
    expect((await get('/assets/index-3f2a.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/about', '/dashboard', '/favicon.svg'])
      expect((await get(path)).headers['cache-control'], path).toBe('no-cache');
  });

  it('answers a revalidation with 304 when the file has not changed', async () => {
    const first = await get('/favicon.svg');
    const again = await get('/favicon.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves a prerendered page at its path, naming the site by its address', async () => {
    const about = await get('/about');
    expect(about.body.toString()).toBe('<link rel="canonical" href="http://localhost:3000/about">about');
    expect((await get('/robots.txt')).body.toString()).toBe('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('serves the app shell for other page paths and 404 for a missing file', async () => {
    expect((await get('/dashboard')).body.toString()).toBe('<!doctype html><title>shell</title>');
    expect((await get('/missing.js')).status).toBe(404);
  });

  it('hands /courses, /course/* and /sitemap.xml to the page function and compresses its answer', async () => {
    const page = await get('/course/01HXYZ', { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toMatch(/^<p>\/course\/01HXYZ<\/p>/);
    await get('/courses');
    await get('/sitemap.xml');
    expect(pageCalls).toEqual(['/course/01HXYZ', '/courses', '/sitemap.xml']);
  });
});
