import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDashboard as Dashboard } from '../../shared/admin-types';
import { RequireRole } from '../../web/src/components/RequireRole';
import { AdminDashboard } from '../../web/src/features/admin/AdminDashboard';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, requestHeaders, stubFetch } from './helpers';

const dashboard: Dashboard = {
  stats: { totalStudents: 1402, totalCourses: 7, totalVideos: 38, totalRevenue: 1234567.5 },
  recentEnrollments: [
    {
      _id: 's2',
      name: 'Meena Shah',
      email: 'meena@example.com',
      enrolledCourses: [
        { _id: 'c2', title: 'UPSC Prelims + Mains' },
        { _id: 'c1', title: 'GPSC Class 1-2' },
      ],
      updatedAt: '2026-11-20T10:00:00.000Z',
      course: { _id: 'c2', title: 'UPSC Prelims + Mains' },
    },
    {
      _id: 's1',
      name: 'Ravi Patel',
      email: 'ravi@example.com',
      enrolledCourses: [{ _id: 'c1', title: 'GPSC Class 1-2' }],
      updatedAt: '2026-11-19T04:30:00.000Z',
      course: { _id: 'c1', title: 'GPSC Class 1-2' },
    },
  ],
  courseStats: [
    { _id: 'c1', title: 'GPSC Class 1-2', enrollmentCount: 120, totalRevenue: 1200000 },
    { _id: 'c2', title: 'UPSC Prelims + Mains', enrollmentCount: 1, totalRevenue: 34567.5 },
  ],
  dues: { dueThisWeek: 14999.4, overdue: 2500 },
};

function renderDashboard(respond: (url: string) => Response | undefined = () => undefined) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = stubFetch((url) => {
    const answer = respond(url);
    if (answer) return answer;
    if (url === '/api/auth/profile') return jsonResponse({ success: true, user: fakeUser('admin'), userType: 'admin' });
    if (url === '/api/admin/dashboard') return jsonResponse({ success: true, ...dashboard });
    if (url === '/api/upi-payments/pending') return jsonResponse({ success: true, items: [] });
    return jsonResponse({ success: false, error: `Unexpected ${url}` }, 404);
  });
  render(
    <SessionProvider>
      <MemoryRouter>
        <RequireRole requireAdmin>
          <AdminDashboard />
        </RequireRole>
      </MemoryRouter>
    </SessionProvider>,
  );
  return fetchMock;
}

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const rowsOf = (heading: string) => {
  const section = screen.getByRole('region', { name: heading });
  return within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
};

describe('admin dashboard', () => {
  it('greets the admin and shows the four figures from /api/admin/dashboard, revenue in rupees with Indian grouping', async () => {
    const fetchMock = renderDashboard();
    // The page opens once the session says who is signed in (the admin routes' guard).
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard...');
    expect(await screen.findByText('Welcome, Asha Admin!')).toBeInTheDocument();
    await screen.findByText('Total Students');
    expect(statValue('Total Students')).toBe('1,402');
    expect(statValue('Total Courses')).toBe('7');
    expect(statValue('Total Videos')).toBe('38');
    expect(statValue('Total Revenue')).toBe('₹12,34,567.50');
    // Money due is said apart from the revenue, and not counted in it.
    expect(statValue('Due this week')).toBe('₹14,999.40');
    expect(statValue('Overdue')).toBe('₹2,500');
    // What the revenue covers, under it; and that the per-course figures do not add up to it.
    expect(
      screen.getByText('Total Revenue', { selector: 'dt' }).parentElement!.querySelector('.stat-card-note'),
    ).toHaveTextContent(
      'Everything received, less refunds: video courses, the GPSC/UPSC card programmes and test series',
    );
    expect(screen.getByRole('region', { name: 'Course Performance' })).toHaveAccessibleDescription(
      'Video courses in the catalogue only: their UPI and office payments, less refunds. The card programmes and test series are in Reports.',
    );
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/dashboard');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it('lists Recent Enrollments (student, course, when, how many courses) and Course Performance (students, revenue)', async () => {
    renderDashboard();
    await screen.findByRole('region', { name: 'Recent Enrollments' });
    expect(rowsOf('Recent Enrollments')).toEqual([
      ['Meena Shahmeena@example.com', 'UPSC Prelims + Mains', '20 Nov 2026, 3:30 pm', '2'],
      ['Ravi Patelravi@example.com', 'GPSC Class 1-2', '19 Nov 2026, 10:00 am', '1'],
    ]);
    expect(screen.getByRole('link', { name: 'Meena Shah' })).toHaveAttribute('href', '/admin/students/s2');
    expect(rowsOf('Course Performance')).toEqual([
      ['GPSC Class 1-2', '120', '₹12,00,000'],
      ['UPSC Prelims + Mains', '1', '₹34,567.50'],
    ]);
  });

  it('says when there are no enrolments or courses yet', async () => {
    renderDashboard((url) =>
      url === '/api/admin/dashboard'
        ? jsonResponse({ success: true, ...dashboard, recentEnrollments: [], courseStats: [] })
        : undefined,
    );
    expect(await screen.findByText('No enrollments yet.')).toBeInTheDocument();
    expect(screen.getByText('No courses yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to load dashboard data' when the call fails, with no figures, and Try Again loads again", async () => {
    let fail = true;
    renderDashboard((url) =>
      url === '/api/admin/dashboard' && fail ? jsonResponse({ success: false, error: 'Boom' }, 500) : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Total Revenue')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Refresh loads the figures again and shows the new ones', async () => {
    let students = 1402;
    renderDashboard((url) =>
      url === '/api/admin/dashboard'
        ? jsonResponse({ success: true, ...dashboard, stats: { ...dashboard.stats, totalStudents: students } })
        : undefined,
    );
    await screen.findByText('Total Students');
    students = 1403;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(statValue('Total Students')).toBe('1,403'));
  });

  it('links every admin page as a quick action', async () => {
    renderDashboard();
    await screen.findByText('Total Students');
    const quickActions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(quickActions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/approvals',
      '/admin/bank-statements',
      '/admin/courses',
      '/admin/courses/new',
      '/admin/test-series',
      '/admin/students',
      '/admin/payments',
      '/admin/coupons',
      '/admin/dues',
      '/admin/doubts',
      '/reports',
      '/admin/homepage-ads',
      '/admin/site-settings',
      '/admin/staff',
      '/admin/audit',
    ]);
  });

  it('Test API shows an alert with the total number of courses from /api/courses/test/all', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchMock = renderDashboard((url) =>
      url === '/api/courses/test/all' ? jsonResponse({ success: true, totalCourses: 9 }) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Test API' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('API is working. Total courses: 9'));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/courses/test/all');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it('Test API says so in the alert when the call fails', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderDashboard((url) =>
      url === '/api/courses/test/all'
        ? jsonResponse({ success: false, error: 'Admin access required', code: 'admin_only' }, 403)
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Test API' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('API test failed: Admin access required'));
    expect(screen.getByRole('button', { name: 'Test API' })).toBeEnabled();
  });
});
