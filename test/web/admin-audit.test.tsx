import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/audit';
import { AuditPage } from '../../web/src/features/admin-audit/AuditPage';
import { jsonResponse, stubFetch, stubPendingFetch } from './helpers';

const approval: AuditEntry = {
  at: '2026-11-27T05:00:00.000Z#a1',
  actorId: 'acc1',
  actorName: 'Kiran Accountant',
  actorRole: 'accountant',
  route: 'POST /api/upi-payments/{id}/approve',
  kind: 'money',
  itemId: 'pay1',
  params: { id: 'pay1' },
  fields: {},
  address: '203.0.113.7',
  outcome: { status: 200, before: { status: 'pending' }, after: { status: 'approved', amount: 2700 } },
};
const refusedEdit: AuditEntry = {
  at: '2026-11-27T04:00:00.000Z#a2',
  actorId: 'fac1',
  actorName: 'Meera Faculty',
  actorRole: 'faculty',
  route: 'PUT /api/courses/{id}',
  kind: 'content',
  itemId: 'c1',
  params: { id: 'c1' },
  fields: { price: 12000 },
  address: '203.0.113.8',
  outcome: { status: 409, code: 'conflict' },
};

function stubAudit(pages: Record<string, { entries: AuditEntry[]; nextCursor?: string }>) {
  localStorage.setItem('token', 'owner-token');
  return stubFetch((url) => {
    if (url === '/api/admin/staff')
      return jsonResponse({
        success: true,
        staff: [
          {
            _id: 'acc1',
            name: 'Kiran Accountant',
            email: 'k@x.in',
            role: 'accountant',
            disabled: false,
            invited: false,
            createdAt: '2026-01-01',
          },
        ],
      });
    const key = url.replace(/^\/api\/admin\/audit\??/, '');
    const page = pages[key];
    if (url.startsWith('/api/admin/audit') && page) return jsonResponse({ success: true, ...page });
    throw new Error(`Unexpected call: ${url}`);
  });
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <AuditPage />
    </MemoryRouter>,
  );

describe('the audit log page', { timeout: 20_000 }, () => {
  it('shows a spinner while loading', () => {
    stubPendingFetch();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log...');
  });

  it('lists who did what with the changes and the outcome, newest first, and pages on', async () => {
    stubAudit({ '': { entries: [approval], nextCursor: 'NEXT1' }, 'cursor=NEXT1': { entries: [refusedEdit] } });
    renderPage();
    const rows = await screen.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Kiran Accountant (accountant)');
    expect(rows[1]).toHaveTextContent('POST /api/upi-payments/{id}/approve');
    expect(rows[1]).toHaveTextContent('status: pending → approved');
    expect(rows[1]).toHaveTextContent('amount: 2700');
    expect(rows[1]).toHaveTextContent('Done (200)');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('row')[1]).toHaveTextContent('Meera Faculty (faculty)'));
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('price: 12000');
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Refused (409 conflict)');
  });

  it('filters by person and kind, and says when nothing matches', async () => {
    stubAudit({ '': { entries: [approval] }, 'actor=acc1&kind=content': { entries: [] } });
    renderPage();
    await screen.findAllByRole('row');
    const form = screen.getByRole('form', { name: 'Filter the audit log' });
    await userEvent.selectOptions(within(form).getByLabelText('Person'), 'acc1');
    await userEvent.selectOptions(within(form).getByLabelText('Kind of action'), 'content');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No staff actions match these filters.')).toBeInTheDocument();
  });

  it('says when the log cannot be loaded', async () => {
    localStorage.setItem('token', 'owner-token');
    stubFetch(() => jsonResponse({ success: false, error: 'x' }, 500));
    renderPage();
    expect(await screen.findByText('The audit log could not be loaded')).toBeInTheDocument();
  });
});
