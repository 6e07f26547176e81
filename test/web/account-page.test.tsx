import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AccountPage } from '../../web/src/features/account/AccountPage';
import { SessionProvider, useSession } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, requestHeaders, stubFetch } from './helpers';

function SessionName() {
  const { user } = useSession();
  return <p data-testid="session-user">{user ? `${user.name} ${user.mobile}` : 'signed out'}</p>;
}

function renderAccount(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  localStorage.setItem('token', 'student-token');
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/auth/profile')
      return jsonResponse({ success: true, user: fakeUser('student'), userType: 'student' });
    return respond(url, init);
  });
  render(
    <SessionProvider>
      <MemoryRouter>
        <SessionName />
        <AccountPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const callsTo = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url);

describe('the account page', () => {
  it('shows a spinner while the account loads, and Try Again when it fails', async () => {
    let fail = true;
    localStorage.setItem('token', 'student-token');
    stubFetch(() =>
      fail
        ? jsonResponse({ success: false, error: 'down' }, 500)
        : jsonResponse({ success: true, user: fakeUser('student'), userType: 'student' }),
    );
    render(
      <SessionProvider>
        <MemoryRouter>
          <AccountPage />
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your account');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ravi Patel');
  });

  it('saves a new name and mobile, with the rules of registration, and the session shows them', async () => {
    const { fetchMock, user } = renderAccount((url, init) => {
      const body = JSON.parse(String(init?.body));
      return jsonResponse({ success: true, user: { ...fakeUser('student'), ...body } });
    });
    const details = await screen.findByRole('form', { name: 'Your details' });
    expect(details).toHaveTextContent('Email: student@example.com.');
    await user.clear(within(details).getByLabelText('Mobile'));
    await user.type(within(details).getByLabelText('Mobile'), '12345');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(within(details).getByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/account/details')).toHaveLength(0);

    await user.clear(within(details).getByLabelText('Name'));
    await user.type(within(details).getByLabelText('Name'), 'Ravi Kumar Patel');
    await user.clear(within(details).getByLabelText('Mobile'));
    await user.type(within(details).getByLabelText('Mobile'), '9123456780');
    await user.click(within(details).getByRole('button', { name: 'Save details' }));
    expect(await within(details).findByRole('status')).toHaveTextContent('Your details have been saved.');
    const [, init] = callsTo(fetchMock, '/api/account/details')[0]!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Ravi Kumar Patel', mobile: '9123456780' });
    expect(requestHeaders(init).Authorization).toBe('Bearer student-token');
    expect(screen.getByTestId('session-user')).toHaveTextContent('Ravi Kumar Patel 9123456780');
  });

  it('changes the password with the current one and keeps this session with the new token', async () => {
    const { fetchMock, user } = renderAccount(() =>
      jsonResponse({ success: true, token: 'fresh-token', user: fakeUser('student') }),
    );
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'secret123');
    await user.type(within(form).getByLabelText('New password'), 'better-secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'better-secre');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/account/password')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Confirm new password'), 't');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Your password has been changed. Every other device that was logged in to your account has been logged out.',
    );
    expect(JSON.parse(String(callsTo(fetchMock, '/api/account/password')[0]![1]?.body))).toEqual({
      currentPassword: 'secret123',
      newPassword: 'better-secret',
    });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('says under the field when the current password is wrong', async () => {
    const { user } = renderAccount(() =>
      jsonResponse(
        {
          success: false,
          code: 'wrong_current_password',
          field: 'currentPassword',
          error: 'Your current password is not correct',
        },
        400,
      ),
    );
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'not-it');
    await user.type(within(form).getByLabelText('New password'), 'better-secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'better-secret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is not correct',
      ),
    );
    expect(localStorage.getItem('token')).toBe('student-token');
  });
});

describe('the dashboard', () => {
  it('links to the account page', async () => {
    const { StudentDashboard } = await import('../../web/src/features/dashboard/StudentDashboard');
    localStorage.setItem('token', 'student-token');
    stubFetch((url) => {
      if (url === '/api/auth/profile')
        return jsonResponse({ success: true, user: fakeUser('student'), userType: 'student' });
      return jsonResponse({ success: true, enrollments: [], progress: [], payments: [], testSeries: [], attempts: [] });
    });
    render(
      <SessionProvider>
        <MemoryRouter>
          <StudentDashboard />
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(await screen.findByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/dashboard/account');
  });
});

describe('the account route', () => {
  it('opens /dashboard/account to a student and sends a guest home', async () => {
    const { AppRoutes } = await import('../../web/src/app/AppRoutes');
    const { cleanup } = await import('@testing-library/react');
    for (const signedIn of [true, false]) {
      if (signedIn) localStorage.setItem('token', 'student-token');
      stubFetch((url) =>
        url === '/api/auth/profile' && signedIn
          ? jsonResponse({ success: true, user: fakeUser('student'), userType: 'student' })
          : jsonResponse({ success: true, courses: [], ads: [] }),
      );
      render(
        <SessionProvider>
          <MemoryRouter initialEntries={['/dashboard/account']}>
            <AppRoutes />
          </MemoryRouter>
        </SessionProvider>,
      );
      const heading = signedIn ? 'My Account' : 'Gyanpath Academy';
      expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
      cleanup();
      localStorage.clear();
    }
  });
});
