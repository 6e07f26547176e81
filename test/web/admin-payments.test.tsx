import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPayment } from '../../shared/admin-types';
import { ToastProvider } from '../../web/src/components/toast';
import { AdminPaymentsPage } from '../../web/src/features/admin-payments/AdminPaymentsPage';
import { PendingApprovalsLink } from '../../web/src/components/layout/PendingApprovalsLink';
import { callsTo, requestBody } from './admin-courses-helpers';
import { jsonResponse, requestHeaders, stubFetch } from './helpers';

const card: AdminPayment = {
  _id: 'p1',
  method: 'card',
  status: 'paid',
  name: 'Ravi Patel',
  mobile: '9876543210',
  course: { _id: 'gpsc', title: 'GPSC Class 1-2' },
  amount: 17923,
  receiptNumber: 'GA-26-27-000001',
  createdAt: '2026-11-20T04:00:00.000Z',
  decidedAt: '2026-11-20T04:01:00.000Z',
};
const pendingUpi: AdminPayment = {
  _id: 'p2',
  method: 'upi',
  status: 'pending',
  name: 'Meena Shah',
  email: 'meena@example.com',
  mobile: '9876500002',
  course: { _id: 'c2', title: 'UPSC Prelims + Mains' },
  amount: 35000,
  userId: 's2',
  utrNumber: 'ABCDEF123456',
  createdAt: '2026-11-19T10:00:00.000Z',
};
const offline: AdminPayment = {
  _id: 'p3',
  method: 'offline',
  status: 'approved',
  name: 'Asha Desai',
  email: 'asha@example.com',
  mobile: '9876500000',
  course: { _id: 'c1', title: 'Talati Batch' },
  amount: 8000,
  userId: 's0',
  reference: 'CASH-0042',
  offlineMode: 'cash',
  note: 'Paid at the counter',
  createdAt: '2026-11-18T10:00:00.000Z',
  decidedAt: '2026-11-18T10:00:00.000Z',
};
const rejectedUpi: AdminPayment = {
  ...pendingUpi,
  _id: 'p4',
  status: 'rejected',
  utrNumber: 'ZZZZZZ999999',
  rejectionReason: 'UTR not in the statement',
  decidedAt: '2026-11-17T10:00:00.000Z',
};

type Respond = (url: string, init: RequestInit | undefined) => Response | undefined;

function renderPayments(respond: Respond = () => undefined) {
  localStorage.setItem('token', 'admin-token');
  const fetchMock = stubFetch((url, init) => {
    const answer = respond(url, init);
    if (answer) return answer;
    if (url === '/api/admin/payments')
      return jsonResponse({ success: true, payments: [card, pendingUpi, offline, rejectedUpi], nextCursor: 'page-2' });
    if (url === '/api/admin/payments?cursor=page-2')
      return jsonResponse({ success: true, payments: [{ ...card, _id: 'p9', name: 'Older Payer' }] });
    if (url.startsWith('/api/admin/payments?')) return jsonResponse({ success: true, payments: [] });
    if (/^\/api\/upi-payments\/p2\/(approve|reject)$/.test(url)) return jsonResponse({ success: true });
    if (url === '/api/upi-payments/pending') return jsonResponse({ success: true, items: [] });
    return jsonResponse({ success: false, error: `Unexpected ${url}` }, 404);
  });
  render(
    <MemoryRouter>
      <ToastProvider>
        <nav aria-label="Header">
          <ul>
            <PendingApprovalsLink />
          </ul>
        </nav>
        <AdminPaymentsPage />
      </ToastProvider>
    </MemoryRouter>,
  );
  return fetchMock;
}

const listUrls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/payments'));
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

/** Approve in the row, then confirm in the dialog. */
async function approveMeena() {
  await userEvent.click(await screen.findByRole('button', { name: 'Approve Meena Shah (UTR ABCDEF123456)' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve this payment?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  return dialog;
}

describe('payments page', () => {
  it('lists every payment of every method and status with payer, course, method, status, amount and reference', async () => {
    const fetchMock = renderPayments();
    expect(screen.getByRole('status')).toHaveTextContent('Loading payments...');
    await screen.findByText('Ravi Patel');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Payer', 'Course', 'Method', 'Status', 'Amount', 'Reference', 'Actions']);
    expect(cells(rowOf('Ravi Patel'))).toEqual([
      '20 Nov 2026, 9:31 am',
      'Ravi Patel9876543210',
      'GPSC Class 1-2',
      'Card',
      'Paid',
      '₹17,923',
      'Receipt GA-26-27-000001',
      'ReceiptRefund',
    ]);
    expect(cells(rowOf('Meena Shah.*ABCDEF123456'))).toEqual([
      '19 Nov 2026, 3:30 pm',
      'Meena Shahmeena@example.com9876500002',
      'UPSC Prelims + Mains',
      'UPI',
      'Pending',
      '₹35,000',
      'UTR ABCDEF123456',
      'ApproveReject',
    ]);
    // An office payment has a day, not a time.
    expect(cells(rowOf('Asha Desai'))).toEqual([
      '18 Nov 2026',
      'Asha Desaiasha@example.com9876500000',
      'Talati Batch',
      'Offline (Cash)',
      'Approved',
      '₹8,000',
      'Ref. CASH-0042Paid at the counter',
      'Refund',
    ]);
    expect(cells(rowOf('ZZZZZZ999999'))).toContain('UTR ZZZZZZ999999Reason: UTR not in the statement');
    expect(cells(rowOf('ZZZZZZ999999')).at(-1)).toBe('');
    expect(requestHeaders(fetchMock.mock.calls[0]?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it('filters by method and status, and All lifts a filter', async () => {
    const fetchMock = renderPayments();
    await screen.findByText('Ravi Patel');
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'UPI');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    expect(await screen.findByText('No payments match this search or filter.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'All methods');
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/payments?status=pending'));
    expect(listUrls(fetchMock)).toEqual([
      '/api/admin/payments',
      '/api/admin/payments?method=upi',
      '/api/admin/payments?method=upi&status=pending',
      '/api/admin/payments?status=pending',
    ]);
  });

  it('finds a payment by UTR, receipt number or e-mail, together with the filters', async () => {
    const fetchMock = renderPayments();
    await screen.findByText('Ravi Patel');
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'Card');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a payment' }), 'ravi@example.com{Enter}');
    await waitFor(() =>
      expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/payments?method=card&q=ravi%40example.com'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/payments?method=card'));
  });

  it("says 'No payments yet.' before the first payment", async () => {
    renderPayments((url) =>
      url === '/api/admin/payments' ? jsonResponse({ success: true, payments: [] }) : undefined,
    );
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to load payments' with Try Again", async () => {
    let fail = true;
    renderPayments((url) =>
      fail && url.startsWith('/api/admin/payments') ? jsonResponse({ success: false, error: 'Boom' }, 500) : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load payments');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Ravi Patel')).toBeInTheDocument();
  });

  it('pages newest first with the cursor the server handed out', async () => {
    const fetchMock = renderPayments();
    await screen.findByText('Ravi Patel');
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Pages of payments' })).getByRole('button', { name: 'Next' }),
    );
    expect(await screen.findByText('Older Payer')).toBeInTheDocument();
    expect(listUrls(fetchMock)).toEqual(['/api/admin/payments', '/api/admin/payments?cursor=page-2']);
  });
});

describe('what a payment bought', () => {
  it("tags a test series payment 'Test series' beside its title, and a course payment not at all", async () => {
    const series: AdminPayment = {
      ...pendingUpi,
      _id: 'p5',
      name: 'Kiran Desai',
      utrNumber: '999999999999',
      product: 'test-series',
      course: { _id: 'ts1', title: 'GPSC Prelims Mock Series' },
    };
    renderPayments((url) =>
      url === '/api/admin/payments' ? jsonResponse({ success: true, payments: [card, series] }) : undefined,
    );
    await screen.findByText('Kiran Desai');
    expect(cells(rowOf('Kiran Desai'))[2]).toBe('GPSC Prelims Mock SeriesTest series');
    expect(within(rowOf('Kiran Desai')).getByText('Test series')).toHaveClass('product-tag');
    expect(cells(rowOf('Ravi Patel'))[2]).toBe('GPSC Class 1-2');
  });
});

describe('printed material to courier', () => {
  it('shows the courier address, PIN code and e-mail with the payer of a card payment that bought material', async () => {
    const withMaterial: AdminPayment = {
      ...card,
      _id: 'p6',
      name: 'Meera Joshi',
      email: 'meera@example.com',
      delivery: { address: 'B-4, Gyan Flats,\nSatellite Road, Ahmedabad', pinCode: '380015' },
    };
    renderPayments((url) =>
      url === '/api/admin/payments' ? jsonResponse({ success: true, payments: [withMaterial, card] }) : undefined,
    );
    await screen.findByText('Meera Joshi');
    const payer = cells(rowOf('Meera Joshi'))[1];
    expect(payer).toContain('meera@example.com');
    expect(payer).toContain('Courier material to: B-4, Gyan Flats,\nSatellite Road, Ahmedabad, PIN 380015');
    expect(cells(rowOf('Ravi Patel'))[1]).not.toContain('Courier');
  });
});

describe('payment actions', () => {
  it("opens a card payment's receipt PDF with the admin's session and saves it as receipt_{number}.pdf", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }),
    );
    const fetchMock = renderPayments((url) =>
      url === '/api/receipt/GA-26-27-000001'
        ? new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Receipt GA-26-27-000001 (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['receipt_GA-26-27-000001.pdf']));
    const [call] = callsTo(fetchMock, 'GET', '/api/receipt/GA-26-27-000001');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer admin-token');
  });

  it('says so when the receipt cannot be opened', async () => {
    renderPayments((url) =>
      url.startsWith('/api/receipt/') ? jsonResponse({ success: false, error: 'Receipt not found' }, 404) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Receipt GA-26-27-000001 (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download the receipt');
  });

  it("finds payments by the start of a payer's name or mobile, and says so", async () => {
    const fetchMock = renderPayments();
    await screen.findByText('Ravi Patel');
    const box = screen.getByRole('searchbox', { name: 'Find a payment' });
    expect(box).toHaveAttribute('placeholder', 'UTR, receipt number, e-mail, name or mobile');
    expect(box).toHaveAccessibleDescription(
      "A whole UTR, receipt number (GA-26-27-000123), credit note number (CN-26-27-000001) or e-mail, or the start of the payer's name or mobile number.",
    );
    await userEvent.type(box, '98765 00{Enter}');
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toBe('/api/admin/payments?q=98765+00'));
  });

  it('brings the header’s count of waiting payments down when a payment is approved here, without a reload', async () => {
    let approved = false;
    renderPayments((url) => {
      if (url === '/api/upi-payments/p2/approve') {
        approved = true;
        return jsonResponse({ success: true });
      }
      if (url === '/api/upi-payments/pending')
        return jsonResponse({ success: true, items: approved ? [] : [{ _id: 'p2' }, { _id: 'p5' }] });
      return undefined;
    });
    const header = within(screen.getByRole('navigation', { name: 'Header' }));
    expect(await header.findByRole('link', { name: 'Approvals (2)' })).toBeInTheDocument();
    await approveMeena();
    await waitFor(() => expect(header.queryByRole('link')).toBeNull());
  });

  it('approves a pending UPI payment only once confirmed in our dialog, through the approvals route, and reloads the page', async () => {
    let approved = false;
    const fetchMock = renderPayments((url) => {
      if (url === '/api/upi-payments/p2/approve') {
        approved = true;
        return jsonResponse({ success: true });
      }
      if (url === '/api/admin/payments' && approved)
        return jsonResponse({ success: true, payments: [card, { ...pendingUpi, status: 'approved' }] });
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Meena Shah (UTR ABCDEF123456)' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this payment?' });
    expect(dialog).toHaveTextContent('ABCDEF123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'POST', '/api/upi-payments/p2/approve')).toHaveLength(0);
    await approveMeena();
    expect(await screen.findByText('Approved ₹35,000 from Meena Shah')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Meena Shah')).getByText('Approved')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/upi-payments/p2/approve');
    expect(call?.[1]?.body).toBeUndefined();
  });

  it('takes the Approve and Reject buttons away as soon as the approval succeeds, before the list has reloaded', async () => {
    let approved = false;
    const fetchMock = renderPayments((url) => {
      if (url === '/api/upi-payments/p2/approve') {
        approved = true;
        return jsonResponse({ success: true });
      }
      // The reload after the approval never answers: what shows is the page's own.
      if (url === '/api/admin/payments' && approved) return new Promise<Response>(() => {}) as unknown as Response;
      return undefined;
    });
    await approveMeena();
    expect(await screen.findByText('Approved ₹35,000 from Meena Shah')).toBeInTheDocument();
    expect(within(rowOf('ABCDEF123456')).getByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /UTR ABCDEF123456/ })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/upi-payments/p2/approve')).toHaveLength(1);
  });

  it('rejects in our dialog, whose reason is required (no browser prompt), and not at all on Cancel; the row changes at once', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    let rejected = false;
    const fetchMock = renderPayments((url) => {
      if (url === '/api/upi-payments/p2/reject') rejected = true;
      // The reload after the rejection never answers: what shows is the page's own.
      if (url === '/api/admin/payments' && rejected) return new Promise<Response>(() => {}) as unknown as Response;
      return undefined;
    });
    const user = userEvent.setup();
    const reject = await screen.findByRole('button', { name: 'Reject Meena Shah (UTR ABCDEF123456)' });
    await user.click(reject);
    let dialog = screen.getByRole('dialog', { name: 'Reject this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(reject);
    dialog = screen.getByRole('dialog', { name: 'Reject this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
      'Give the reason for rejecting this payment.',
    );
    expect(callsTo(fetchMock, 'POST', '/api/upi-payments/p2/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), '  UTR not in the statement ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected ₹35,000 from Meena Shah')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/upi-payments/p2/reject');
    expect(requestBody(call?.[1])).toEqual({ reason: 'UTR not in the statement' });
    expect(within(rowOf('ABCDEF123456')).getByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /UTR ABCDEF123456/ })).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's reason when an approval fails", async () => {
    renderPayments((url) =>
      url === '/api/upi-payments/p2/approve'
        ? jsonResponse(
            { success: false, error: 'This payment was already approved or rejected', code: 'payment_already_decided' },
            409,
          )
        : undefined,
    );
    const dialog = await approveMeena();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This payment was already approved or rejected');
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });
});

describe('refunds', () => {
  it('refunds an offline payment after a confirmation: all that is left by default, the mode and reference, access kept unless chosen', async () => {
    let sent: Record<string, unknown> | undefined;
    renderPayments((url, init) => {
      if (url !== '/api/admin/payments/p3/refund') return undefined;
      sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return jsonResponse({
        success: true,
        refund: {
          _id: sent.refundId,
          paymentId: 'p3',
          amount: 8000,
          reason: 'Batch cancelled',
          mode: 'cash',
          state: 'processed',
          creditNoteNumber: 'CN-26-27-000001',
          createdAt: '2026-11-24T10:00:00.000Z',
        },
        payment: { ...offline, status: 'refunded', refunded: 8000, creditNotes: ['CN-26-27-000001'] },
      });
    });
    const user = userEvent.setup();
    await screen.findByText('Asha Desai');
    expect(within(rowOf('Meena Shah.*ABCDEF123456')).queryByRole('button', { name: /^Refund/ })).toBeNull();
    await user.click(within(rowOf('Asha Desai')).getByRole('button', { name: 'Refund Asha Desai (Talati Batch)' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Asha Desai' });
    expect(within(dialog).getByLabelText('Amount (₹)')).toHaveValue(8000);
    // Paid in cash, so paid back in cash unless the admin says otherwise.
    expect(within(dialog).getByLabelText('Paid back by')).toHaveValue('cash');
    await user.type(within(dialog).getByLabelText('Reason'), 'Batch cancelled');
    await user.type(within(dialog).getByLabelText('Reference'), 'VOUCHER-9');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(sent).toBeUndefined();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund of ₹8,000' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual({
      refundId: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      reason: 'Batch cancelled',
      mode: 'cash',
      reference: 'VOUCHER-9',
      removeAccess: false,
    });
    await screen.findByText('Refunded ₹8,000 (credit note CN-26-27-000001)');
  });

  it('shows a refund still pending and a refund not made, with why', async () => {
    const withRefunds: AdminPayment = {
      ...card,
      status: 'paid',
      refundPending: 5000,
      refundsNotMade: [
        {
          _id: 'r1',
          amount: 2000,
          reason:
            'Razorpay has no record of this refund (the request never reached it); nothing went back to the payer.',
          at: '2026-11-21T10:00:00.000Z',
        },
      ],
    };
    renderPayments((url) =>
      url === '/api/admin/payments' ? jsonResponse({ success: true, payments: [withRefunds] }) : undefined,
    );
    await screen.findByText('Ravi Patel');
    expect(cells(rowOf('Ravi Patel'))[6]).toBe(
      'Receipt GA-26-27-000001Refund of ₹5,000 pendingRefund of ₹2,000 not made: Razorpay has no record of this refund (the request never reached it); nothing went back to the payer.',
    );
  });

  it('says so in the dialog when the refund was not made, with why', async () => {
    renderPayments((url, init) => {
      if (url !== '/api/admin/payments/p1/refund') return undefined;
      const { refundId } = JSON.parse(String(init?.body)) as { refundId: string };
      return jsonResponse({
        success: true,
        refund: {
          _id: refundId,
          paymentId: 'p1',
          amount: 17923,
          reason: 'Duplicate',
          mode: 'razorpay',
          state: 'failed',
          failureReason: 'Razorpay could not make this refund',
          createdAt: '2026-11-24T10:00:00.000Z',
        },
        payment: card,
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund Ravi Patel (GPSC Class 1-2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Ravi Patel' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund of ₹17,923' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Refund of ₹17,923 not made: Razorpay could not make this refund',
    );
  });

  it('starts the card refund at what the refund policy gives back (no gateway fee) and says so under the amount', async () => {
    let sent: Record<string, unknown> | undefined;
    renderPayments((url, init) => {
      // The reload after the refund never answers: what shows is the page's own.
      if (url === '/api/admin/payments' && sent) return new Promise<Response>(() => {}) as unknown as Response;
      if (url === '/api/admin/payments')
        return jsonResponse({ success: true, payments: [{ ...card, refundableUnderPolicy: 17500 }] });
      if (url !== '/api/admin/payments/p1/refund') return undefined;
      sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return jsonResponse({
        success: true,
        refund: {
          _id: 'r',
          paymentId: 'p1',
          amount: 17500,
          reason: 'Left',
          mode: 'razorpay',
          state: 'pending',
          createdAt: '2026-11-24T10:00:00.000Z',
        },
        payment: { ...card, refundPending: 17500, refundableUnderPolicy: 0 },
      });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund Ravi Patel (GPSC Class 1-2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Ravi Patel' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveValue(17500);
    expect(amount).toHaveAccessibleDescription(
      'Refundable under the refund policy: ₹17,500 (the payment gateway fee is not refundable)',
    );
    expect(within(dialog).queryByLabelText('Paid back by')).toBeNull();
    await user.type(within(dialog).getByLabelText('Reason'), 'Left');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund of ₹17,500' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toMatchObject({ amountRupees: 17500, reason: 'Left' });
    // The row shows the refund on its way at once, without a reload.
    expect(cells(rowOf('Ravi Patel'))[6]).toContain('Refund of ₹17,500 pending');
    expect(within(rowOf('Ravi Patel')).queryByRole('button', { name: /^Refund/ })).toBeInTheDocument();
  });

  it('starts "paid back by" at the payment\'s own way: UPI by UPI, a bank transfer by bank transfer', async () => {
    const upi: AdminPayment = { ...pendingUpi, _id: 'p5', status: 'approved', receiptNumber: 'GA-26-27-000005' };
    const transfer: AdminPayment = { ...offline, _id: 'p6', name: 'Kiran Rao', offlineMode: 'bank_transfer' };
    renderPayments((url) =>
      url === '/api/admin/payments' ? jsonResponse({ success: true, payments: [upi, transfer] }) : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund Meena Shah (UPSC Prelims + Mains)' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Paid back by')).toHaveValue('upi');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Refund Kiran Rao (Talati Batch)' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Paid back by')).toHaveValue('bank_transfer');
  });

  it('puts each problem by its field: a missing reason and reference here, an amount the server refuses there', async () => {
    const fetchMock = renderPayments((url) =>
      url === '/api/admin/payments/p3/refund'
        ? jsonResponse(
            { success: false, error: 'At most ₹7,000 is left to refund on this payment', code: 'refund_too_large' },
            409,
          )
        : undefined,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund Asha Desai (Talati Batch)' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Asha Desai' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Give the reason for this refund');
    expect(within(dialog).getByLabelText('Reference')).toHaveAccessibleDescription(
      'Give the reference of the money paid back',
    );
    expect(callsTo(fetchMock, 'POST', '/api/admin/payments/p3/refund')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Left');
    await user.type(within(dialog).getByLabelText('Reference'), 'V-1');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm refund of ₹8,000' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Amount (₹)')).toHaveAccessibleDescription(
        expect.stringContaining('That is more than is left to refund on this payment'),
      ),
    );
  });

  it("shows a refunded payment's amount given back and opens each credit note's PDF with the admin's session", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:note'), revokeObjectURL: vi.fn() }));
    const refunded: AdminPayment = {
      ...offline,
      status: 'partially_refunded',
      refunded: 3000,
      creditNotes: ['CN-26-27-000001', 'CN-26-27-000004'],
    };
    const fetchMock = renderPayments((url) => {
      if (url === '/api/admin/payments') return jsonResponse({ success: true, payments: [refunded] });
      if (url === '/api/credit-note/CN-26-27-000004')
        return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      return undefined;
    });
    await screen.findByText('Asha Desai');
    expect(cells(rowOf('Asha Desai'))[5]).toBe('₹8,000Refunded ₹3,000');
    await userEvent.click(screen.getByRole('button', { name: 'Open credit note CN-26-27-000004 (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['credit_note_CN-26-27-000004.pdf']));
    const [call] = callsTo(fetchMock, 'GET', '/api/credit-note/CN-26-27-000004');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer admin-token');
  });
});
