import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminDashboard } from '../../web/src/features/admin/AdminDashboard';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeCourse, fakeUser, jsonResponse, requestHeaders, stubFetch } from './helpers';

function renderAsAdmin(coursesResponse: () => Response) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = stubFetch((url) =>
    url === '/api/auth/profile'
      ? jsonResponse({ success: true, user: fakeUser('admin'), userType: 'admin' })
      : coursesResponse(),
  );
  render(
    <SessionProvider>
      <MemoryRouter>
        <AdminDashboard />
      </MemoryRouter>
    </SessionProvider>,
  );
  return fetchMock;
}

describe('admin dashboard', () => {
  it('greets the admin and lists courses from /api/admin/courses with the bearer token', async () => {
    const fetchMock = renderAsAdmin(() => jsonResponse({ success: true, courses: [fakeCourse()] }));
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Asha Admin!')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '₹1,25,000' })).toBeInTheDocument();
    const adminCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/courses');
    expect(requestHeaders(adminCall?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it("shows 'Failed to load courses' when the call fails", async () => {
    renderAsAdmin(() => jsonResponse({ success: false, error: 'Forbidden' }, 403));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load courses');
  });

  it('links to the admin pages that exist as quick actions', () => {
    renderAsAdmin(() => jsonResponse({ success: true, courses: [] }));
    const quickActions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(quickActions.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/admin/approvals',
      '/admin/courses',
      '/admin/courses/new',
      '/admin/test-series',
      '/admin/homepage-ads',
    ]);
  });

  it('says so when there are no courses', async () => {
    renderAsAdmin(() => jsonResponse({ success: true, courses: [] }));
    expect(await screen.findByText('No courses found')).toBeInTheDocument();
  });
});
