import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../web/src/app/AppRoutes';
import { Layout } from '../../web/src/components/layout/Layout';
import { LoginDialog } from '../../web/src/features/auth/LoginDialog';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeCourse, jsonResponse, profileResponder, stubFetch } from './helpers';

function renderApp(path: string, role: 'student' | 'admin' | null = null) {
  const profile = profileResponder(role);
  stubFetch((url) =>
    url === '/api/courses' ? jsonResponse({ success: true, courses: [fakeCourse()] }) : profile(url),
  );
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </SessionProvider>,
  );
}

describe('app routes', () => {
  it('shows the home page with its course grid at /', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gyanpath Academy' })).toBeInTheDocument();
    // Our Courses waits, with the announcements, until the ads have answered.
    expect(await screen.findByRole('heading', { name: 'Our Courses' })).toBeInTheDocument();
    expect(await screen.findByRole('article')).toHaveTextContent('GPSC Class 1-2');
  });

  it("shows 'Our Courses' at /courses", async () => {
    renderApp('/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Courses' })).toBeInTheDocument();
    await screen.findByRole('article');
    expect(document.title).toBe('Our Courses | Gyanpath Academy');
  });

  it("shows 'Page not found' with a link home for unknown paths", async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('sends a guest from /admin to the home page', async () => {
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gyanpath Academy' })).toBeInTheDocument();
  });

  it.each(['/reports', '/admin/students', '/admin/students/s1', '/admin/payments', '/admin/coupons'])(
    'sends a guest and a student from %s to the home page',
    async (path) => {
      for (const role of [null, 'student'] as const) {
        renderApp(path, role);
        expect(await screen.findByRole('heading', { level: 1, name: 'Gyanpath Academy' })).toBeInTheDocument();
        cleanup();
        localStorage.clear();
      }
    },
  );

  it.each([
    ['/reports', 'Reports & Analytics'],
    ['/admin/students', 'Students'],
    ['/admin/payments', 'Payments'],
    ['/admin/coupons', 'Coupons'],
  ])('shows %s to an admin', async (path, heading) => {
    renderApp(path, 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('shows the student dashboard to a student', async () => {
    renderApp('/dashboard', 'student');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ravi Patel!' })).toBeInTheDocument();
    expect(screen.getByText('student@example.com')).toBeInTheDocument();
  });
});

describe('page errors', () => {
  function Broken(): never {
    throw new Error('chunk failed');
  }

  it('keep the header usable and clear on the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ success: true, courses: [] }));
    render(
      <SessionProvider>
        <MemoryRouter initialEntries={['/broken']}>
          <LoginDialogProvider Dialog={LoginDialog}>
            <Routes>
              <Route element={<Layout />}>
                <Route path="/broken" element={<Broken />} />
                <Route path="/fine" element={<p>Fine page</p>} />
              </Route>
            </Routes>
            <Link to="/fine">Go fine</Link>
          </LoginDialogProvider>
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Go fine' }));
    expect(screen.getByText('Fine page')).toBeInTheDocument();
  });
});
