import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { MAX_JSON_BODY_BYTES } from '#shared/constants.js';
import type { ApiErrorBody } from '#shared/error-codes.js';
import {
  bindingsOf,
  routeKey,
  type Access,
  type StaffAccess,
  type FileReply,
  type JsonReply,
  type PathParams,
  type ReplyFields,
  type RouteFields,
} from '#shared/api/route.js';
import { loadConfig } from './config.js';
import {
  Conflict,
  DomainError,
  Gone,
  InvalidInput,
  NotAllowed,
  NotAuthenticated,
  NotFound,
  RateLimited,
  TooLarge,
  Unavailable,
  UnsupportedType,
} from './errors.js';
import { addLogContext, logger, runWithLogContext, serializeError } from './logger.js';
import { isCleanText } from '#shared/text.js';
import { verifyToken, type TokenClaims } from './tokens.js';
import { validationIssue } from './validation-issue.js';
import { runWithDeadline } from './deadline.js';
import { assertThroughCloudFront } from './origin-check.js';
import { countMetric, flushMetrics } from './metrics.js';
import { areaOfRoute } from '#shared/metrics.js';
import { auditTrail, runWithAuditNotes, type AuditWriter } from './audit-trail.js';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/**
 * What a handler is given, typed from its route's declaration (shared/api/<context>.ts): the path's
 * own parameters, the body and query as their schemas give them, and the caller on every route that
 * checks who calls it.
 */
export interface ApiRequest<R extends RouteFields> {
  event: ApiEvent;
  body: R extends { readonly body: infer Schema extends z.ZodMiniType } ? z.output<Schema> : undefined;
  params: PathParams<R['path']>;
  /** The query string, checked against the route's `query` schema when it has one. */
  query: R extends { readonly query: infer Schema extends z.ZodMiniType } ? z.output<Schema> : Record<string, string>;
  /** The signed-in caller: there on every route whose access is not 'public', and only there. */
  user: R['access'] extends 'public' ? undefined : TokenClaims;
  /** The exact request body as text (base64 bodies decoded), on `rawBody` routes only. */
  rawBody: R extends { readonly rawBody: true } ? string : undefined;
}

/**
 * What a handler may return: the fields its declaration's reply names (sent as `200 { success: true, ...fields }`),
 * the file of a route that answers one, or a Response for the rare reply that is not 200.
 */
export type HandlerOutput<R extends RouteFields> =
  | Response
  | (R['reply'] extends FileReply ? FileResponse : R['reply'] extends JsonReply<object> ? ReplyFields<R> : never);

/** For the rare reply that is not 200 JSON. */
export class Response {
  constructor(
    readonly statusCode: number,
    readonly payload: Record<string, unknown>,
  ) {}
}

/** A file download (a receipt PDF): sent base64-encoded through the v2 response. */
export class FileResponse {
  constructor(
    readonly contentType: string,
    readonly bytes: Uint8Array,
    readonly fileName: string,
  ) {}
}

interface State {
  user?: TokenClaims;
  body?: unknown;
  query?: unknown;
}
type Request = middy.Request<ApiEvent, ApiResult, Error, Context>;
type Middleware = MiddlewareObj<ApiEvent, ApiResult, Error, Context>;

/** What the middlewares learned about one request (its caller, its parsed body), keyed by the event. */
const requestState = new WeakMap<ApiEvent, State>();
function stateOf(event: ApiEvent): State {
  let state = requestState.get(event);
  if (!state) requestState.set(event, (state = {}));
  return state;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(statusCode: number, payload: unknown, headers: Record<string, string> = {}): ApiResult {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(payload) };
}

function throughCloudFront(): Middleware {
  return {
    before: async (request: Request) => {
      await assertThroughCloudFront(request.event.headers);
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header; undefined for any other header or none. */
export function bearerToken(header: string | undefined): string | undefined {
  // Stryker disable next-line StringLiteral: with no header any text without a bearer token does, '' is only the plainest
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

/** The staff route's roles, or undefined for a route that is not only for staff. */
export const staffRolesOf = (access: Access): StaffAccess | undefined =>
  typeof access === 'string' ? undefined : access;

type Refusal = 'admin_only' | 'student_only' | 'role_not_allowed' | 'course_not_assigned';

/**
 * Why a signed-in caller may not call a route, or undefined when they may. The token's role decides
 * first (a student on a staff route, staff on a student route); then, for staff, the account's own
 * staff role (absent: owner) against the route's list, and a faculty member limited to some courses
 * against the course the route names.
 */
export function accessRefusal(
  route: Pick<RouteFields, 'access' | 'courseParam'>,
  caller: Pick<TokenClaims, 'role' | 'staffRole' | 'courseIds'>,
  params: Record<string, string | undefined> = {},
): Refusal | undefined {
  const { access } = route;
  if (access === 'public' || access === 'signed-in') return undefined;
  if (access === 'student') return caller.role === 'student' ? undefined : 'student_only';
  if (caller.role !== 'admin') return 'admin_only';
  const staffRole = caller.staffRole ?? 'owner';
  if (!access.includes(staffRole)) return 'role_not_allowed';
  if (staffRole === 'faculty' && caller.courseIds && route.courseParam) {
    const courseId = params[route.courseParam];
    if (!courseId || !caller.courseIds.includes(courseId)) return 'course_not_assigned';
  }
  return undefined;
}

/**
 * Whether the account behind a valid token still stands as the token says (it exists, has that role,
 * is not disabled, has not changed its password since): the accounts context answers, with a staff
 * account's role and courses, and throws NotAuthenticated when it does not. Given in by
 * functions/handlers/api-handler.ts, so this shared layer knows no domain context.
 */
export type SessionCheck = (claims: TokenClaims) => Promise<Pick<TokenClaims, 'staffRole' | 'courseIds'> | void>;

function authenticate(route: RouteFields, assertSessionCurrent: SessionCheck): Middleware {
  return {
    before: async (request: Request) => {
      if (route.access === 'public') return;
      const token = bearerToken(request.event.headers?.authorization);
      if (!token) throw new NotAuthenticated('unauthenticated');
      const claims = await verifyToken(token);
      // The token's role first: a student on a staff route is refused without reading the account.
      const roleRefusal = accessRefusal(route, { ...claims, staffRole: 'owner', courseIds: undefined });
      if (roleRefusal) throw new NotAllowed(roleRefusal);
      // One GetItem: the account still exists, still has this role, the token is not from before a
      // password change, and a staff account's role and courses as they are now.
      const staff = (await assertSessionCurrent(claims)) ?? {};
      const user: TokenClaims = { ...claims, ...staff };
      const refusal = accessRefusal(route, user, request.event.pathParameters ?? {});
      if (refusal) throw new NotAllowed(refusal);
      stateOf(request.event).user = user;
      addLogContext({ userId: user.userId });
    },
  };
}

function rawText(event: ApiEvent): string {
  const raw = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
}

/**
 * Ids are ULIDs (26 characters): a path parameter longer than this, or with control characters,
 * names nothing, so no lookup is made (and DynamoDB would refuse such a key).
 */
export const MAX_PATH_PARAMETER_LENGTH = 64;

function checkPathParameters(): Middleware {
  return {
    before: async (request: Request) => {
      for (const value of Object.values(request.event.pathParameters ?? {})) {
        if (value !== undefined && (value.length > MAX_PATH_PARAMETER_LENGTH || !isCleanText(value)))
          throw new NotFound('not_found');
      }
    },
  };
}

function parseJsonBody(route: RouteFields): Middleware {
  return {
    before: async (request: Request) => {
      const { event } = request;
      if (!route.body && !route.optionalBody) return;
      const text = rawText(event);
      if (Buffer.byteLength(text, 'utf8') > MAX_JSON_BODY_BYTES) {
        throw new TooLarge('body_too_large', `Request body is too large (limit ${MAX_JSON_BODY_BYTES / 1024} KB)`);
      }
      const contentType = event.headers?.['content-type'] ?? '';
      if (text && !/^application\/(.+\+)?json\b/i.test(contentType))
        throw new UnsupportedType('unsupported_media_type');
      if (!text.trim()) {
        if (route.optionalBody) return;
        throw new InvalidInput('body_required');
      }
      try {
        stateOf(event).body = JSON.parse(text);
      } catch {
        throw new InvalidInput('body_not_json');
      }
    },
  };
}

function validate(schema: z.ZodMiniType | undefined): Middleware {
  return {
    before: async (request: Request) => {
      if (!schema) return;
      const body = stateOf(request.event).body;
      stateOf(request.event).body = parseOrRefuse(schema, body);
    },
  };
}

/** A route that reads its query string checks it like a body: a bad page or limit is a 400 naming it. */
function validateQuery(schema: z.ZodMiniType | undefined): Middleware {
  return {
    before: async (request: Request) => {
      const query = request.event.queryStringParameters ?? {};
      stateOf(request.event).query = schema ? parseOrRefuse(schema, query) : query;
    },
  };
}

function parseOrRefuse(schema: z.ZodMiniType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = validationIssue(result.error, input);
    throw new InvalidInput(issue.code, issue.message, { field: issue.field });
  }
  return result.data;
}

/** The one place that knows which HTTP status each kind of domain error is. */
const STATUS_OF = new Map<new (...args: never[]) => DomainError, number>([
  [InvalidInput, 400],
  [NotAuthenticated, 401],
  [NotAllowed, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Gone, 410],
  [TooLarge, 413],
  [UnsupportedType, 415],
  [RateLimited, 429],
  [Unavailable, 503],
]);

export function errorReply(error: DomainError): ApiResult {
  const status = STATUS_OF.get(error.constructor as new (...args: never[]) => DomainError) ?? 400;
  const body: ApiErrorBody = {
    success: false,
    error: error.message,
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
  };
  const headers: Record<string, string> =
    error instanceof RateLimited ? { 'retry-after': String(error.retryAfterSeconds) } : {};
  return json(status, body, headers);
}

/** A caller's mistake is routine (info); one that may be abuse or a limit being hit is a warning. */
const WARN_STATUSES = new Set([403, 413, 429]);

/** Used first so that its onError runs last, after every other middleware has had its turn. It is the one place errors are logged. */
function errorHandler(): Middleware {
  return {
    onError: async (request: Request) => {
      const { error } = request;
      if (error instanceof DomainError) {
        request.response = errorReply(error);
        const status = request.response.statusCode ?? 400;
        const log = WARN_STATUSES.has(status) ? logger.warn : logger.info;
        log(`${status} ${error.code}`, { status, code: error.code, error: serializeError(error, { stack: false }) });
        return;
      }
      logger.error('Unhandled error', { error });
      const body: ApiErrorBody = {
        success: false,
        error: 'Something went wrong on our side. Please try again later.',
        code: 'internal_error',
      };
      request.response = json(500, body);
    },
  };
}

/**
 * The handler maker of every route, with the check that a token's session still stands. A handler,
 * given its route's declaration: who may call it, its schemas and what it uses come from there and
 * nowhere else, so the declaration, the stack and the tests cannot disagree about who may call what.
 * A function's bundle carries its own declaration and not the others.
 */
export function apiHandlerWith(assertSessionCurrent: SessionCheck, auditWriter?: AuditWriter) {
  return <const R extends RouteFields>(
    route: R,
    handle: (request: ApiRequest<NoInfer<R>>) => Promise<HandlerOutput<NoInfer<R>>>,
  ) => handlerFor(route, handle, assertSessionCurrent, auditWriter);
}

function handlerFor<const R extends RouteFields>(
  route: R,
  handle: (request: ApiRequest<NoInfer<R>>) => Promise<HandlerOutput<NoInfer<R>>>,
  assertSessionCurrent: SessionCheck,
  auditWriter: AuditWriter | undefined,
) {
  const key = routeKey(route);
  // The stack tells each function which API route it serves: a function wired to another route's
  // handler stops at cold start instead of answering that route with another's rules.
  const servedRoute = process.env.ROUTE_KEY;
  if (servedRoute && servedRoute !== key)
    throw new Error(`This function serves ${servedRoute}, but its handler is for ${key}`);
  // At module load, i.e. once per cold start: a missing setting stops the function here, named.
  loadConfig(bindingsOf(route));

  const core = async (event: ApiEvent): Promise<ApiResult> => {
    const state = stateOf(event);
    const output: Response | FileResponse | object = await runWithAuditNotes(event, () =>
      handle({
        event,
        body: state.body as never,
        params: (event.pathParameters ?? {}) as never,
        query: state.query as never,
        user: state.user as never,
        rawBody: (route.rawBody ? rawText(event) : undefined) as never,
      }),
    );
    if (output instanceof FileResponse) {
      return {
        statusCode: 200,
        headers: {
          'content-type': output.contentType,
          'content-disposition': `attachment; filename="${output.fileName}"`,
          'cache-control': 'private, no-store',
        },
        body: Buffer.from(output.bytes).toString('base64'),
        isBase64Encoded: true,
      };
    }
    if (output instanceof Response)
      return json(output.statusCode, { success: output.statusCode < 400, ...output.payload });
    return json(200, { success: true, ...output });
  };

  // Middy answers for a handler that is about to run out of time: a 503 the caller may retry (work that
  // was done answers its first outcome on a retry), never a bare 500 because the machine was busy.
  const stack = middy<ApiEvent, ApiResult, Error, Context>({
    timeoutEarlyInMillis: 500,
    timeoutEarlyResponse: () => {
      throw new Unavailable('busy_try_again');
    },
  })
    .use(errorHandler())
    .use(throughCloudFront())
    .use(authenticate(route, assertSessionCurrent))
    // A path that names nothing (too long, control characters) is refused before anything is written.
    .use(checkPathParameters())
    .use(
      auditTrail(
        route,
        auditWriter,
        (event) => stateOf(event).user,
        (error) => errorReply(error).statusCode ?? 400,
      ),
    )
    .use(parseJsonBody(route))
    .use(validate(route.body))
    .use(validateQuery(route.query))
    .handler(core);
  return withLogContext(key, stack);
}

/**
 * The outermost layer: each invocation runs in its own log context (request id, route, later the
 * caller), so every log line of it says which request it belongs to. A middy `before` cannot do this:
 * AsyncLocalStorage needs to wrap the whole call, and locally many requests share one process.
 */
function withLogContext(route: string, handler: (event: ApiEvent, context: Context) => Promise<ApiResult>) {
  return (event: ApiEvent, context: Context): Promise<ApiResult> =>
    runWithLogContext({ requestId: context?.awsRequestId ?? event.requestContext?.requestId, route }, async () => {
      try {
        const result = await runWithDeadline(context?.getRemainingTimeInMillis?.(), () => handler(event, context));
        countServerTrouble(route, result);
        return result;
      } finally {
        flushMetrics();
      }
    });
}

/** Every answer of 500 or more is counted by route and area: busy_try_again apart from the rest. */
function countServerTrouble(route: string, result: ApiResult): void {
  const status = result.statusCode ?? 200;
  if (status < 500) return;
  const dimensions = { route, area: areaOfRoute(route) };
  if (status === 503 && errorCodeOf(result) === 'busy_try_again') countMetric('BusyTryAgain', 1, dimensions);
  else countMetric('ServerErrors', 1, dimensions);
}

function errorCodeOf(result: ApiResult): unknown {
  try {
    return (JSON.parse(result.body ?? '') as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}
