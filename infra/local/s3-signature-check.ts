import {
  createServer,
  request as upstreamRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream';
import { isHeaderSigned, isPresigned, verifyHeaderSigned, verifyPresigned, type Credentials } from './s3-sigv4.js';

/**
 * The local S3's front door. s3rver serves anything to anyone (no signature, a forged one, an expired
 * presigned URL); the real bucket is private. This server verifies every request's SigV4 signature the
 * way S3 does and passes only good ones to s3rver; the one exception is an unsigned GET or HEAD of an
 * object under public/ (what CloudFront serves to everyone in AWS). CORS preflights pass through, so
 * browsers can still PUT parts to presigned URLs.
 */
export interface SignatureCheckOptions {
  /** Where s3rver listens. */
  upstreamPort: number;
  credentials: Credentials;
  port: number;
  host?: string;
}

const PUBLIC_OBJECT = /^\/[^/?]+\/public\/[^?]+$/;

function isPublicRead(req: IncomingMessage): boolean {
  const url = req.url ?? '/';
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !PUBLIC_OBJECT.test(url)) return false;
  try {
    return !decodeURIComponent(url).split('/').includes('..');
  } catch {
    return false;
  }
}

const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function refuse(req: IncomingMessage, res: ServerResponse, code: string, message: string) {
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
    `<RequestId>${randomUUID()}</RequestId></Error>`;
  const headers: Record<string, string> = {
    'content-type': 'application/xml',
    'content-length': String(Buffer.byteLength(body)),
  };
  // As S3 does when a CORS rule matches, so a browser can read why its part upload failed.
  if (req.headers.origin)
    Object.assign(headers, { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' });
  req.resume();
  res.writeHead(403, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function forward(req: IncomingMessage, res: ServerResponse, port: number) {
  const upstream = upstreamRequest(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
    (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      // An answer s3rver breaks off half-way is broken off here too, as S3 would: a reader waiting for
      // the rest of the body then fails instead of waiting for ever.
      pipeline(reply, res, () => undefined);
    },
  );
  upstream.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
  // A player that drops a request half-way (a seek, a closed page) must not leave the upstream
  // connection open and paused: it would hold the local S3 open at stop.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

export function checkRequest(req: IncomingMessage, credentials: Credentials, now = Date.now()) {
  const signed = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers };
  // A CORS preflight goes to the same (presigned) address but is never signed: S3 answers it from the
  // bucket's CORS rules without checking anything.
  if (req.method === 'OPTIONS') return { ok: true as const, kind: 'anonymous' as const };
  if (isPresigned(signed.url)) {
    if (isHeaderSigned(req.headers))
      return { ok: false as const, code: 'InvalidArgument', message: 'Only one auth mechanism allowed' };
    return verifyPresigned(signed, credentials, now);
  }
  if (isHeaderSigned(req.headers)) return verifyHeaderSigned(signed, credentials, now);
  if (isPublicRead(req)) return { ok: true as const, kind: 'anonymous' as const };
  return { ok: false as const, code: 'AccessDenied', message: 'Access Denied' };
}

export async function startSignatureCheck(
  options: SignatureCheckOptions,
): Promise<{ server: Server; port: number; stop(): Promise<void> }> {
  const server = createServer((req, res) => {
    try {
      const verdict = checkRequest(req, options.credentials);
      if (verdict.ok) forward(req, res, options.upstreamPort);
      else refuse(req, res, verdict.code, verdict.message);
    } catch (error) {
      console.error('[s3] signature check failed:', error);
      if (!res.headersSent) refuse(req, res, 'AccessDenied', 'Access Denied');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  return {
    server,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
