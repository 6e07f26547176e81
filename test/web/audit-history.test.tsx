import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/types';
import { AuditHistory } from '../../web/src/components/AuditHistory';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, stubFetch } from './helpers';

function renderAs(staffRole: StaffRole) {
  localStorage.setItem('token', 'staff-token');
  const fetchMock = stubFetch((url) => {
    if (url === '/api/auth/profile')
      return jsonResponse({ success: true, user: { ...fakeUser('admin'), staffRole }, userType: 'admin' });
    if (url === '/api/admin/audit?itemId=s1')
      return jsonResponse({
        success: true,
        entries: [
          {
            at: '2026-11-27T05:00:00.000Z#a1',
            actorId: 'acc1',
            actorName: 'Kiran Accountant',
            actorRole: 'accountant',
            route: 'POST /api/admin/students/{id}/offline-payments',
            kind: 'money',
            itemId: 's1',
            params: { id: 's1' },
            fields: { amount: 4000 },
            address: '203.0.113.7',
            outcome: { status: 200, after: { amount: 4000 } },
          },
        ],
      });
    throw new Error(`Unexpected call: ${url}`);
  });
  render(
    <SessionProvider>
      <AuditHistory itemId="s1" />
    </SessionProvider>,
  );
  return fetchMock;
}

describe("an item's history from the audit log", () => {
  it('shows the owner who changed it, as which role, with the change', async () => {
    renderAs('owner');
    expect(await screen.findByRole('heading', { name: 'History' })).toBeInTheDocument();
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('27 Nov 2026');
    expect(item).toHaveTextContent('Kiran Accountant (accountant)');
    expect(item).toHaveTextContent('POST /api/admin/students/{id}/offline-payments');
    expect(item).toHaveTextContent('amount: 4000');
  });

  it('shows nothing to another role, and asks the log for nothing', async () => {
    const fetchMock = renderAs('accountant');
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/profile'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'History' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/admin/audit?itemId=s1');
  });
});
