/**
 * Every API route, read from the contexts' declarations (shared/api/<context>.ts). The CDK stack makes
 * one function and one HTTP API route per entry, the local adapter dispatches to the same handler
 * modules, and the tests walk it. A function's own code imports only its own declaration, never this
 * list: it would carry every context's schemas.
 */
import * as accounts from './api/accounts.js';
import * as audit from './api/audit.js';
import * as catalogue from './api/catalogue.js';
import * as doubts from './api/doubts.js';
import * as insight from './api/insight.js';
import * as learning from './api/learning.js';
import * as media from './api/media.js';
import * as mockTests from './api/mock-tests.js';
import * as payments from './api/payments.js';
import type { RouteFields, RouteKeyOf } from './api/route.js';

export {
  bindingsOf,
  FUNCTION_TIMEOUT_SECONDS,
  isStaffWrite,
  LONGEST_TIMEOUT_SECONDS,
  matchPath,
  routeId,
  routeKey,
  timeoutSecondsOf,
  type Access,
  type Method,
  type RouteFields,
} from './api/route.js';

/** The contexts that have routes, by the name of their declaration file and handler folder. */
const CONTEXTS = {
  accounts,
  catalogue,
  learning,
  media,
  payments,
  insight,
  'mock-tests': mockTests,
  audit,
  doubts,
} as const satisfies Record<string, Record<string, RouteFields>>;

export type RouteContext = keyof typeof CONTEXTS;
/** Each route's declaration, as its own type. */
export type DeclaredRoute = { [C in RouteContext]: (typeof CONTEXTS)[C][keyof (typeof CONTEXTS)[C]] }[RouteContext];
/** 'METHOD /path' of each route (not every method with every path). */
export type RouteKey = RouteKeyOf<DeclaredRoute>;

/**
 * A route as the stack, the local adapter and the tests read it: its declaration without the values
 * only its own function needs (schemas), so that it can be written into a bundle as JSON.
 */
export interface RouteDef extends Omit<RouteFields, 'body' | 'query' | 'reply'> {
  /** Requires a JSON body (write routes): the tests send malformed and oversize bodies here. */
  readonly body?: boolean;
  readonly context: RouteContext;
  /** The declaration's export name ('answerSave'). */
  readonly name: string;
  /** The handler's module under functions/handlers/, without extension ('mock-tests/answer-save'). */
  readonly handler: string;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Marked free of side effects: a function bundle that imports this module for a type keeps none of it. */
// @__NO_SIDE_EFFECTS__
function listRoutes(): readonly RouteDef[] {
  return Object.entries(CONTEXTS).flatMap(([context, declarations]) =>
    Object.entries(declarations as Record<string, RouteFields>).map(
      ([name, { body, query: _query, reply: _reply, ...declaration }]) => ({
        ...declaration,
        ...(body && !declaration.optionalBody ? { body: true } : {}),
        context: context as RouteContext,
        name,
        handler: `${context}/${kebab(name)}`,
      }),
    ),
  );
}

export const routes: readonly RouteDef[] = listRoutes();

export function findRoute(key: string): RouteDef | undefined {
  return routes.find((route) => `${route.method} ${route.path}` === key);
}
