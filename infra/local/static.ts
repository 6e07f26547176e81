import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { decodedPath } from './url-path.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
};

/** Serves the built web app like the CloudFront distribution: files as they are, other paths get index.html. */
export function serveStatic(root: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    try {
      serve(root, req, res);
    } catch (error) {
      // Never let one request end the process (node:http has no per-request guard).
      console.error('[web] request failed:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Server error');
      else res.destroy();
    }
  };
}

function badRequest(res: ServerResponse) {
  res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
}

function serve(root: string, req: IncomingMessage, res: ServerResponse) {
  const path = decodedPath(req.url);
  if (path === undefined || path.includes('\0')) return badRequest(res);
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep) && file !== root) return badRequest(res);
  const isFile = existsSync(file) && statSync(file).isFile();
  if (!isFile && extname(path)) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const target = isFile ? file : join(root, 'index.html');
  const immutable = target.includes(`${sep}assets${sep}`);
  res.writeHead(200, {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(target)
    .on('error', () => res.destroy())
    .pipe(res);
}
