/**
 * An admin screen of another staff role, opened by its address: the page says the role does not allow
 * it and asks the server for nothing, instead of a load error whose retry can never work.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/types';
import { AdminScreens } from '../../web/src/app/admin-screens';
import { RequireRole } from '../../web/src/components/RequireRole';
import { ToastProvider } from '../../web/src/components/toast';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, stubFetch } from './helpers';

function openAs(staffRole: StaffRole, path: string) {
  localStorage.setItem('token', 'staff-token');
  const fetchMock = stubFetch((url) => {
    if (url === '/api/auth/profile')
      return jsonResponse({ success: true, user: { ...fakeUser('admin'), staffRole }, userType: 'admin' });
    if (url.startsWith('/api/admin/payments')) return jsonResponse({ success: true, items: [] });
    return jsonResponse({ success: false, error: `Unexpected ${url}` }, 404);
  });
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <Routes>
            <Route
              path="/admin/*"
              element={
                <RequireRole requireAdmin>
                  <AdminScreens notFound={<p>Not found</p>} />
                </RequireRole>
              }
            />
          </Routes>
        </ToastProvider>
      </MemoryRouter>
    </SessionProvider>,
  );
  const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
  return { asked };
}

describe('an admin screen opened by its address', { timeout: 20_000 }, () => {
  it('tells faculty that their role does not allow the payments, and asks for none', async () => {
    const { asked } = openAs('faculty', '/admin/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your staff role does not allow this');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('heading', { name: 'Payments' })).toBeNull();
    expect(asked().some((url) => url.startsWith('/api/admin/payments'))).toBe(false);
  });

  it("tells the accountant that the staff list is the owner's", async () => {
    openAs('accountant', '/admin/staff');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your staff role does not allow this');
    expect(screen.queryByRole('button', { name: 'Invite staff' })).toBeNull();
  });

  it('opens the payments for the accountant', async () => {
    const { asked } = openAs('accountant', '/admin/payments');
    await screen.findByRole('heading', { level: 1, name: 'Payments' });
    expect(screen.queryByText('Your staff role does not allow this')).toBeNull();
    expect(asked().some((url) => url.startsWith('/api/admin/payments'))).toBe(true);
  });
});
