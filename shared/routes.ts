/**
 * The one list of API routes. The CDK stack makes one function and one HTTP API route per entry,
 * the local adapter dispatches to the same handler modules, and the tests walk it.
 * `handler` is the module path under functions/handlers/ (without extension), exporting `handler`.
 */
export type Access = 'public' | 'signed-in' | 'student' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  readonly method: Method;
  readonly path: string;
  readonly handler: string;
  readonly access: Access;
  /** What the function does with the table: the stack grants exactly this. */
  readonly table: 'read' | 'write';
  /** Signs tokens (login/register); every non-public route verifies them. */
  readonly signsTokens?: boolean;
  /** Has a JSON request body (write routes): the tests send malformed and oversize bodies here. */
  readonly body?: boolean;
  /** scrypt needs memory: these functions get more of it. */
  readonly hashesPasswords?: boolean;
  /** What the function does with the media bucket's objects (videos, ad images): presigned reads, or writes. */
  readonly bucket?: 'read' | 'write';
  /** Issues time-limited playback URLs (CloudFront signed URLs when a media signing key is set up). */
  readonly signsMediaUrls?: boolean;
}

export const routes = [
  { method: 'POST', path: '/api/auth/student/register', handler: 'auth/student-register', access: 'public', table: 'write', signsTokens: true, body: true, hashesPasswords: true },
  { method: 'POST', path: '/api/auth/student/login', handler: 'auth/student-login', access: 'public', table: 'write', signsTokens: true, body: true, hashesPasswords: true },
  { method: 'POST', path: '/api/auth/admin/login', handler: 'auth/admin-login', access: 'public', table: 'write', signsTokens: true, body: true, hashesPasswords: true },
  { method: 'GET', path: '/api/auth/profile', handler: 'auth/profile', access: 'signed-in', table: 'read' },

  { method: 'GET', path: '/api/courses', handler: 'courses/list', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/courses/{id}', handler: 'courses/get', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/admin/courses', handler: 'courses/admin-list', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/courses', handler: 'courses/create', access: 'admin', table: 'write', body: true },
  { method: 'PUT', path: '/api/courses/{id}', handler: 'courses/update', access: 'admin', table: 'write', body: true },
  { method: 'DELETE', path: '/api/courses/{id}', handler: 'courses/delete', access: 'admin', table: 'write', bucket: 'write' },
  { method: 'GET', path: '/api/courses/{id}/videos', handler: 'videos/list', access: 'signed-in', table: 'read' },
  { method: 'GET', path: '/api/courses/{id}/videos/{videoId}', handler: 'videos/get', access: 'signed-in', table: 'read', bucket: 'read', signsMediaUrls: true },
  { method: 'GET', path: '/api/admin/courses/{id}/videos', handler: 'videos/admin-list', access: 'admin', table: 'read' },
  { method: 'DELETE', path: '/api/courses/{id}/videos/{videoId}', handler: 'videos/delete', access: 'admin', table: 'write', bucket: 'write' },
  { method: 'POST', path: '/api/courses/{id}/videos/uploads', handler: 'video-uploads/start', access: 'admin', table: 'write', bucket: 'write', body: true },
  { method: 'GET', path: '/api/courses/{id}/videos/uploads/{uploadId}/parts', handler: 'video-uploads/list-parts', access: 'admin', table: 'read', bucket: 'write' },
  { method: 'POST', path: '/api/courses/{id}/videos/uploads/{uploadId}/parts', handler: 'video-uploads/part-urls', access: 'admin', table: 'read', bucket: 'write', body: true },
  { method: 'POST', path: '/api/courses/{id}/videos/uploads/{uploadId}/complete', handler: 'video-uploads/complete', access: 'admin', table: 'write', bucket: 'write', body: true },
  { method: 'DELETE', path: '/api/courses/{id}/videos/uploads/{uploadId}', handler: 'video-uploads/abort', access: 'admin', table: 'write', bucket: 'write' },

  { method: 'GET', path: '/api/payments/enrollments', handler: 'enrollments/list', access: 'student', table: 'read' },

  { method: 'GET', path: '/api/test-series', handler: 'test-series/list', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/test-series/admin/all', handler: 'test-series/admin-list', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/test-series', handler: 'test-series/create', access: 'admin', table: 'write', body: true },
  { method: 'PUT', path: '/api/test-series/{id}', handler: 'test-series/update', access: 'admin', table: 'write', body: true },
  { method: 'DELETE', path: '/api/test-series/{id}', handler: 'test-series/delete', access: 'admin', table: 'write' },

  { method: 'GET', path: '/api/homepage-ads/public/active', handler: 'homepage-ads/list-active', access: 'public', table: 'read' },
  { method: 'GET', path: '/api/admin/homepage-ads', handler: 'admin-ads/list', access: 'admin', table: 'read' },
  { method: 'POST', path: '/api/admin/homepage-ads/image-uploads', handler: 'admin-ads/image-upload', access: 'admin', table: 'read', bucket: 'write', body: true },
  { method: 'POST', path: '/api/admin/homepage-ads', handler: 'admin-ads/create', access: 'admin', table: 'write', bucket: 'read', body: true },
  { method: 'PUT', path: '/api/admin/homepage-ads/{id}/active', handler: 'admin-ads/set-active', access: 'admin', table: 'write', body: true },
  { method: 'DELETE', path: '/api/admin/homepage-ads/{id}', handler: 'admin-ads/delete', access: 'admin', table: 'write', bucket: 'write' },
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
