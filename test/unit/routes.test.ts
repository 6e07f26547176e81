import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoute, toEvent } from '#infra/local/adapter.js';
import { findRoute, matchPath, routeId, routeKey, routes } from '#shared/routes.js';

describe('route table', () => {
  it('has no duplicate method + path and every handler module exists', () => {
    const keys = routes.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) expect(existsSync(`functions/handlers/${route.handler}.ts`), route.handler).toBe(true);
  });
  it('gives each route a distinct CloudFormation-safe id', () => {
    const ids = routes.map(routeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]+$/);
    expect(routeId({ method: 'PUT', path: '/api/courses/{id}' })).toBe('PutCoursesId');
  });
  it('only body routes are writes', () => {
    for (const route of routes) if ('body' in route && route.body) expect(route.method).not.toBe('GET');
  });
  it('finds routes by key', () => {
    expect(findRoute('GET /api/courses')?.handler).toBe('catalogue/course-list');
    expect(findRoute('GET /api/nothing')).toBeUndefined();
  });
});

describe('matchPath', () => {
  it('extracts and decodes parameters', () => {
    expect(matchPath('/api/courses/{id}', '/api/courses/a%20b')).toEqual({ id: 'a b' });
  });
  it('rejects different lengths, literals and empty parameters', () => {
    expect(matchPath('/api/courses/{id}', '/api/courses')).toBeUndefined();
    expect(matchPath('/api/courses/{id}', '/api/courses/1/videos')).toBeUndefined();
    expect(matchPath('/api/courses/{id}', '/api/course/1')).toBeUndefined();
    expect(matchPath('/api/courses/{id}', '/api/courses/')).toBeUndefined();
  });
});

describe('local adapter event', () => {
  it('prefers the method that matches', () => {
    expect(matchRoute('PUT', '/api/courses/abc')?.route.handler).toBe('catalogue/course-update');
    expect(matchRoute('PATCH', '/api/courses/abc')).toBeUndefined();
  });

  it('builds an API Gateway HTTP API v2 event', () => {
    const match = matchRoute('PUT', '/api/courses/abc')!;
    const event = toEvent({
      method: 'PUT',
      url: new URL('http://localhost/api/courses/abc?x=1&x=2&y=3'),
      headers: {
        'Content-Type': 'application/json',
        Authorization: 'Bearer t',
        cookie: 'a=1; b=2',
        host: 'localhost:3000',
      },
      body: Buffer.from('{"a":1}'),
      ...match,
      sourceIp: '127.0.0.1',
    });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PUT /api/courses/{id}',
      rawPath: '/api/courses/abc',
      rawQueryString: 'x=1&x=2&y=3',
      cookies: ['a=1', 'b=2'],
      headers: { 'content-type': 'application/json', authorization: 'Bearer t', host: 'localhost:3000' },
      queryStringParameters: { x: '1,2', y: '3' },
      pathParameters: { id: 'abc' },
      body: '{"a":1}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'PUT', path: '/api/courses/abc', sourceIp: '127.0.0.1' },
        routeKey: 'PUT /api/courses/{id}',
        stage: '$default',
      },
    });
    expect(event.headers).not.toHaveProperty('cookie');
  });

  it('base64-encodes a binary body', () => {
    const match = matchRoute('POST', '/api/courses')!;
    const bytes = Buffer.from([0, 255, 1, 2]);
    const event = toEvent({
      method: 'POST',
      url: new URL('http://localhost/api/courses'),
      headers: { 'content-type': 'application/octet-stream' },
      body: bytes,
      ...match,
      sourceIp: '::1',
    });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
  });
});
