import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StudentDashboard } from '../../web/src/features/dashboard/StudentDashboard';
import { SessionProvider } from '../../web/src/lib/session';
import { jsonResponse, profileResponder, requestHeaders, stubFetch } from './helpers';

const enrollments = [
  {
    course: { _id: 'c1', title: 'GPSC Class 1-2', description: 'Complete preparation for GPSC Class 1 and 2.' },
    enrolledAt: '2025-02-01T10:00:00.000Z',
  },
  {
    course: { _id: 'c2', title: 'UPSC Prelims + Mains', description: 'Prelims and Mains in one course.' },
    enrolledAt: '2025-03-15T10:00:00.000Z',
  },
];

function renderDashboard(enrollmentsResponse: () => Response | Promise<Response>) {
  const profile = profileResponder('student');
  const fetchMock = stubFetch((url) => {
    if (url === '/api/payments/enrollments') return enrollmentsResponse();
    if (url === '/api/payments/mine') return jsonResponse({ success: true, payments: [] });
    return profile(url);
  });
  render(
    <SessionProvider>
      <MemoryRouter>
        <StudentDashboard />
      </MemoryRouter>
    </SessionProvider>,
  );
  return fetchMock;
}

/** The figure shown under a card's label. */
function figure(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
}

describe('student dashboard', () => {
  it('greets the student and shows a spinner while the enrollments load', async () => {
    renderDashboard(() => new Promise<Response>(() => {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ravi Patel!' })).toBeInTheDocument();
    expect(screen.getByText('student@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading your courses...');
  });

  it('counts the enrolled courses and lists them with Access Course', async () => {
    const fetchMock = renderDashboard(() => jsonResponse({ success: true, enrollments }));
    const myCourses = await screen.findByRole('region', { name: 'My Courses' });

    expect(figure('Enrolled Courses')).toBe('2');
    expect(figure('Completed')).toBe('0');
    expect(figure('In Progress')).toBe('2');

    const items = within(myCourses).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Complete preparation for GPSC Class 1 and 2.');
    expect(items[0]).toHaveTextContent('Enrolled on 1 Feb 2025');
    expect(within(items[0]!).getByRole('link', { name: /Access Course/ })).toHaveAttribute('href', '/course/c1');
    expect(within(items[1]!).getByRole('link', { name: /Access Course/ })).toHaveAttribute('href', '/course/c2');

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/payments/enrollments');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer student-token');
  });

  it("shows 'No courses enrolled' and Browse Courses when there are none", async () => {
    renderDashboard(() => jsonResponse({ success: true, enrollments: [] }));
    expect(await screen.findByText('No courses enrolled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/');
    expect(figure('Enrolled Courses')).toBe('0');
    expect(figure('In Progress')).toBe('0');
  });

  it("shows 'Failed to load enrollments' and loads again on Try Again", async () => {
    let calls = 0;
    renderDashboard(() =>
      ++calls === 1
        ? jsonResponse({ success: false, error: 'Internal error' }, 500)
        : jsonResponse({ success: true, enrollments }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load enrollments');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'My Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
