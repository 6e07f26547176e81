import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { QuickActions } from '../../web/src/features/admin/QuickActions';
import { AdminApprovalsPage } from '../../web/src/features/admin-approvals/AdminApprovalsPage';
import { PendingApprovalsLink } from '../../web/src/components/layout/PendingApprovalsLink';
import { ToastProvider } from '../../web/src/components/toast';
import { jsonResponse, requestHeaders, stubFetch } from './helpers';

const pendingItem = (id: string, name: string, utr: string) => ({
  _id: id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: '9876543210',
  courseTitle: 'UPSC Prelims + Mains',
  utrNumber: utr,
  amount: 35000,
  submittedAt: '2026-11-20T10:00:00.000Z',
});
const ravi = pendingItem('p1', 'Ravi Patel', '123456789012');
const meena = pendingItem('p2', 'Meena Shah', 'ABCDEF123456');

/** Answers the pending list from `lists` in turn (the last one repeats) and each action with `action`. */
/** The page inside the app's toasts; `withCounts` adds the header's and the dashboard's counts of waiting payments. */
function setUp(
  lists: (() => Response)[],
  action: () => Response = () => jsonResponse({ success: true }),
  { withCounts = false } = {},
) {
  localStorage.setItem('token', 'admin-token');
  let listCalls = 0;
  const fetchMock = stubFetch((url) => {
    if (url === '/api/upi-payments/pending') return lists[Math.min(listCalls++, lists.length - 1)]!();
    if (/^\/api\/upi-payments\/p\d\/(approve|reject)$/.test(url)) return action();
    throw new Error(`Unexpected call: ${url}`);
  });
  const promptMock = vi.spyOn(window, 'prompt');
  render(
    <MemoryRouter initialEntries={['/admin/approvals']}>
      <ToastProvider>
        {withCounts && (
          <nav aria-label="Header">
            <ul>
              <PendingApprovalsLink />
            </ul>
          </nav>
        )}
        {withCounts && <QuickActions />}
        <AdminApprovalsPage />
      </ToastProvider>
    </MemoryRouter>,
  );
  return { fetchMock, promptMock, user: userEvent.setup() };
}

const listed =
  (...items: unknown[]) =>
  () =>
    jsonResponse({ success: true, items });
const callsTo = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('admin approvals', { timeout: 20_000 }, () => {
  it('lists pending UPI payments with Name, Email, Phone, Course, UTR and the two buttons', async () => {
    const { fetchMock } = setUp([listed(ravi, meena)]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading pending payments...');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Course', 'UTR', 'Actions']);
    const row = rowOf('Ravi Patel');
    for (const text of ['ravi@example.com', '9876543210', 'UPSC Prelims + Mains', '123456789012'])
      expect(row).toHaveTextContent(text);
    expect(within(row).getByRole('button', { name: 'Approve Ravi Patel (UTR 123456789012)' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Reject Ravi Patel (UTR 123456789012)' })).toBeEnabled();
    expect(requestHeaders(callsTo(fetchMock, '/api/upi-payments/pending')[0]?.[1]).Authorization).toBe(
      'Bearer admin-token',
    );
  });

  it("says 'No pending payments.' when there are none", async () => {
    setUp([listed()]);
    expect(await screen.findByText('No pending payments.')).toBeInTheDocument();
  });

  it('ignores a pending-load error and shows the empty table (spec)', async () => {
    setUp([() => jsonResponse({ success: false, error: 'Internal error' }, 500)]);
    expect(await screen.findByText('No pending payments.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('approves with an empty POST and reloads the list, so the item leaves it', async () => {
    const { fetchMock, user } = setUp([listed(ravi, meena), listed(meena)]);
    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    await waitFor(() => expect(screen.queryByText('Ravi Patel')).not.toBeInTheDocument());
    expect(screen.getByText('Meena Shah')).toBeInTheDocument();
    const [approve] = callsTo(fetchMock, '/api/upi-payments/p1/approve');
    expect(approve?.[1]?.method).toBe('POST');
    expect(approve?.[1]?.body).toBeUndefined();
    expect(callsTo(fetchMock, '/api/upi-payments/pending')).toHaveLength(2);
  });

  it('takes an approved item off the list at once, before the reload answers, so it cannot be decided twice', async () => {
    const { fetchMock, user } = setUp([
      listed(ravi, meena),
      () => new Promise<Response>(() => {}) as unknown as Response,
    ]);
    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    await waitFor(() => expect(screen.queryByText('Ravi Patel')).not.toBeInTheDocument());
    expect(screen.getByText('Meena Shah')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/upi-payments/p1/approve')).toHaveLength(1);
  });

  it('rejects with the reason from the prompt, without one when it is left empty, and not at all on Cancel', async () => {
    const { fetchMock, promptMock, user } = setUp([listed(ravi, meena)]);
    promptMock.mockReturnValueOnce(null);
    await user.click(await screen.findByRole('button', { name: /^Reject Ravi Patel/ }));
    expect(callsTo(fetchMock, '/api/upi-payments/p1/reject')).toHaveLength(0);

    promptMock.mockReturnValueOnce('  UTR not found in the bank statement ');
    await user.click(screen.getByRole('button', { name: /^Reject Ravi Patel/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/upi-payments/p1/reject')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, '/api/upi-payments/p1/reject')[0]?.[1]?.body))).toEqual({
      reason: 'UTR not found in the bank statement',
    });

    promptMock.mockReturnValueOnce('');
    await user.click(await screen.findByRole('button', { name: /^Reject Meena Shah/ }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/upi-payments/p2/reject')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/upi-payments/p2/reject')[0]?.[1]?.body).toBeUndefined();
  });

  it("tags a test series payment 'Test series' beside its title, and a course payment not at all", async () => {
    const series = {
      ...pendingItem('p3', 'Kiran Desai', '999999999999'),
      courseTitle: 'GPSC Prelims Mock Series',
      product: 'test-series' as const,
    };
    setUp([listed(ravi, series)]);
    await screen.findByRole('table');
    expect(within(rowOf('Kiran Desai')).getByText('Test series')).toHaveClass('product-tag');
    expect(rowOf('Kiran Desai')).toHaveTextContent('GPSC Prelims Mock SeriesTest series');
    expect(within(rowOf('Ravi Patel')).queryByText('Test series')).toBeNull();
  });

  it('does not leave the buttons stuck when an action fails, and says it failed', async () => {
    const { user } = setUp([listed(ravi)], () => jsonResponse({ success: false, error: 'Internal error' }, 500));
    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    expect(await screen.findByRole('button', { name: /^Approve Ravi Patel/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Reject Ravi Patel/ })).toBeEnabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal error');
  });

  it('confirms an approval and a rejection with a toast each', async () => {
    const { promptMock, user } = setUp([listed(ravi, meena), listed(meena), listed()]);
    const toasts = () => screen.queryAllByRole('status').filter((element) => element.classList.contains('toast'));
    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    await waitFor(() => expect(toasts().map((toast) => toast.textContent)).toEqual(['Payment approved×']));
    promptMock.mockReturnValueOnce('Wrong amount');
    await user.click(await screen.findByRole('button', { name: /^Reject Meena Shah/ }));
    await waitFor(() =>
      expect(toasts().map((toast) => toast.textContent)).toEqual(['Payment approved×', 'Payment rejected×']),
    );
  });

  it('brings the header’s and the dashboard’s counts of waiting payments down with each decision, without a reload', async () => {
    const { promptMock, user } = setUp([listed(ravi, meena), listed(meena), listed()], undefined, { withCounts: true });
    const header = within(screen.getByRole('navigation', { name: 'Header' }));
    const quickActions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(await header.findByRole('link', { name: 'Approvals (2)' })).toHaveAttribute('href', '/admin/approvals');
    expect(await quickActions.findByRole('link', { name: 'Approvals (2)' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    expect(await header.findByRole('link', { name: 'Approvals (1)' })).toBeInTheDocument();
    expect(await quickActions.findByRole('link', { name: 'Approvals (1)' })).toBeInTheDocument();

    promptMock.mockReturnValueOnce('');
    await user.click(await screen.findByRole('button', { name: /^Reject Meena Shah/ }));
    // None wait: the header's link goes, the dashboard's says none.
    await waitFor(() => expect(header.queryByRole('link')).toBeNull());
    expect(await quickActions.findByRole('link', { name: 'Approvals (0)' })).toBeInTheDocument();
  });
});

describe('admin quick actions', () => {
  it('show how many payments wait for approval', async () => {
    localStorage.setItem('token', 'admin-token');
    stubFetch(() =>
      jsonResponse({ success: true, items: [ravi, meena, pendingItem('p3', 'Kiran Desai', '999999999999')] }),
    );
    render(
      <MemoryRouter>
        <QuickActions />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Approvals (3)' })).toHaveAttribute('href', '/admin/approvals');
  });
});
