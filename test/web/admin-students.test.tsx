import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AdminStudent } from '../../shared/admin-types';
import { StudentsPage } from '../../web/src/features/admin-students/StudentsPage';
import { jsonResponse, requestHeaders, stubFetch } from './helpers';

const meena: AdminStudent = {
  _id: 's2',
  name: 'Meena Shah',
  email: 'meena@example.com',
  mobile: '9876500002',
  joinedAt: '2026-11-02T09:00:00.000Z',
  enrolledCourses: [
    { _id: 'c1', title: 'GPSC Class 1-2' },
    { _id: 'c2', title: 'UPSC Prelims + Mains' },
  ],
};
const ravi: AdminStudent = {
  _id: 's1',
  name: 'Ravi Patel',
  email: 'ravi@example.com',
  mobile: '9876500001',
  joinedAt: '2026-10-15T09:00:00.000Z',
  enrolledCourses: [],
};
const asha: AdminStudent = {
  _id: 's0',
  name: 'Asha Desai',
  email: 'asha@example.com',
  mobile: '9876500000',
  joinedAt: '2026-09-01T09:00:00.000Z',
  enrolledCourses: [],
};

type Respond = (url: string) => Response | undefined;

/** Two pages of everyone (Meena, Ravi | Asha); a search for 'me' finds Meena; anything else finds nobody. */
function renderStudents(respond: Respond = () => undefined) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = stubFetch((url) => {
    const answer = respond(url);
    if (answer) return answer;
    if (url === '/api/admin/students')
      return jsonResponse({ success: true, students: [meena, ravi], nextCursor: 'after-ravi' });
    if (url === '/api/admin/students?cursor=after-ravi') return jsonResponse({ success: true, students: [asha] });
    if (url === '/api/admin/students?q=me') return jsonResponse({ success: true, students: [meena] });
    if (url.startsWith('/api/admin/students?q=')) return jsonResponse({ success: true, students: [] });
    return jsonResponse({ success: false, error: `Unexpected ${url}` }, 404);
  });
  render(
    <MemoryRouter>
      <StudentsPage />
    </MemoryRouter>,
  );
  return fetchMock;
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const listCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/students'));

describe('students page', () => {
  it('lists students newest first with name, email, mobile, joined and enrolled courses, each name linking to their page', async () => {
    const fetchMock = renderStudents();
    expect(screen.getByRole('heading', { level: 1, name: 'Students' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading students...');
    await screen.findByText('Meena Shah');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Mobile', 'Joined', 'Enrolled Courses']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Meena Shah', 'meena@example.com', '9876500002', '2 Nov 2026', 'GPSC Class 1-2, UPSC Prelims + Mains'],
      ['Ravi Patel', 'ravi@example.com', '9876500001', '15 Oct 2026', 'None'],
    ]);
    expect(screen.getByRole('link', { name: 'Meena Shah' })).toHaveAttribute('href', '/admin/students/s2');
    expect(requestHeaders(fetchMock.mock.calls[0]?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it('pages with the cursor the server handed out, and back', async () => {
    const fetchMock = renderStudents();
    await screen.findByText('Meena Shah');
    const pager = screen.getByRole('navigation', { name: 'Pages of students' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await screen.findByText('Asha Desai');
    expect(names()).toEqual(['Asha Desai']);
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await screen.findByText('Meena Shah');
    expect(listCalls(fetchMock)).toEqual([
      '/api/admin/students',
      '/api/admin/students?cursor=after-ravi',
      '/api/admin/students',
    ]);
  });

  it('searches by e-mail or name prefix from the first page, says when nobody matches, and Clear lists everyone again', async () => {
    const fetchMock = renderStudents();
    await screen.findByText('Meena Shah');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Asha Desai');

    const box = screen.getByRole('searchbox', { name: 'Search students' });
    await userEvent.type(box, '  me {Enter}');
    await waitFor(() => expect(names()).toEqual(['Meena Shah']));
    expect(screen.queryByRole('navigation', { name: 'Pages of students' })).not.toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'zz');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No students match “zz”.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await screen.findByText('Ravi Patel');
    expect(box).toHaveValue('');
    expect(listCalls(fetchMock)).toEqual([
      '/api/admin/students',
      '/api/admin/students?cursor=after-ravi',
      '/api/admin/students?q=me',
      '/api/admin/students?q=zz',
      '/api/admin/students',
    ]);
  });

  it('says a search takes a mobile number too', async () => {
    renderStudents();
    await screen.findByText('Meena Shah');
    const box = screen.getByRole('searchbox', { name: 'Search students' });
    expect(box).toHaveAttribute('placeholder', 'E-mail, the start of a name, or mobile');
    expect(box).toHaveAccessibleDescription(
      'Finds students whose e-mail, name or mobile number starts with what you type.',
    );
  });

  it('says so when no student has registered', async () => {
    renderStudents((url) =>
      url === '/api/admin/students' ? jsonResponse({ success: true, students: [] }) : undefined,
    );
    expect(await screen.findByText('No students have registered yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to load students' with Try Again", async () => {
    let fail = true;
    renderStudents(() => (fail ? jsonResponse({ success: false, error: 'Boom' }, 500) : undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load students');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Meena Shah')).toBeInTheDocument();
  });
});
