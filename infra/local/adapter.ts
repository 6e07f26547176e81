import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { logger, runWithLogContext } from '#lib/logger.js';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/constants.js';
import { ERROR_CODES } from '#shared/error-codes.js';
import { bindingsOf, matchPath, routeKey, routes, timeoutSecondsOf, type RouteDef } from '#shared/routes.js';
import { runWithBindings } from './local-iam.js';
import { hasValidEscapes } from './url-path.js';

/** API Gateway's own limit on a request payload. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
const HANDLERS_DIR = join(import.meta.dirname, '..', '..', 'functions', 'handlers');

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

/** Literal segments beat parameters, as in API Gateway: /api/courses/test/all before /api/courses/{id}/videos. */
const routesBySpecificity = [...(routes as readonly RouteDef[])].sort(
  (a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0),
);

export function matchRoute(
  method: string,
  path: string,
): { route: RouteDef; pathParameters: Record<string, string> } | undefined {
  for (const route of routesBySpecificity) {
    if (route.method !== method) continue;
    const pathParameters = matchPath(route.path, path);
    if (pathParameters) return { route, pathParameters };
  }
  return undefined;
}

const handlerCache = new Map<string, Promise<LambdaHandler>>();
function loadHandler(route: RouteDef): Promise<LambdaHandler> {
  let loaded = handlerCache.get(route.handler);
  if (!loaded) {
    const file = pathToFileURL(join(HANDLERS_DIR, `${route.handler}.ts`)).href;
    loaded = import(file).then((mod: { handler?: LambdaHandler }) => {
      if (typeof mod.handler !== 'function')
        throw new Error(`functions/handlers/${route.handler}.ts exports no handler`);
      return mod.handler;
    });
    handlerCache.set(route.handler, loaded);
  }
  return loaded;
}

const CLOUDFRONT_ONLY_HEADERS = new Set([VIEWER_ADDRESS_HEADER, ORIGIN_VERIFY_HEADER, 'cloudfront-viewer-address']);

const TEXT_TYPES = /^(application\/(json|.*\+json|x-www-form-urlencoded|xml)|text\/)/i;

/** An API Gateway HTTP API payload v2 event, built the way API Gateway builds it. */
export function toEvent(request: {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
  route: RouteDef;
  pathParameters: Record<string, string>;
  sourceIp: string;
}): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    // No CloudFront here to set the viewer's address or the origin secret: a client's would be a forgery.
    if (value === undefined || name === 'cookie' || CLOUDFRONT_ONLY_HEADERS.has(name.toLowerCase())) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of request.url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const cookies = request.headers.cookie
    ?.split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const contentType = headers['content-type'] ?? '';
  const binary = request.body.length > 0 && !TEXT_TYPES.test(contentType);
  const now = new Date();
  const key = routeKey(request.route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: request.url.pathname,
    rawQueryString: request.url.search.replace(/^\?/, ''),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(request.pathParameters).length ? { pathParameters: request.pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0]!,
      http: {
        method: request.method,
        path: request.url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(request.body.length ? { body: binary ? request.body.toString('base64') : request.body.toString('utf8') } : {}),
    isBase64Encoded: binary,
  };
}

function lambdaContext(route: RouteDef): Context {
  const started = Date.now();
  const timeoutMs = timeoutSecondsOf(route) * 1000;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: `local-${route.handler.replace(/\W/g, '-')}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${route.handler}`,
    memoryLimitInMB: '256',
    awsRequestId: randomUUID(),
    logGroupName: 'local',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, timeoutMs - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const TIMED_OUT = Symbol('timed out');

async function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function send(res: ServerResponse, statusCode: number, headers: Record<string, string>, body: Buffer | string) {
  res.writeHead(statusCode, headers);
  res.end(body);
}

function sendJson(res: ServerResponse, statusCode: number, payload: unknown) {
  send(res, statusCode, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify(payload));
}

/** Honours the v2 response format, including API Gateway's inference for a bare object or string. */
function writeResult(res: ServerResponse, result: APIGatewayProxyResultV2) {
  if (typeof result === 'string' || !result || typeof result !== 'object' || !('statusCode' in result)) {
    return sendJson(res, 200, result ?? null);
  }
  const headers: Record<string, string | string[]> = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]),
  );
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const body =
    result.body === undefined ? '' : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_PAYLOAD_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Handles one /api request: route table → v2 event → the handler module the stack deploys → v2 response. */
export async function handleApiRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return sendJson(res, 400, { success: false, error: ERROR_CODES.path_malformed, code: 'path_malformed' });
  }
  // API Gateway refuses a path it cannot decode; decodeURIComponent would throw on it below.
  if (!hasValidEscapes(url.pathname))
    return sendJson(res, 400, { success: false, error: ERROR_CODES.path_malformed, code: 'path_malformed' });
  const method = (req.method ?? 'GET').toUpperCase();
  const match = matchRoute(method, url.pathname);
  if (!match)
    return sendJson(res, 404, {
      success: false,
      error: `No API route for ${method} ${url.pathname}`,
      code: 'route_not_found',
    });
  const body = await readBody(req);
  if (!body) return sendJson(res, 413, { success: false, error: 'Request body is too large', code: 'body_too_large' });
  const event = toEvent({
    method,
    url,
    headers: req.headers,
    body,
    ...match,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
  });
  try {
    const handler = await loadHandler(match.route);
    // With the permissions the route's function has in AWS, checked by local-iam.ts.
    const work = runWithBindings(routeKey(match.route), bindingsOf(match.route), () =>
      handler(event, lambdaContext(match.route)),
    );
    const result = await withinTimeout(work, timeoutSecondsOf(match.route) * 1000);
    if (result === TIMED_OUT) {
      // Lambda stops a function at its timeout and API Gateway answers for it. Locally the work cannot be
      // stopped, so the answer is the same and the function's own deadline (lib/deadline.ts) is what keeps
      // its work whole: it answers before this happens.
      runWithLogContext({ requestId: event.requestContext.requestId, route: routeKey(match.route) }, () =>
        logger.error(`Function ${match.route.handler} timed out after ${timeoutSecondsOf(match.route)} s`),
      );
      return sendJson(res, 503, { message: 'Service Unavailable' });
    }
    writeResult(res, result);
  } catch (error) {
    // What API Gateway does when a function throws: a bare 500, nothing from the error leaks out.
    runWithLogContext({ requestId: event.requestContext.requestId, route: routeKey(match.route) }, () =>
      logger.error(`Function ${match.route.handler} failed`, { error }),
    );
    sendJson(res, 500, { message: 'Internal Server Error' });
  }
}
