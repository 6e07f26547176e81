import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MyPayments } from '../../web/src/features/dashboard/my-payments/MyPayments';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { jsonResponse, stubFetch, stubPendingFetch } from './helpers';

const payment = (overrides: Record<string, unknown>) => ({
  _id: 'x',
  method: 'upi',
  status: 'pending',
  course: { _id: 'c2', title: 'UPSC Prelims + Mains' },
  amount: 35000,
  utrNumber: '123456789012',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function renderPayments(respond: () => Response) {
  localStorage.setItem('token', 'student-token');
  const fetchMock = stubFetch((url) => {
    if (url === '/api/payments/mine') return respond();
    throw new Error(`Unexpected call: ${url}`);
  });
  render(<MyPayments />);
  return fetchMock;
}

describe('my payments on the student dashboard', { timeout: 20_000 }, () => {
  it('shows a spinner while loading', () => {
    stubPendingFetch();
    render(<MyPayments />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your payments...');
  });

  it('shows each payment with its status, the rejection reason and the card receipt number', async () => {
    renderPayments(() =>
      jsonResponse({
        success: true,
        payments: [
          payment({ _id: 'p1' }),
          payment({ _id: 'p2', status: 'approved', course: { _id: 'c3', title: 'SSC CGL' }, amount: 4999 }),
          payment({
            _id: 'p3',
            status: 'rejected',
            course: { _id: 'c4', title: 'Talati' },
            rejectionReason: 'UTR not found in the bank statement',
          }),
          payment({
            _id: 'p4',
            method: 'card',
            status: 'paid',
            course: { _id: 'gpsc', title: 'GPSC Class 1-2' },
            amount: 17923,
            utrNumber: undefined,
            receiptNumber: 'GPA-2026-000001',
          }),
        ],
      }),
    );
    const items = await within(await screen.findByRole('region', { name: 'My Payments' })).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('UPSC Prelims + Mains');
    expect(items[0]).toHaveTextContent('Under verification');
    expect(items[0]).toHaveTextContent('₹35,000 · UPI · 20 Nov 2026 · UTR 123456789012');
    expect(items[1]).toHaveTextContent('Approved');
    expect(items[2]).toHaveTextContent('Rejected');
    expect(items[2]).toHaveTextContent('Reason: UTR not found in the bank statement');
    expect(items[3]).toHaveTextContent('Paid');
    expect(items[3]).toHaveTextContent('₹17,923 · Card');
    expect(items[3]).toHaveTextContent('Receipt GPA-2026-000001');
  });

  it('says when there are no payments', async () => {
    renderPayments(() => jsonResponse({ success: true, payments: [] }));
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to load payments' and loads again on Try Again", async () => {
    let calls = 0;
    renderPayments(() =>
      ++calls === 1
        ? jsonResponse({ success: false, error: 'Internal error' }, 500)
        : jsonResponse({ success: true, payments: [payment({})] }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load payments');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Under verification')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('office payments and course titles in my payments', { timeout: 20_000 }, () => {
  // Recorded on 12 May for money received on 10 May (the start of that day in India is 18:30 UTC the day before).
  const cash = payment({
    _id: 'o1',
    method: 'offline',
    offlineMode: 'cash',
    reference: 'RCPT-0042',
    status: 'approved',
    utrNumber: undefined,
    receiptNumber: 'GA-26-27-000011',
    course: { _id: 'c5', title: 'Talati Complete Course', titleGu: 'તલાટી સંપૂર્ણ કોર્સ' },
    amount: 5000,
    createdAt: '2026-05-12T06:00:00.000Z',
    decidedAt: '2026-05-09T18:30:00.000Z',
  });
  const transfer = payment({
    _id: 'o2',
    method: 'offline',
    offlineMode: 'bank_transfer',
    reference: 'NEFT-778',
    status: 'approved',
    utrNumber: undefined,
    amount: 2500,
    decidedAt: '2026-05-11T04:00:00.000Z',
  });

  it('names how the money came, with its reference, on the day it was received', async () => {
    renderPayments(() => jsonResponse({ success: true, payments: [cash, transfer] }));
    const items = await within(await screen.findByRole('region', { name: 'My Payments' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Talati Complete Course');
    expect(items[0]).toHaveTextContent('₹5,000 · Cash · 10 May 2026 · Reference RCPT-0042 · Receipt GA-26-27-000011');
    expect(items[1]).toHaveTextContent('₹2,500 · Bank transfer · 11 May 2026 · Reference NEFT-778');
    for (const item of items) expect(item).not.toHaveTextContent('Card');
  });

  it('in Gujarati: the method in Gujarati words, and the course’s Gujarati title when it has one', async () => {
    await activateLanguage(browserI18n, 'gu');
    renderPayments(() => jsonResponse({ success: true, payments: [cash, transfer] }));
    const items = await within(await screen.findByRole('region', { name: 'મારી ચુકવણીઓ' })).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('તલાટી સંપૂર્ણ કોર્સ');
    expect(items[0]).not.toHaveTextContent('Talati Complete Course');
    expect(items[0]).toHaveTextContent('રોકડ');
    expect(items[0]).toHaveTextContent('સંદર્ભ RCPT-0042');
    expect(items[0]).not.toHaveTextContent('કાર્ડ');
    // No Gujarati title: the title as the admin wrote it.
    expect(items[1]).toHaveTextContent('UPSC Prelims + Mains');
    expect(items[1]).toHaveTextContent('બેંક ટ્રાન્સફર');
  });
});

describe('receipts in my payments', { timeout: 20_000 }, () => {
  it('offers the receipt of every payment whose money arrived (UPI approved, offline, card), downloaded with the session', async () => {
    localStorage.setItem('token', 'student-token');
    const downloads: string[] = [];
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/payments/mine') {
        return jsonResponse({
          success: true,
          payments: [
            payment({ _id: 'u1', status: 'approved', receiptNumber: 'GA-26-27-000010' }),
            payment({
              _id: 'o1',
              method: 'offline',
              status: 'approved',
              utrNumber: undefined,
              receiptNumber: 'GA-26-27-000011',
            }),
            payment({ _id: 'p1' }),
          ],
        });
      }
      if (url === '/api/receipt/GA-26-27-000011') {
        expect(new Headers(init?.headers).get('authorization')).toBe('Bearer student-token');
        return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }
      throw new Error(`Unexpected call: ${url}`);
    });
    const { vi } = await import('vitest');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }),
    );
    render(<MyPayments />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).queryByRole('button', { name: 'Download receipt' }) !== null)).toEqual([
      true,
      true,
      false,
    ]);
    expect(items[1]).toHaveTextContent('At the office');
    await userEvent.setup().click(within(items[1]!).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/receipt/GA-26-27-000011')).toBe(true);
    expect(downloads).toEqual(['receipt_GA-26-27-000011.pdf']);
  });

  it("shows a refund with each credit note as a link that opens its PDF with the student's session", async () => {
    localStorage.setItem('token', 'student-token');
    const downloads: string[] = [];
    const fetchMock = stubFetch((url) => {
      if (url === '/api/payments/mine')
        return jsonResponse({
          success: true,
          payments: [
            payment({
              _id: 'u1',
              status: 'partially_refunded',
              receiptNumber: 'GA-26-27-000010',
              refunded: 5000,
              creditNotes: ['CN-26-27-000003'],
            }),
          ],
        });
      if (url === '/api/credit-note/CN-26-27-000003')
        return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      throw new Error(`Unexpected call: ${url}`);
    });
    const { vi } = await import('vitest');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:note'), revokeObjectURL: vi.fn() }));
    render(<MyPayments />);
    const [item] = await screen.findAllByRole('listitem');
    expect(item).toHaveTextContent('Refunded ₹5,000');
    await userEvent.click(within(item!).getByRole('button', { name: 'Open credit note CN-26-27-000003 (PDF)' }));
    await waitFor(() => expect(downloads).toEqual(['credit_note_CN-26-27-000003.pdf']));
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/credit-note/CN-26-27-000003');
    expect(new Headers(call?.[1]?.headers).get('authorization')).toBe('Bearer student-token');
  });
});
