import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { PageRenderer, PageReply } from './static.js';

type PageFunction = typeof import('#web/server/page-function.js');

/** The built page function beside the web build: web/dist-server/page-function.mjs. */
export function pageFunctionFile(webRoot: string): string {
  return join(webRoot, '..', 'dist-server', 'page-function.mjs');
}

/** The HTTP API's v2 event for a page request, as API Gateway hands it to the page function in AWS. */
function pageEvent(req: IncomingMessage, path: string): APIGatewayProxyEventV2 {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `GET ${path}`,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
  };
}

/** Calls the page function the stack deploys, loaded from the web build on the first page request. */
export function localPageRenderer(file: string): PageRenderer {
  let loaded: Promise<PageFunction['handler']> | undefined;
  return async (req, path) => {
    loaded ??= (import(pathToFileURL(file).href) as Promise<PageFunction>).then((module) => module.handler);
    const handler = await loaded;
    return (await handler(pageEvent(req, path))) as PageReply;
  };
}
