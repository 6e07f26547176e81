import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { QuickActions } from '../../web/src/features/admin/QuickActions';
import { AdminApprovalsPage } from '../../web/src/features/admin-approvals/AdminApprovalsPage';
import { PendingApprovalsLink } from '../../web/src/components/layout/PendingApprovalsLink';
import { ToastProvider } from '../../web/src/components/toast';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, requestHeaders, stubFetch } from './helpers';

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

/**
 * The page inside the app's toasts, answering the pending list from `lists` in turn (the last one
 * repeats) and each action with `action`; `withCounts` adds the header's and the dashboard's counts
 * of waiting payments, and then the list is the one after as many decisions as were made (the three
 * lists are asked for in whatever order they mount).
 */
function setUp(
  lists: (() => Response)[],
  action: () => Response = () => jsonResponse({ success: true }),
  { withCounts = false } = {},
) {
  localStorage.setItem('token', 'admin-token');
  let listCalls = 0;
  let decisions = 0;
  const fetchMock = stubFetch((url) => {
    if (url === '/api/auth/profile') return jsonResponse({ success: true, user: fakeUser('admin'), userType: 'admin' });
    if (url === '/api/upi-payments/pending')
      return lists[Math.min(withCounts ? decisions : listCalls++, lists.length - 1)]!();
    if (/^\/api\/upi-payments\/p\d\/(approve|reject)$/.test(url)) {
      decisions++;
      return action();
    }
    throw new Error(`Unexpected call: ${url}`);
  });
  const promptMock = vi.spyOn(window, 'prompt');
  localStorage.setItem('token', 'admin-token');
  render(
    <SessionProvider>
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
      </MemoryRouter>
    </SessionProvider>,
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
    ).toEqual(['Name', 'Email', 'Phone', 'Course', 'UTR', 'Submitted', 'Actions']);
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

  it('shows when each UTR was submitted, in India time whatever the browser’s zone', async () => {
    // 20:15 UTC on the 19th is 1:45 am on the 20th in India: a browser on UTC (or in America) would say the 19th.
    setUp([listed({ ...ravi, submittedAt: '2026-11-19T20:15:00.000Z' })]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Submitted' })).toBeInTheDocument();
    expect(within(rowOf('Ravi Patel')).getByText('20 Nov 2026, 1:45 am')).toBeInTheDocument();
  });

  it('approves only after the dialog confirms name, course, amount and UTR; the row leaves and the page says so', async () => {
    const { fetchMock, user } = setUp([listed(ravi, meena), listed(meena)], () =>
      jsonResponse({ success: true, receiptNumber: 'GA-26-27-000042' }),
    );
    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Approve this payment?' }));
    for (const text of ['Ravi Patel', 'UPSC Prelims + Mains', '₹35,000', '123456789012'])
      expect(dialog.getByText(text)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/upi-payments/p1/approve')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Ravi Patel')).not.toBeInTheDocument();
    expect(screen.getByText('Meena Shah')).toBeInTheDocument();
    expect(screen.getByText('Approved ₹35,000 from Ravi Patel — receipt GA-26-27-000042')).toHaveRole('status');
    const [approve] = callsTo(fetchMock, '/api/upi-payments/p1/approve');
    expect(approve?.[1]?.method).toBe('POST');
    expect(approve?.[1]?.body).toBeUndefined();
    await waitFor(() => expect(callsTo(fetchMock, '/api/upi-payments/pending')).toHaveLength(2));
  });

  it('says what was approved without a receipt number when the reply has none', async () => {
    const { user } = setUp([listed(ravi), listed()]);
    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved ₹35,000 from Ravi Patel')).toBeInTheDocument();
  });

  it('does nothing on Cancel, in either dialog', async () => {
    const { fetchMock, user } = setUp([listed(ravi)]);
    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: /^Reject Ravi Patel/ }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(/^Reason/), 'Wrong amount');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('Ravi Patel')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/p1/'))).toHaveLength(0);
  });

  it('takes an approved item off the list at once, before the reload answers, so it cannot be decided twice', async () => {
    const { fetchMock, user } = setUp([
      listed(ravi, meena),
      () => new Promise<Response>(() => {}) as unknown as Response,
    ]);
    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByText('Ravi Patel')).not.toBeInTheDocument());
    expect(screen.getByText('Meena Shah')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/upi-payments/p1/approve')).toHaveLength(1);
  });

  it('rejects in a dialog of its own: the reason is required, said by the field, then sent; no browser prompt', async () => {
    const { fetchMock, promptMock, user } = setUp([listed(ravi, meena), listed(meena)]);
    await user.click(await screen.findByRole('button', { name: /^Reject Ravi Patel/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject this payment?' }));
    const reason = dialog.getByLabelText(/^Reason/);
    await user.type(reason, '   ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(reason).toHaveAccessibleDescription('Give the reason for rejecting this payment.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/upi-payments/p1/reject')).toHaveLength(0);

    await user.type(reason, ' UTR not found in the bank statement ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(callsTo(fetchMock, '/api/upi-payments/p1/reject')[0]?.[1]?.body))).toEqual({
      reason: 'UTR not found in the bank statement',
    });
    expect(screen.queryByText('Ravi Patel')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Rejected ₹35,000 from Ravi Patel');
    expect(promptMock).not.toHaveBeenCalled();
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

  it('shows the server’s refusal in the dialog, keeps the row and asks for the list again', async () => {
    const { fetchMock, user } = setUp([listed(ravi)], () =>
      jsonResponse({ success: false, code: 'payment_already_decided', error: 'Payment already decided' }, 409),
    );
    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    const approveDialog = within(screen.getByRole('dialog'));
    await user.click(approveDialog.getByRole('button', { name: 'Approve' }));
    expect(await approveDialog.findByRole('alert')).toHaveTextContent(/already/i);
    expect(approveDialog.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await waitFor(() => expect(callsTo(fetchMock, '/api/upi-payments/pending')).toHaveLength(2));
    await user.click(approveDialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: /^Reject Ravi Patel/ }));
    const rejectDialog = within(screen.getByRole('dialog'));
    await user.type(rejectDialog.getByLabelText(/^Reason/), 'Wrong amount');
    await user.click(rejectDialog.getByRole('button', { name: 'Reject' }));
    expect(await rejectDialog.findByRole('alert')).toHaveTextContent(/already/i);
    expect(rowOf('Ravi Patel')).toBeInTheDocument();
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  });

  it('brings the header’s and the dashboard’s counts of waiting payments down with each decision, without a reload', async () => {
    const { user } = setUp([listed(ravi, meena), listed(meena), listed()], undefined, { withCounts: true });
    const header = within(screen.getByRole('navigation', { name: 'Header' }));
    const quickActions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(await header.findByRole('link', { name: 'Approvals (2)' })).toHaveAttribute('href', '/admin/approvals');
    expect(await quickActions.findByRole('link', { name: 'Approvals (2)' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /^Approve Ravi Patel/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await header.findByRole('link', { name: 'Approvals (1)' })).toBeInTheDocument();
    expect(await quickActions.findByRole('link', { name: 'Approvals (1)' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /^Reject Meena Shah/ }));
    await user.type(within(screen.getByRole('dialog')).getByLabelText(/^Reason/), 'Wrong amount');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    // None wait: the header's link goes, the dashboard's says none.
    await waitFor(() => expect(header.queryByRole('link')).toBeNull());
    expect(await quickActions.findByRole('link', { name: 'Approvals (0)' })).toBeInTheDocument();
  });
});

describe('admin quick actions', () => {
  it('show how many payments wait for approval', async () => {
    localStorage.setItem('token', 'admin-token');
    stubFetch((url) =>
      url === '/api/auth/profile'
        ? jsonResponse({ success: true, user: fakeUser('admin'), userType: 'admin' })
        : jsonResponse({ success: true, items: [ravi, meena, pendingItem('p3', 'Kiran Desai', '999999999999')] }),
    );
    render(
      <SessionProvider>
        <MemoryRouter>
          <QuickActions />
        </MemoryRouter>
      </SessionProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Approvals (3)' })).toHaveAttribute('href', '/admin/approvals');
  });
});
