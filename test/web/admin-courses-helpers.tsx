import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { AdminCourse, AdminDashboard } from '../../shared/admin-types';
import type { CourseVideo } from '../../shared/types';
import { ToastProvider } from '../../web/src/components/toast';
import { AdminCoursesPage } from '../../web/src/features/admin-courses/AdminCoursesPage';
import { RequireRole } from '../../web/src/components/RequireRole';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeCourse, fakeUser, jsonResponse, stubFetch } from './helpers';

/** A course as admins list it: the catalogue fields plus the students and money the server counted. */
export function fakeAdminCourse(overrides: Partial<AdminCourse> = {}): AdminCourse {
  return { ...fakeCourse(), enrollmentCount: 0, totalRevenue: 0, ...overrides };
}

export const gpscCourse = fakeAdminCourse({
  _id: 'c1',
  title: 'GPSC Class 1-2',
  description: 'Complete preparation for Class 1 and 2 officers.',
  price: 125000,
  category: 'gpsc',
  videoCount: 12,
  createdAt: '2025-01-01T00:00:00.000Z',
  enrollmentCount: 3,
  totalRevenue: 260000,
});
export const upscCourse = fakeAdminCourse({
  _id: 'c2',
  title: 'UPSC Prelims Crash Course',
  description: 'Fast revision of polity and history.',
  price: 35000,
  category: 'upsc',
  videoCount: 3,
  createdAt: '2025-03-01T00:00:00.000Z',
  enrollmentCount: 1,
  totalRevenue: 35000.5,
});
export const talatiCourse = fakeAdminCourse({
  _id: 'c3',
  title: 'Talati Mantri Batch',
  description: 'Village clerk exam with gpsc-style mock tests.',
  price: 8000,
  category: 'talati',
  videoCount: 0,
  createdAt: '2025-02-01T00:00:00.000Z',
});
export const allCourses = [gpscCourse, upscCourse, talatiCourse];

export function fakeVideo(overrides: Partial<CourseVideo> = {}): CourseVideo {
  return {
    _id: 'v1',
    title: 'Introduction',
    description: 'What the course covers.',
    duration: 75,
    order: 1,
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export type Responder = (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * Fetch for the course management page: `respond` answers first; anything it leaves answers the
 * course list (`courses()` is called on every list request, so a test can change what it returns).
 */
/**
 * What the dashboard call answers; the course page reads its registered students and its Total
 * Revenue, which is more than the courses' own (the card programmes and test series took money too).
 */
export const dashboardReply: AdminDashboard = {
  stats: { totalStudents: 1402, totalCourses: 3, totalVideos: 15, totalRevenue: 384615.5 },
  recentEnrollments: [],
  courseStats: [],
};

export function stubAdminApi(respond: Responder = () => undefined, courses: () => AdminCourse[] = () => allCourses) {
  localStorage.setItem('token', 'admin-token');
  return stubFetch(async (url, init) => {
    const answer = await respond(url, init);
    if (answer) return answer;
    // The owner, signed in: the page shows what their role may use (all of it).
    if (url === '/api/auth/profile') return jsonResponse({ success: true, user: fakeUser('admin'), userType: 'admin' });
    if (url === '/api/admin/courses' && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ success: true, courses: courses() });
    if (url === '/api/admin/dashboard') return jsonResponse({ success: true, ...dashboardReply });
    // The owner's history of a course, in its edit dialog: nothing changed it yet.
    if (url.startsWith('/api/admin/audit?itemId=')) return jsonResponse({ success: true, entries: [] });
    if (/^\/api\/courses\/[^/]+\/notes$/.test(url) && (init?.method ?? 'GET') === 'GET')
      return jsonResponse({ success: true, notes: [] });
    return jsonResponse({ success: false, error: `Unexpected ${init?.method ?? 'GET'} ${url}` }, 404);
  });
}

export function renderCoursesPage() {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/admin/courses']}>
        <ToastProvider>
          <Routes>
            <Route
              path="/admin/courses"
              element={
                <RequireRole requireAdmin>
                  <AdminCoursesPage />
                </RequireRole>
              }
            />
            <Route path="/admin/courses/new" element={<p>Create page</p>} />
            <Route path="/admin" element={<p>Admin dashboard</p>} />
          </Routes>
        </ToastProvider>
      </MemoryRouter>
    </SessionProvider>,
  );
}

export function callsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) {
  return fetchMock.mock.calls.filter(([calledUrl, init]) => calledUrl === url && (init?.method ?? 'GET') === method);
}

export function requestBody(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

/** A promise the test settles when it wants to, to look at in-between states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function acceptConfirm(answer = true) {
  return vi.spyOn(window, 'confirm').mockReturnValue(answer);
}
