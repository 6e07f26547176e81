import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../shared/staff';
import { ToastProvider } from '../../web/src/components/toast';
import { StaffPage } from '../../web/src/features/admin-staff/StaffPage';
import { forgetRecentGets } from '../../web/src/lib/api';
import { fakeCourse, jsonResponse, stubFetch, stubPendingFetch } from './helpers';

const OWNER: StaffMember = {
  _id: 'S1',
  name: 'Asha Owner',
  email: 'asha@example.com',
  role: 'owner',
  disabled: false,
  invited: false,
  createdAt: '2026-01-05T06:00:00.000Z',
};
const FACULTY: StaffMember = {
  _id: 'S2',
  name: 'Meera Shah',
  email: 'meera@example.com',
  role: 'faculty',
  courseIds: ['c2'],
  disabled: false,
  invited: true,
  createdAt: '2026-02-10T06:00:00.000Z',
};
const COURSES = [fakeCourse({ _id: 'c1', title: 'GPSC Class 1-2' }), fakeCourse({ _id: 'c2', title: 'UPSC Prelims' })];

type Answer = (body: Record<string, unknown>) => Response;

function renderPage(staff: StaffMember[], answers: { post?: Answer; put?: Answer } = {}) {
  const fetchMock = stubFetch((url, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (init?.method === 'POST' && answers.post) return answers.post(body);
    if (init?.method === 'PUT' && answers.put) return answers.put(body);
    if (url === '/api/courses') return jsonResponse({ success: true, courses: COURSES });
    return jsonResponse({ success: true, staff });
  });
  render(
    <MemoryRouter>
      <ToastProvider>
        <StaffPage />
      </ToastProvider>
    </MemoryRouter>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const sent = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url, body: JSON.parse(String(init!.body)) as unknown }));

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('the staff page', () => {
  beforeEach(() => forgetRecentGets());

  it('lists every staff member with role, courses, status and date', async () => {
    renderPage([OWNER, FACULTY]);
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument();
    const owner = await screen.findByRole('row', { name: /Asha Owner/ });
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).getByText('Active')).toBeInTheDocument();
    const faculty = rowOf('Meera Shah');
    expect(within(faculty).getByText('UPSC Prelims')).toBeInTheDocument();
    expect(within(faculty).getByText('Invited, not joined yet')).toBeInTheDocument();
  });

  it('says when there are no staff accounts', async () => {
    renderPage([]);
    expect(await screen.findByText('No staff accounts yet.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    stubFetch(() => jsonResponse({ success: false, error: 'Down', code: 'internal_error' }, 500));
    render(
      <MemoryRouter>
        <ToastProvider>
          <StaffPage />
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('The staff list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('shows a spinner while loading', () => {
    stubPendingFetch();
    render(
      <MemoryRouter>
        <ToastProvider>
          <StaffPage />
        </ToastProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('invites a faculty member limited to a course, and adds them to the list', async () => {
    const { fetchMock, user } = renderPage([OWNER], {
      post: (body) =>
        jsonResponse(
          {
            success: true,
            reinvited: false,
            staff: { ...FACULTY, _id: 'S3', name: body.name, email: body.email, courseIds: body.courseIds },
          },
          201,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Kiran Desai');
    await user.type(within(dialog).getByLabelText('E-mail'), 'kiran@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'faculty');
    await user.click(within(dialog).getByLabelText('GPSC Class 1-2'));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to kiran@example.com')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual([
      {
        url: '/api/admin/staff',
        body: { name: 'Kiran Desai', email: 'kiran@example.com', role: 'faculty', language: 'en', courseIds: ['c1'] },
      },
    ]);
    expect(within(rowOf('Kiran Desai')).getByText('GPSC Class 1-2')).toBeInTheDocument();
    // Courses are offered for faculty only.
    await user.click(screen.getByRole('button', { name: 'Invite staff' }));
    await user.selectOptions(screen.getByLabelText('Role'), 'accountant');
    expect(screen.queryByLabelText('GPSC Class 1-2')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when an e-mail is in use, keeping the dialog open', async () => {
    const { user } = renderPage([OWNER], {
      post: () =>
        jsonResponse({ success: false, error: 'An account with this email already exists', code: 'email_taken' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite staff' }));
    await user.type(screen.getByLabelText('Name'), 'Someone');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Invite a staff member' })).toBeInTheDocument();
  });

  it('changes a role and its courses', async () => {
    const { fetchMock, user } = renderPage([OWNER, FACULTY], {
      put: (body) => jsonResponse({ success: true, staff: { ...FACULTY, ...body } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change the role of Meera Shah' }));
    const dialog = screen.getByRole('dialog', { name: 'Role of Meera Shah' });
    expect(within(dialog).getByLabelText('UPSC Prelims')).toBeChecked();
    await user.click(within(dialog).getByLabelText('GPSC Class 1-2'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Meera Shah's role is saved")).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT')).toEqual([
      { url: '/api/admin/staff/S2', body: { role: 'faculty', courseIds: ['c2', 'c1'] } },
    ]);
  });

  it('disables only after the confirmation, and shows a refusal such as the last owner', async () => {
    let refuse = true;
    const { fetchMock, user } = renderPage([OWNER, FACULTY], {
      put: (body) =>
        refuse
          ? jsonResponse({ success: false, error: 'last', code: 'last_owner' }, 409)
          : jsonResponse({ success: true, staff: { ...FACULTY, ...body } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Disable Asha Owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Asha Owner?' });
    expect(sent(fetchMock, 'PUT')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText('The institute needs at least one enabled owner; make someone else an owner first'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Disable Meera Shah' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disable Meera Shah?' })).getByRole('button', { name: 'Disable' }),
    );
    expect(await screen.findByText('Meera Shah is disabled')).toBeInTheDocument();
    expect(within(rowOf('Meera Shah')).getByText('Disabled')).toBeInTheDocument();
    expect(sent(fetchMock, 'PUT').at(-1)).toEqual({ url: '/api/admin/staff/S2', body: { disabled: true } });
    expect(screen.getByRole('button', { name: 'Enable Meera Shah' })).toBeInTheDocument();
  });
});
