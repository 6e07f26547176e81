import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  cookieValue,
  isServerRendered,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  PRERENDERED_DIR,
  prerenderedFileOf,
  requestLanguage,
  SITE_ORIGIN_PLACEHOLDER,
  type Language,
} from '#shared/site-pages.js';
import { decodedPath } from './url-path.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
};

/** What CloudFront compresses: text types from 1,000 bytes up. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A page the page function answered: the same result its Lambda gives API Gateway. */
export interface PageReply {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  body?: string;
}
export type PageRenderer = (req: IncomingMessage, path: string) => Promise<PageReply>;

export interface StaticOptions {
  /** The site's address (known once the server listens), put in place of the placeholder origin in the prerendered files. */
  siteUrl: () => string;
  /** The page function, for /courses, /course/* and /sitemap.xml; without it those paths get the app shell. */
  renderPage?: PageRenderer;
}

/**
 * Serves the built web app the way CloudFront serves it in AWS: prerendered pages for their paths,
 * the page function for the catalogue's pages, files as they are, the app shell for any other page
 * path; brotli or gzip by Accept-Encoding; hashed assets cached for a year, everything else
 * revalidated (no-cache, with an ETag).
 */
export function serveStatic(root: string, options: StaticOptions) {
  const files = new FileCache(options.siteUrl);
  return (req: IncomingMessage, res: ServerResponse) => {
    serve(root, options, files, req, res).catch((error: unknown) => {
      // Never let one request end the process (node:http has no per-request guard).
      console.error('[web] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Server error');
      else res.destroy();
    });
  };
}

function badRequest(res: ServerResponse) {
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
}

/** The language a page request asks for, decided as CloudFront's web function decides it (infra/constructs/web-hosting.ts). */
function languageOfRequest(req: IncomingMessage): Language {
  const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);
  return requestLanguage({
    query: new URL(req.url ?? '/', 'http://localhost').searchParams.get(LANGUAGE_QUERY),
    cookie: cookieValue(header(req.headers.cookie), LANGUAGE_COOKIE),
    acceptLanguage: header(req.headers['accept-language']),
  });
}

async function serve(
  root: string,
  options: StaticOptions,
  files: FileCache,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const path = decodedPath(req.url);
  if (path === undefined || path.includes('\0')) return badRequest(res);
  if (isServerRendered(path)) {
    if (options.renderPage) return sendPage(req, res, await options.renderPage(req, path));
    return sendFile(req, res, files.read(join(root, 'index.html'), false));
  }
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep) && file !== root) return badRequest(res);
  const prerendered = join(root, prerenderedFileOf(path, languageOfRequest(req)));
  const target = [prerendered, file].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!target && extname(path)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const served = target ?? join(root, 'index.html');
  const underPrerendered = served.startsWith(join(root, PRERENDERED_DIR) + sep);
  sendFile(
    req,
    res,
    files.read(served, underPrerendered),
    served.includes(`${sep}assets${sep}`),
    underPrerendered && served.endsWith('.html'),
  );
}

interface LoadedFile {
  body: Buffer;
  contentType: string;
  etag: string;
  compressed: Map<string, Buffer>;
}

/** Files read once (and again when they change), with the site's address in place and their compressed forms kept. */
class FileCache {
  private readonly files = new Map<string, { mtimeMs: number; file: LoadedFile }>();
  constructor(private readonly siteUrl: () => string) {}

  read(path: string, namesTheSite: boolean): LoadedFile {
    const { mtimeMs, size } = statSync(path);
    const cached = this.files.get(path);
    if (cached && cached.mtimeMs === mtimeMs) return cached.file;
    const raw = readFileSync(path);
    const body = namesTheSite
      ? Buffer.from(raw.toString('utf8').replaceAll(SITE_ORIGIN_PLACEHOLDER, this.siteUrl()))
      : raw;
    const file = {
      body,
      contentType: TYPES[extname(path)] ?? 'application/octet-stream',
      etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
      compressed: new Map(),
    };
    this.files.set(path, { mtimeMs, file });
    return file;
  }
}

/** The encoding CloudFront would pick: brotli first, then gzip, for compressible bodies of at least 1,000 bytes. */
function encodingFor(req: IncomingMessage, contentType: string, size: number): 'br' | 'gzip' | undefined {
  if (size < MIN_COMPRESS_BYTES || !COMPRESSIBLE.test(contentType)) return undefined;
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q?.trim() !== 'q=0')
    .map(([name]) => name!.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 9 });
}

/** `byLanguage`: a page whose language the request chose (its cookie or Accept-Language), as caches must know. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: LoadedFile, immutable = false, byLanguage = false) {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'cache-control': immutable ? IMMUTABLE : 'no-cache',
    etag: file.etag,
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === file.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding = encodingFor(req, file.contentType, file.body.length);
  let body = file.body;
  if (encoding) {
    let compressed = file.compressed.get(encoding);
    if (!compressed) file.compressed.set(encoding, (compressed = compress(file.body, encoding)));
    body = compressed;
    headers['content-encoding'] = encoding;
  }
  if (COMPRESSIBLE.test(file.contentType))
    headers.vary = byLanguage ? 'Accept-Encoding, Cookie, Accept-Language' : 'Accept-Encoding';
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The page function's reply, compressed on the way out as CloudFront does (at a quality fit for every request). */
function sendPage(req: IncomingMessage, res: ServerResponse, reply: PageReply) {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers[name.toLowerCase()] = String(value);
  const contentType = headers['content-type'] ?? 'text/html; charset=utf-8';
  let body = Buffer.from(reply.body ?? '');
  const encoding = encodingFor(req, contentType, body.length);
  if (encoding) {
    body =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    headers['content-encoding'] = encoding;
  }
  if (COMPRESSIBLE.test(contentType)) headers.vary = 'Accept-Encoding';
  headers['content-length'] = String(body.length);
  res.writeHead(reply.statusCode ?? 200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
