import { Duration, NestedStack } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PayloadFormatVersion } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import path from 'node:path';
import { accessLabel } from '#shared/api/route.js';
import { bindingsOf, type RouteDef, routeId, routeKey, timeoutSecondsOf } from '#shared/routes.js';
import { bind, type BindingResources } from '../bindings.js';
import { repoRoot } from '../paths.js';
import { ProjectFunction } from './project-function.js';
import { besideBundleFor } from './receipt-fonts.js';
import type { RouteApi } from './route-api.js';

/**
 * The nested stack each context's routes live in (shared/api/<context>.ts, functions/handlers/<context>/).
 * A route is five resources (function, role, permission, integration, route) and a stack holds at most
 * 500, so the routes are spread over nested stacks by product area. A context missing here fails the
 * synth rather than landing somewhere by chance. A route that moved to another stack would be replaced
 * on deploy (and its API route made twice for a moment, which API Gateway refuses), so a context stays
 * in its stack: a new context may go in any.
 */
const ROUTE_GROUPS = {
  Accounts: ['accounts', 'audit'],
  Catalogue: ['catalogue', 'learning', 'media'],
  Money: ['payments', 'insight'],
  Tests: ['mock-tests', 'doubts'],
} as const satisfies Record<string, readonly string[]>;

export type RouteGroup = keyof typeof ROUTE_GROUPS;

export function routeGroupOf(route: Pick<RouteDef, 'handler'>): RouteGroup {
  const context = route.handler.split('/')[0]!;
  const group = (Object.keys(ROUTE_GROUPS) as RouteGroup[]).find((name) =>
    (ROUTE_GROUPS[name] as readonly string[]).includes(context),
  );
  if (!group)
    throw new Error(
      `Context '${context}' (${route.handler}) belongs to no route group: add it to ROUTE_GROUPS in infra/constructs/route-functions.ts`,
    );
  return group;
}

export interface RouteFunctionsProps {
  readonly routes: readonly RouteDef[];
  readonly resources: BindingResources;
  readonly api: RouteApi;
  readonly logGroup: ILogGroup;
}

/** One function per route, bound to what the route uses and wired to the API, in a nested stack of its own. */
export class RouteFunctions extends NestedStack {
  readonly functions: ProjectFunction[];
  /** Each function by its route key ('POST /api/verify-payment'). */
  readonly byRoute = new Map<string, ProjectFunction>();

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id, { description: `API routes: ${id}` });
    this.functions = props.routes.map((route) => {
      const fn = new ProjectFunction(this, routeId(route), {
        logGroup: props.logGroup,
        entry: path.join(repoRoot, 'functions/handlers', `${route.handler}.ts`),
        description: `${routeKey(route)} (${accessLabel(route.access)})`,
        timeout: Duration.seconds(timeoutSecondsOf(route)),
        besideBundle: besideBundleFor(bindingsOf(route)),
      });
      // The handler checks at cold start that it is the one for this route.
      fn.addEnvironment('ROUTE_KEY', routeKey(route));
      for (const binding of bindingsOf(route)) bind(binding, fn, props.resources);
      // Created here rather than through httpApi.addRoutes, which would put the route in the API's stack.
      new HttpRoute(this, `${routeId(route)}Route`, {
        httpApi: props.api.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId(route)}Integration`, fn, {
          payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
        }),
      });
      this.byRoute.set(routeKey(route), fn);
      return fn;
    });
  }
}
