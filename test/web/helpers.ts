import { vi } from 'vitest';
import type { Course, PublicUser, Role } from '../../shared/types';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces global fetch; `respond` gets the URL and request and returns a fresh Response per call. */
export function stubFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A fetch that never answers, to look at loading states. */
export function stubPendingFetch() {
  const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function fakeUser(role: Role, name = role === 'admin' ? 'Asha Admin' : 'Ravi Patel'): PublicUser {
  return {
    _id: `${role}-1`,
    name,
    email: `${role}@example.com`,
    mobile: '9876543210',
    role,
    enrolledCourses: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

export function fakeCourse(overrides: Partial<Course> = {}): Course {
  return {
    _id: 'c1',
    title: 'GPSC Class 1-2',
    description: 'Complete preparation for GPSC Class 1 and 2.',
    price: 125000,
    category: 'gpsc',
    duration: '12 months',
    features: ['Daily lectures', 'Printed notes', 'Weekly tests', 'Doubt sessions'],
    videoCount: 12,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Signs a user in the way the app finds them on start: a stored token plus a profile answer. */
export function profileResponder(role: Role | null) {
  if (role) localStorage.setItem('token', `${role}-token`);
  return (url: string) =>
    url === '/api/auth/profile' && role
      ? jsonResponse({ success: true, user: fakeUser(role), userType: role })
      : jsonResponse({ success: false, error: 'Not found' }, 404);
}

export function requestHeaders(init: RequestInit | undefined): Record<string, string> {
  return (init?.headers ?? {}) as Record<string, string>;
}
