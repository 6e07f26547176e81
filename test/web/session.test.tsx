import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionProvider, useSession } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, requestHeaders, stubFetch, stubPendingFetch } from './helpers';

function SessionProbe() {
  const { user, userType, loading, isAuthenticated, isStudent, isAdmin, logout } = useSession();
  return (
    <>
      <output>
        {JSON.stringify({ name: user?.name ?? null, userType, loading, isAuthenticated, isStudent, isAdmin })}
      </output>
      <button type="button" onClick={logout}>
        Logout
      </button>
    </>
  );
}

function renderSession() {
  render(
    <SessionProvider>
      <SessionProbe />
    </SessionProvider>,
  );
}

const state = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;

describe('session provider', () => {
  it('fetches the profile with the stored token as bearer on start', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = stubFetch(() => jsonResponse({ success: true, user: fakeUser('student'), userType: 'student' }));
    renderSession();
    expect(state()).toMatchObject({ loading: true, isAuthenticated: false });

    await screen.findByText(/Ravi Patel/);
    expect(state()).toEqual({
      name: 'Ravi Patel',
      userType: 'student',
      loading: false,
      isAuthenticated: true,
      isStudent: true,
      isAdmin: false,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/profile');
    expect(requestHeaders(init).Authorization).toBe('Bearer abc');
  });

  it('clears the session when the profile call fails', async () => {
    localStorage.setItem('token', 'expired');
    stubFetch(() => jsonResponse({ success: false, error: 'Token expired' }, 401));
    renderSession();
    await screen.findByText(/"loading":false/);
    expect(state()).toMatchObject({ name: null, userType: null, isAuthenticated: false });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('makes no call without a stored token', () => {
    const fetchMock = stubPendingFetch();
    renderSession();
    expect(state()).toMatchObject({ loading: false, isAuthenticated: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logout clears the token, user and type', async () => {
    localStorage.setItem('token', 'abc');
    stubFetch(() => jsonResponse({ success: true, user: fakeUser('admin'), userType: 'admin' }));
    renderSession();
    await screen.findByText(/"isAdmin":true/);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(state()).toMatchObject({ name: null, userType: null, isAuthenticated: false, isAdmin: false });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
