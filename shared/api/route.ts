/**
 * How a route is declared. Each context declares its routes in shared/api/<context>.ts, each one a
 * plain object `{ method, path, access, uses, ... } as const satisfies RouteFields`, exported under a
 * name that is also its handler's file name: `answerSave` in shared/api/mock-tests.ts is served by
 * functions/handlers/mock-tests/answer-save.ts. Everything else about routes is read from these
 * declarations: the whole route list (shared/routes.ts), the API contract the web calls through
 * (shared/api-contract.ts), each handler's types (functions/lib/api-handler.ts), the stack's functions
 * and the tests that walk every route.
 *
 * A handler imports its own declaration, so its bundle carries that one route and its schemas: the
 * declarations are object literals, free of side effects, so the bundler drops the ones (and their
 * schemas) that a function does not use. A call here (even one marked free of side effects, which the
 * bundler does not trust across files) would keep every route of the context in every bundle.
 */
import type * as z from 'zod/mini';
import type { Binding } from '../bindings.js';
import type { StaffRole } from '../types.js';

/**
 * Who may call a route: anyone, any signed-in account, students, or the staff roles listed (staff sign
 * in through the admin login; their account's `staffRole` says which they are, absent meaning owner).
 */
export type Access = 'public' | 'signed-in' | 'student' | StaffAccess;
/** The staff roles that may call a staff route: never empty, and the owner is always one of them. */
export type StaffAccess = readonly ['owner', ...StaffRole[]];

/** An access as people read it: 'public', 'student', or the staff roles joined ('owner + accountant'). */
export const accessLabel = (access: Access): string => (typeof access === 'string' ? access : access.join(' + '));
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * How long a route's function may run: `normal` (FUNCTION_TIMEOUT_SECONDS), or `rush` for a route
 * that people call all at once (a batch signing up after class, an admission day's payments, 300
 * students starting a test at 10:00) and whose work queues behind others' on the same items: it gets
 * the whole time API Gateway waits, so a rush slows its answer instead of failing it. Its retry loops
 * still stop before the deadline (functions/lib/deadline.ts) and answer busy_try_again with nothing half
 * done. A route with the `long-work` binding (a big export or import) gets that time too.
 */
export type TimeoutClass = 'normal' | 'rush';

declare const replyFields: unique symbol;
/** No fields beside `success`. */
export type NoFields = Record<never, never>;
/**
 * A JSON reply, `{ success: true, ...Fields }`, declared `reply: 'json' as JsonReply<Fields>`. Only the
 * type says what the fields are: at run time the value is the word 'json'.
 */
export type JsonReply<Fields extends object = NoFields> = 'json' & { readonly [replyFields]?: Fields };
/** A file (a PDF, a workbook, an HLS playlist) rather than JSON, declared `reply: 'file'`: the browser fetches it itself. */
export type FileReply = 'file';

export interface RouteFields {
  readonly method: Method;
  /** As the product spec gives it, with `{name}` for each path parameter. */
  readonly path: `/api/${string}`;
  /** Who may call it: checked before the handler runs, from this field and nowhere else. */
  readonly access: Access;
  /**
   * The path parameter that names a course, on a staff route about one course: a faculty member limited
   * to some courses is refused any other (403 course_not_assigned) before the handler runs.
   */
  readonly courseParam?: string;
  /** `normal` when not given. */
  readonly timeout?: TimeoutClass;
  /**
   * What the function may use (shared/bindings.ts): the stack grants exactly this and sets the
   * matching settings; locally the same grants are enforced. Data bindings name one action on one
   * area (`table:catalogue:get`, `media:videos:write`). bindingsOf adds what every route of its kind needs.
   */
  readonly uses: readonly Binding[];
  /**
   * Of `uses`, those no test can drive through the route, each with the one line that names the rare
   * branch it serves; every other table and storage binding is proven needed by the integration suite
   * (test/bindings/prove.ts).
   */
  readonly rareUses?: Partial<Record<Binding, string>>;
  /** The JSON request body's schema (write routes): the tests send malformed and oversize bodies here. */
  readonly body?: z.ZodMiniType;
  /** May have a JSON body or none at all (an empty body is not an error; `body` then checks `undefined`). */
  readonly optionalBody?: boolean;
  /**
   * The body names a file's type as the browser gives it (`contentType`): the client may send any,
   * and the server answers 'validation.choice' for one it does not take.
   */
  readonly browserFileType?: boolean;
  /**
   * The handler gets the exact request bytes as text, unparsed (signed webhooks: the signature is
   * over those bytes). Such a route has no JSON body parsing and no `body`.
   */
  readonly rawBody?: boolean;
  /** The query string's schema, for a route that reads one: a bad value is a 400 naming it. */
  readonly query?: z.ZodMiniType;
  /**
   * A public route that opens with its own link token (e.g. ?token= on a receipt) or with an admin's
   * session: without either 401, with another session 403.
   */
  readonly linkOrAdmin?: boolean;
  readonly reply: JsonReply<object> | FileReply;
}

/** 'METHOD /path' of a declaration. */
export type RouteKeyOf<R> = R extends { readonly method: infer M extends string; readonly path: infer P extends string }
  ? `${M} ${P}`
  : never;

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;
/** The path parameters of a path, by the `{names}` in it. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string };

/** The fields of a JSON reply beside `success` (a reply type written with `success: true` in it loses it here). */
export type ReplyFields<R extends Pick<RouteFields, 'reply'>> =
  R['reply'] extends JsonReply<infer Fields>
    ? Fields extends { success: true }
      ? Omit<Fields, 'success'>
      : Fields
    : never;

/** The browser's own type for a file: the server answers 'validation.choice' for one it does not take. */
type WithBrowserFileType<Body> = Omit<Body, 'contentType'> & { contentType: string };

/** What a client sends as the body: the input side of the schema (before defaults and trimming), or undefined. */
export type ClientBody<R> = R extends { readonly body: infer Schema extends z.ZodMiniType }
  ? R extends { readonly browserFileType: true }
    ? WithBrowserFileType<z.input<Schema>>
    : z.input<Schema>
  : undefined;

/**
 * What a client puts in the query string: each name the schema reads, optional where the schema lets
 * it be left out, with the value the server reads from its text (a page number is a number).
 */
export type ClientQuery<R> = R extends { readonly query: infer Schema extends z.ZodMiniType }
  ? { [Name in keyof z.input<Schema>]: Name extends keyof z.output<Schema> ? z.output<Schema>[Name] : never }
  : undefined;

/** A reply as the client reads it: `{ success: true, ...fields }` (for a file route, what a failure would add). */
export type ClientResponse<R extends Pick<RouteFields, 'reply'>> = { success: true } & (R['reply'] extends FileReply
  ? NoFields
  : ReplyFields<R>);

/**
 * A route's bindings plus what every route of its kind needs: `origin` (the API answers only requests
 * CloudFront forwarded), for every route that checks who calls it `tokens` and `table:users:get`
 * (the token's account is read on each request, to end tokens with the account), and for every staff
 * write `table:audit:put` (its audit entries, functions/lib/audit-trail.ts).
 */
export function bindingsOf(route: Pick<RouteFields, 'method' | 'access' | 'uses'>): Binding[] {
  const bindings = new Set<Binding>(['origin', ...route.uses]);
  if (route.access !== 'public') {
    bindings.add('tokens');
    bindings.add('table:users:get');
  }
  if (isStaffWrite(route)) bindings.add('table:audit:put');
  return [...bindings];
}

/** A staff write: a staff-only route that is not a read. Each call of one leaves its audit entries. */
export function isStaffWrite(route: Pick<RouteFields, 'method' | 'access'>): boolean {
  return typeof route.access !== 'string' && route.method !== 'GET';
}

export function routeKey(route: Pick<RouteFields, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** How long a route's function may run, in AWS and in the local adapter alike. */
export const FUNCTION_TIMEOUT_SECONDS = 10;
/** API Gateway stops waiting for a function at 30 s: the most a function that answers an API call may take. */
export const LONGEST_TIMEOUT_SECONDS = 29;

export function timeoutSecondsOf(route: Pick<RouteFields, 'timeout' | 'uses'>): number {
  return route.timeout === 'rush' || route.uses.includes('long-work')
    ? LONGEST_TIMEOUT_SECONDS
    : FUNCTION_TIMEOUT_SECONDS;
}

/** A name safe for CloudFormation logical ids and Lambda names: 'POST /api/courses/{id}' → 'PostCoursesId'. */
export function routeId(route: Pick<RouteFields, 'method' | 'path'>): string {
  const words = [route.method.toLowerCase(), ...route.path.replace(/^\/api\//, '').split(/[^A-Za-z0-9]+/)];
  return words
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

/** Matches a concrete path against a route path; returns path parameters or undefined. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    const value = got[i]!;
    if (part.startsWith('{') && part.endsWith('}')) {
      if (!value) return undefined;
      params[part.slice(1, -1)] = decodeURIComponent(value);
    } else if (part !== value) {
      return undefined;
    }
  }
  return params;
}
