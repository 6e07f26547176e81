import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminDuesPage } from '../../web/src/features/admin-dues/AdminDuesPage';
import { jsonResponse, stubFetch, stubPendingFetch } from './helpers';

const row = (id: string, overrides: Record<string, unknown> = {}) => ({
  _id: id,
  student: { _id: `s-${id}`, name: `Student ${id}`, email: `${id}@example.com`, mobile: '9876543210' },
  product: { kind: 'course', _id: 'c1', title: 'GPSC Class 1-2' },
  plan: { _id: 'p1', name: '3 instalments' },
  instalment: 2,
  amount: 7499.7,
  dueOn: '2026-11-01',
  status: 'overdue',
  daysOverdue: 26,
  ...overrides,
});

function renderPage(respond: (url: string) => Response) {
  localStorage.setItem('token', 'admin-token');
  const calls: string[] = [];
  stubFetch((url) => {
    calls.push(url);
    return respond(url);
  });
  render(
    <MemoryRouter>
      <AdminDuesPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('the admin Dues page', { timeout: 20_000 }, () => {
  it('shows a spinner while loading', () => {
    stubPendingFetch();
    render(
      <MemoryRouter>
        <AdminDuesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading dues...');
  });

  it('lists the overdue dues first, with who owes what, since when, and the totals', async () => {
    const calls = renderPage(() =>
      jsonResponse({
        success: true,
        dues: [row('a'), row('b', { amount: 500, daysOverdue: 3 })],
        totals: { count: 2, amount: 7999.7 },
      }),
    );
    expect(await screen.findByText('2 dues, ₹7,999.70 in all')).toBeInTheDocument();
    expect(calls[0]).toBe('/api/admin/dues?status=overdue');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Student a');
    expect(rows[0]).toHaveTextContent('9876543210');
    expect(rows[0]).toHaveTextContent('₹7,499.70');
    expect(rows[0]).toHaveTextContent('26 days overdue');
    expect(rows[1]).toHaveTextContent('3 days overdue');
  });

  it('changes state and searches, and loads more by the cursor', async () => {
    const calls = renderPage((url) => {
      if (url.includes('cursor=c1'))
        return jsonResponse({
          success: true,
          dues: [row('z', { status: 'due', daysOverdue: 0 })],
          totals: { count: 2, amount: 1 },
        });
      if (url.includes('status=due'))
        return jsonResponse({
          success: true,
          dues: [row('y', { status: 'due', daysOverdue: 0 })],
          totals: { count: 2, amount: 1 },
          nextCursor: 'c1',
        });
      return jsonResponse({ success: true, dues: [], totals: { count: 0, amount: 0 } });
    });
    expect(await screen.findByText('No dues here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Due this week' }));
    await userEvent.type(screen.getByLabelText('Name, mobile or e-mail'), 'asha');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls).toContain('/api/admin/dues?status=due&search=asha'));
    expect(await screen.findByText('Student y')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Student z')).toBeInTheDocument();
    expect(calls).toContain('/api/admin/dues?status=due&cursor=c1&search=asha');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('says when the dues could not be loaded', async () => {
    renderPage(() => jsonResponse({ success: false, error: 'x', code: 'internal' }, 500));
    expect(await screen.findByText('The dues could not be loaded.')).toBeInTheDocument();
  });
});
