import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { hasValidEscapes } from './url-path.js';

function safeUrl(raw: string | undefined): URL | undefined {
  try {
    return new URL(raw ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}

const FORWARDED = ['content-type', 'content-length', 'etag', 'last-modified', 'accept-ranges', 'content-range'];

/**
 * Public media (homepage ad images under public/) from the local bucket at /public/*, as CloudFront's
 * /public/* behaviour serves them from the real bucket. Only GET and HEAD, only that prefix.
 */
export function servePublicMedia(s3Endpoint: string, bucket: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = safeUrl(req.url);
    if (!url || !hasValidEscapes(url.pathname)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    const path = url.pathname;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^\/public\/[\w./-]+$/.test(path) || path.includes('..')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const upstream = request(
      `${s3Endpoint}/${bucket}${path}`,
      { method: req.method, headers: req.headers.range ? { range: req.headers.range } : {} },
      (reply) => {
        const status = reply.statusCode ?? 502;
        const headers: Record<string, string> = {
          'cache-control': 'public, max-age=300',
          'x-content-type-options': 'nosniff',
        };
        for (const name of FORWARDED) if (reply.headers[name]) headers[name] = String(reply.headers[name]);
        if (status >= 400) {
          reply.resume();
          res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        res.writeHead(status, headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
    });
    upstream.end();
  };
}
