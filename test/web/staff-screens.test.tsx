/**
 * Each staff role sees on the admin screens only what it may use (the server refuses the rest; a
 * button that would answer 403 is not shown): faculty get content and no money, the accountant money
 * and students and no content, the owner everything. Written from the roles, not from the code.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/types';
import { RequireRole } from '../../web/src/components/RequireRole';
import { ToastProvider } from '../../web/src/components/toast';
import { AdminDashboard } from '../../web/src/features/admin/AdminDashboard';
import { AdminCoursesPage } from '../../web/src/features/admin-courses/AdminCoursesPage';
import { SessionProvider } from '../../web/src/lib/session';
import { allCourses, dashboardReply } from './admin-courses-helpers';
import { fakeUser, jsonResponse, stubFetch } from './helpers';

function signIn(staffRole: StaffRole) {
  localStorage.setItem('token', 'staff-token');
  return stubFetch((url) => {
    if (url === '/api/auth/profile')
      return jsonResponse({ success: true, user: { ...fakeUser('admin'), staffRole }, userType: 'admin' });
    if (url === '/api/admin/dashboard') return jsonResponse({ success: true, ...dashboardReply });
    if (url === '/api/upi-payments/pending') return jsonResponse({ success: true, items: [] });
    if (url === '/api/admin/courses') return jsonResponse({ success: true, courses: allCourses });
    if (url === '/api/staff/doubts?status=open')
      return jsonResponse({
        success: true,
        doubts: [
          { _id: 'd2', createdAt: '2026-11-26T05:00:00.000Z' },
          { _id: 'd1', createdAt: '2026-11-24T05:00:00.000Z' },
        ],
      });
    return jsonResponse({ success: false, error: `Unexpected ${url}` }, 404);
  });
}

function renderAt(path: string, page: React.ReactNode) {
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <Routes>
            <Route path={path} element={<RequireRole requireAdmin>{page}</RequireRole>} />
          </Routes>
        </ToastProvider>
      </MemoryRouter>
    </SessionProvider>,
  );
}

const quickActions = async () =>
  within(await screen.findByRole('navigation', { name: 'Quick actions' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the admin dashboard by staff role', { timeout: 20_000 }, () => {
  it('gives faculty the content pages and asks for no money', async () => {
    const fetchMock = signIn('faculty');
    renderAt('/admin', <AdminDashboard />);
    expect(await quickActions()).toEqual(['Manage Courses', 'Add New Course', 'Manage Test Series', 'Doubts']);
    // The open doubts first: how many, and since when the oldest waits.
    expect(await screen.findByText(/2 doubts wait for an answer; the oldest since 24 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Answer them' })).toHaveAttribute('href', '/admin/doubts');
    expect(screen.queryByText('Total Revenue')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/admin/dashboard');
  });

  it('gives the accountant the money and students pages and no content', async () => {
    signIn('accountant');
    renderAt('/admin', <AdminDashboard />);
    await screen.findByText('Total Revenue');
    const links = await quickActions();
    expect(links).toEqual(expect.arrayContaining(['Students', 'Payments', 'Coupons', 'Dues', 'Reports']));
    for (const content of ['Manage Courses', 'Add New Course', 'Manage Test Series', 'Homepage Ads'])
      expect(links).not.toContain(content);
  });
});

describe('the course list by staff role', { timeout: 20_000 }, () => {
  it('lets faculty add lectures and edit, with no delete and no money figures', async () => {
    const fetchMock = signIn('faculty');
    renderAt('/admin/courses', <AdminCoursesPage />);
    const first = allCourses[0]!;
    await screen.findByRole('button', { name: `Edit ${first.title}` });
    expect(screen.getByRole('button', { name: `Add video to ${first.title}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Delete ${first.title}` })).toBeNull();
    expect(screen.queryByText('Total Revenue')).toBeNull();
    expect(screen.queryByText('Total Students')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add New Course' })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/admin/dashboard'));
  });

  it('shows the accountant the courses to look at, with nothing to change', async () => {
    signIn('accountant');
    renderAt('/admin/courses', <AdminCoursesPage />);
    const first = allCourses[0]!;
    await screen.findByRole('button', { name: `View videos of ${first.title}` });
    for (const name of [`Edit ${first.title}`, `Add video to ${first.title}`, `Delete ${first.title}`])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add New Course' })).toBeNull();
  });
});
