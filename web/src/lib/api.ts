import type { ApiRoute, BodyOf, ParamsOf, QueryOf, ResponseOf } from '#shared/api-contract.js';
import type { ErrorCode } from '#shared/error-codes.js';
import { hasMessage } from './i18n';
import { readToken } from './token';

/** A failed API call: the HTTP status and, when the server sent them, its code, field and text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | undefined,
    readonly serverText: string | undefined,
    readonly field: string | undefined = undefined,
    /** The whole failure reply, for a route that sends more than a message (a list of problems). */
    readonly reply: Readonly<Record<string, unknown>> = {},
  ) {
    super(serverText ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

type BaseOptions = { signal?: AbortSignal; keepalive?: boolean };
type WithBody<K extends ApiRoute> = BodyOf<K> extends undefined ? unknown : { body: BodyOf<K> };
type WithQuery<K extends ApiRoute> = QueryOf<K> extends undefined ? unknown : { query: QueryOf<K> };
/** Options after the path parameters: a `body` exactly when the route takes one, a `query` when it reads one. */
type CallOptions<K extends ApiRoute> =
  BodyOf<K> extends undefined
    ? QueryOf<K> extends undefined
      ? [options?: BaseOptions]
      : [options: BaseOptions & WithQuery<K>]
    : [options: BaseOptions & WithBody<K> & WithQuery<K>];

/**
 * Calls the same-origin API through its route key ('GET /api/courses/{id}'), filling the path
 * parameters and sending the stored token as a bearer header. Identical GETs in flight at the same
 * moment go out once.
 */
export function api<K extends ApiRoute>(
  route: K,
  params: ParamsOf<K>,
  ...[options]: CallOptions<K>
): Promise<ResponseOf<K>> {
  const [method, pathPattern] = route.split(' ') as [string, string];
  const query = options && 'query' in options ? (options.query as Record<string, unknown>) : undefined;
  const url = fillPath(pathPattern, params as Record<string, string>) + queryString(query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const signal = options?.signal;
  const body = options && 'body' in options ? options.body : undefined;

  if (method === 'GET') {
    const remember = REMEMBERED_ROUTES.has(route);
    return sharedGet(`${url}\n${token ?? ''}`, url, headers, signal, remember) as Promise<ResponseOf<K>>;
  }
  // A write may change what any recent GET answered.
  recentGets.clear();
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const keepalive = options?.keepalive ?? false;
  return send(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  }) as Promise<ResponseOf<K>>;
}

/** The address of a route, for what the browser fetches itself (a PDF download): '/api/receipt/GA-26-27-000001'. */
export function apiUrl<K extends ApiRoute>(route: K, params: ParamsOf<K>): string {
  return fillPath(route.slice(route.indexOf(' ') + 1), params as Record<string, string>);
}

export function fillPath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** '?page=2&limit=10' from the defined entries, in the order given; '' when there are none. */
function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  const payload = await readJson(response);
  if (!response.ok || isFailure(payload)) throw apiErrorFrom(response.status, payload);
  return payload;
}

interface SharedRequest {
  done: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

const inFlightGets = new Map<string, SharedRequest>();

/**
 * The public catalogue reads, answered again from memory for a few seconds: on the first page load
 * the nav asks for the courses, and the lazily loaded page asks again once its code arrives. Admin
 * lists are not remembered (their Refresh must reach the server), and any write clears the memory.
 */
const REMEMBERED_ROUTES: ReadonlySet<ApiRoute> = new Set<ApiRoute>([
  'GET /api/courses',
  'GET /api/test-series',
  'GET /api/homepage-ads/public/active',
]);
const RECENT_GET_MS = 5_000;
/**
 * A GET with no answer after this long is given up (API Gateway itself gives up at 29 s): callers
 * sharing it see an error, and the next call asks again instead of joining a request that hangs.
 */
export const GET_TIME_LIMIT_MS = 35_000;
const recentGets = new Map<string, { payload: unknown; at: number }>();

/**
 * One fetch for every caller of the same GET while it is in flight. It is aborted only when every
 * caller has given up, so one unmounting screen does not cancel another's data.
 */
function sharedGet(
  key: string,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal | undefined,
  remember: boolean,
): Promise<unknown> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const recent = remember ? recentGets.get(key) : undefined;
  if (recent && Date.now() - recent.at < RECENT_GET_MS) return Promise.resolve(recent.payload);
  let shared = inFlightGets.get(key);
  if (!shared) {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('The server did not answer in time', 'TimeoutError')),
      GET_TIME_LIMIT_MS,
    );
    const done = send(url, { method: 'GET', headers, signal: controller.signal })
      .then((payload) => {
        if (remember) recentGets.set(key, { payload, at: Date.now() });
        return payload;
      })
      .finally(() => clearTimeout(timer));
    const request: SharedRequest = { done, controller, waiting: 0 };
    const forget = () => {
      if (inFlightGets.get(key) === request) inFlightGets.delete(key);
    };
    request.done.then(forget, forget);
    inFlightGets.set(key, request);
    shared = request;
  }
  const request = shared;
  request.waiting += 1;
  return new Promise((resolve, reject) => {
    const giveUp = () => {
      reject(signal?.reason);
      request.waiting -= 1;
      if (request.waiting === 0) {
        request.controller.abort();
        if (inFlightGets.get(key) === request) inFlightGets.delete(key);
      }
    };
    signal?.addEventListener('abort', giveUp, { once: true });
    request.done.then(resolve, reject).finally(() => signal?.removeEventListener('abort', giveUp));
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isFailure(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'success' in payload && payload.success === false;
}

function apiErrorFrom(status: number, payload: unknown): ApiError {
  const reply = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const text = typeof reply.error === 'string' && reply.error.trim() ? reply.error : undefined;
  const field = typeof reply.field === 'string' ? reply.field : undefined;
  // A code is one the web knows when its catalogue has a message for it (error.<code>): checked
  // there rather than against shared/error-codes.ts, whose English texts would load with every page.
  const code =
    typeof reply.code === 'string' && hasMessage(`error.${reply.code}`) ? (reply.code as ErrorCode) : undefined;
  return new ApiError(status, code, text, field, reply);
}

/** For tests and a signed-out session: answer nothing from memory. */
export function forgetRecentGets(): void {
  recentGets.clear();
}
