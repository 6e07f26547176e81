import { request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One reply of the local stack, with how long it took. */
export interface Reply {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

export interface TimedRequestOptions {
  body?: unknown;
  /** Sent as it is, instead of `body` as JSON (a webhook's exact bytes). */
  raw?: string;
  headers?: Record<string, string>;
  token?: string;
  /** The loopback address the request comes from: benches spread callers over 127.x.y.z or put a class on one. */
  from?: string;
}

/** Sends one request over loopback and answers its status, its JSON body and its time. */
export function timedRequest(
  base: string,
  method: string,
  path: string,
  options: TimedRequestOptions = {},
): Promise<Reply> {
  const started = performance.now();
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = {
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method, headers, ...(options.from ? { localAddress: options.from } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: Record<string, unknown> = {};
          try {
            parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
          } catch {
            parsed = { raw: text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
