/**
 * The one list of API routes. The CDK stack makes one function and one HTTP API route per entry,
 * the local adapter dispatches to the same handler modules, and the tests walk it.
 * `handler` is the module path under functions/handlers/ (without extension), exporting `handler`.
 */
import type { Binding } from './bindings.js';

export type Access = 'public' | 'signed-in' | 'student' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  readonly method: Method;
  readonly path: string;
  readonly handler: string;
  readonly access: Access;
  /**
   * What the function may use (shared/bindings.ts): the stack grants exactly this and sets the
   * matching settings. Every non-public route also gets `tokens`, to verify its caller (see bindingsOf).
   */
  readonly uses: readonly Binding[];
  /** Has a JSON request body (write routes): the tests send malformed and oversize bodies here. */
  readonly body?: boolean;
  /**
   * The handler gets the exact request bytes as text, unparsed (signed webhooks: the signature is
   * over those bytes). Such a route has no JSON body parsing and no `body`.
   */
  readonly rawBody?: boolean;
  /** May have a JSON body or none at all (an empty body is not an error). */
  readonly optionalBody?: boolean;
  /**
   * A public route that opens with its own link token (e.g. ?token= on a receipt) or with an admin's
   * session: without either 401, with another session 403.
   */
  readonly linkOrAdmin?: boolean;
}

/** A route's bindings, with `tokens` for every route that checks who calls it. */
export function bindingsOf(route: Pick<RouteDef, 'access' | 'uses'>): Binding[] {
  const bindings = new Set<Binding>(route.uses);
  if (route.access !== 'public') bindings.add('tokens');
  return [...bindings];
}

export const routes = [
  { method: 'POST', path: '/api/auth/student/register', handler: 'auth/student-register', access: 'public', uses: ['table:write', 'tokens', 'passwords'], body: true },
  { method: 'POST', path: '/api/auth/student/login', handler: 'auth/student-login', access: 'public', uses: ['table:write', 'tokens', 'passwords'], body: true },
  { method: 'POST', path: '/api/auth/admin/login', handler: 'auth/admin-login', access: 'public', uses: ['table:write', 'tokens', 'passwords'], body: true },
  { method: 'GET', path: '/api/auth/profile', handler: 'auth/profile', access: 'signed-in', uses: ['table:read'] },

  { method: 'GET', path: '/api/courses', handler: 'courses/list', access: 'public', uses: ['table:read'] },
  { method: 'GET', path: '/api/courses/{id}', handler: 'courses/get', access: 'public', uses: ['table:read'] },
  { method: 'GET', path: '/api/admin/courses', handler: 'courses/admin-list', access: 'admin', uses: ['table:read'] },
  { method: 'POST', path: '/api/courses', handler: 'courses/create', access: 'admin', uses: ['table:write'], body: true },
  { method: 'PUT', path: '/api/courses/{id}', handler: 'courses/update', access: 'admin', uses: ['table:write'], body: true },
  { method: 'DELETE', path: '/api/courses/{id}', handler: 'courses/delete', access: 'admin', uses: ['table:write', 'media:write'] },
  { method: 'GET', path: '/api/courses/{id}/videos', handler: 'videos/list', access: 'signed-in', uses: ['table:read'] },
  { method: 'GET', path: '/api/courses/{id}/videos/{videoId}', handler: 'videos/get', access: 'signed-in', uses: ['table:read', 'media:read', 'media:sign'] },
  { method: 'GET', path: '/api/admin/courses/{id}/videos', handler: 'videos/admin-list', access: 'admin', uses: ['table:read'] },
  { method: 'DELETE', path: '/api/courses/{id}/videos/{videoId}', handler: 'videos/delete', access: 'admin', uses: ['table:write', 'media:write'] },
  { method: 'POST', path: '/api/courses/{id}/videos/uploads', handler: 'video-uploads/start', access: 'admin', uses: ['table:write', 'media:write'], body: true },
  { method: 'GET', path: '/api/courses/{id}/videos/uploads/{uploadId}/parts', handler: 'video-uploads/list-parts', access: 'admin', uses: ['table:read', 'media:write'] },
  { method: 'POST', path: '/api/courses/{id}/videos/uploads/{uploadId}/parts', handler: 'video-uploads/part-urls', access: 'admin', uses: ['table:read', 'media:write'], body: true },
  { method: 'POST', path: '/api/courses/{id}/videos/uploads/{uploadId}/complete', handler: 'video-uploads/complete', access: 'admin', uses: ['table:write', 'media:write'], body: true },
  { method: 'DELETE', path: '/api/courses/{id}/videos/uploads/{uploadId}', handler: 'video-uploads/abort', access: 'admin', uses: ['table:write', 'media:write'] },

  { method: 'GET', path: '/api/payments/enrollments', handler: 'enrollments/list', access: 'student', uses: ['table:read'] },

  { method: 'GET', path: '/api/test-series', handler: 'test-series/list', access: 'public', uses: ['table:read'] },
  { method: 'GET', path: '/api/test-series/admin/all', handler: 'test-series/admin-list', access: 'admin', uses: ['table:read'] },
  { method: 'POST', path: '/api/test-series', handler: 'test-series/create', access: 'admin', uses: ['table:write'], body: true },
  { method: 'PUT', path: '/api/test-series/{id}', handler: 'test-series/update', access: 'admin', uses: ['table:write'], body: true },
  { method: 'DELETE', path: '/api/test-series/{id}', handler: 'test-series/delete', access: 'admin', uses: ['table:write'] },

  { method: 'GET', path: '/api/homepage-ads/public/active', handler: 'homepage-ads/list-active', access: 'public', uses: ['table:read'] },
  { method: 'GET', path: '/api/admin/homepage-ads', handler: 'admin-ads/list', access: 'admin', uses: ['table:read'] },
  { method: 'POST', path: '/api/admin/homepage-ads/image-uploads', handler: 'admin-ads/image-upload', access: 'admin', uses: ['table:read', 'media:write'], body: true },
  { method: 'POST', path: '/api/admin/homepage-ads', handler: 'admin-ads/create', access: 'admin', uses: ['table:write', 'media:read'], body: true },
  { method: 'PUT', path: '/api/admin/homepage-ads/{id}/active', handler: 'admin-ads/set-active', access: 'admin', uses: ['table:write'], body: true },
  { method: 'DELETE', path: '/api/admin/homepage-ads/{id}', handler: 'admin-ads/delete', access: 'admin', uses: ['table:write', 'media:write'] },

  // Payments: card (Razorpay) for the direct-payment courses, UPI with admin approval, receipts
  { method: 'POST', path: '/api/create-order', handler: 'payments/create-order', access: 'public', uses: ['table:write', 'razorpay'], body: true },
  { method: 'POST', path: '/api/verify-payment', handler: 'payments/verify', access: 'public', uses: ['table:write', 'razorpay', 'tokens'], body: true },
  { method: 'POST', path: '/api/razorpay/webhook', handler: 'payments/webhook', access: 'public', uses: ['table:write', 'razorpay:webhook'], rawBody: true },
  { method: 'GET', path: '/api/orders/{orderId}', handler: 'payments/order-status', access: 'public', uses: ['table:read', 'tokens'] },
  { method: 'GET', path: '/api/receipt/{receiptNumber}', handler: 'payments/receipt', access: 'public', uses: ['table:read', 'tokens', 'receipts'], linkOrAdmin: true },
  { method: 'POST', path: '/api/upi-payments/initiate', handler: 'upi-payments/initiate', access: 'student', uses: ['table:read', 'upi:payee'], body: true },
  { method: 'POST', path: '/api/upi-payments/submit-utr', handler: 'upi-payments/submit-utr', access: 'student', uses: ['table:write'], body: true },
  { method: 'GET', path: '/api/upi-payments/pending', handler: 'upi-payments/pending', access: 'admin', uses: ['table:read'] },
  { method: 'POST', path: '/api/upi-payments/{id}/approve', handler: 'upi-payments/approve', access: 'admin', uses: ['table:write'] },
  { method: 'POST', path: '/api/upi-payments/{id}/reject', handler: 'upi-payments/reject', access: 'admin', uses: ['table:write'], optionalBody: true },
  { method: 'GET', path: '/api/payments/mine', handler: 'payments/mine', access: 'student', uses: ['table:read'] },

  // Admin insight: dashboard, reports and export, students (offline payments), every payment
  { method: 'GET', path: '/api/admin/dashboard', handler: 'admin-insight/dashboard', access: 'admin', uses: ['table:read'] },
  { method: 'GET', path: '/api/courses/test/all', handler: 'admin-insight/count-courses', access: 'admin', uses: ['table:read'] },
  { method: 'GET', path: '/api/stats', handler: 'reports/stats', access: 'admin', uses: ['table:read'] },
  { method: 'GET', path: '/api/payments', handler: 'reports/payments', access: 'admin', uses: ['table:read'] },
  { method: 'GET', path: '/api/export/excel', handler: 'reports/export-excel', access: 'admin', uses: ['table:write', 'exports'] },
  { method: 'GET', path: '/api/export/excel/{exportId}', handler: 'reports/export-progress', access: 'admin', uses: ['table:read'] },
  { method: 'GET', path: '/api/admin/students', handler: 'admin-students/list', access: 'admin', uses: ['table:read'] },
  { method: 'GET', path: '/api/admin/students/{id}', handler: 'admin-students/get', access: 'admin', uses: ['table:read'] },
  { method: 'POST', path: '/api/admin/students/{id}/offline-payments', handler: 'admin-students/record-offline-payment', access: 'admin', uses: ['table:write'], body: true },
  { method: 'GET', path: '/api/admin/payments', handler: 'admin-payments/list', access: 'admin', uses: ['table:read'] },

  // Lecture progress (students, their own only)
  { method: 'PUT', path: '/api/courses/{id}/videos/{videoId}/progress', handler: 'progress/save', access: 'student', uses: ['table:write'], body: true },
  { method: 'GET', path: '/api/courses/{id}/progress', handler: 'progress/course', access: 'student', uses: ['table:read'] },
  { method: 'GET', path: '/api/progress', handler: 'progress/summary', access: 'student', uses: ['table:read'] },
] as const satisfies readonly RouteDef[];

type KeyOf<R> = R extends { readonly method: infer M extends string; readonly path: infer P extends string } ? `${M} ${P}` : never;
/** 'METHOD /path' of each entry (not every method with every path). */
export type RouteKey = KeyOf<(typeof routes)[number]>;

export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function findRoute(key: string): RouteDef | undefined {
  return (routes as readonly RouteDef[]).find((route) => routeKey(route) === key);
}

/** A name safe for CloudFormation logical ids and Lambda names: 'POST /api/courses/{id}' → 'PostCoursesId'. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const words = [route.method.toLowerCase(), ...route.path.replace(/^\/api\//, '').split(/[^A-Za-z0-9]+/)];
  return words.filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
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
