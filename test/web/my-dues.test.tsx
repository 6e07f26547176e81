import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MyDues } from '../../web/src/features/dashboard/my-dues/MyDues';
import { jsonResponse, stubFetch, stubPendingFetch } from './helpers';
import { fakeCheckoutClass } from './payment-helpers';

const due = (overrides: Record<string, unknown>) => ({
  _id: '01KA0000000000000000000000-2',
  product: { kind: 'course', _id: 'c1', title: 'GPSC Class 1-2' },
  plan: { _id: 'p1', name: '3 instalments' },
  instalment: 2,
  amount: 7499.7,
  dueOn: '2026-12-10',
  status: 'due',
  ...overrides,
});

const reply = {
  success: true,
  balance: 14999.4,
  next: { dueOn: '2026-12-10', amount: 7499.7 },
  payee: { address: 'gyanpathacademy@upi', name: 'Gyanpath Academy' },
  dues: [
    due({}),
    due({ _id: '01KA0000000000000000000000-3', instalment: 3, dueOn: '2027-01-09', status: 'upcoming' }),
    due({ _id: '01KA0000000000000000000001-2', status: 'paid', amount: 5000, dueOn: '2026-10-01' }),
  ],
};

describe('the student’s instalments on the dashboard', { timeout: 20_000 }, () => {
  it('shows a spinner while loading', () => {
    stubPendingFetch();
    render(<MyDues />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your instalments...');
  });

  it('says when they could not be loaded, with a retry', async () => {
    localStorage.setItem('token', 'student-token');
    stubFetch(() => jsonResponse({ success: false, error: 'x', code: 'internal' }, 500));
    render(<MyDues />);
    expect(await screen.findByText('Your instalments could not be loaded just now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });

  it('shows nothing to a student without dues', async () => {
    localStorage.setItem('token', 'student-token');
    const fetchMock = stubFetch(() => jsonResponse({ success: true, dues: [], balance: 0 }));
    const { container } = render(<MyDues />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows the balance, the next date and each due with its state; an unpaid one can be paid by UPI', async () => {
    localStorage.setItem('token', 'student-token');
    stubFetch((url) => {
      if (url === '/api/my/dues') return jsonResponse(reply);
      throw new Error(`Unexpected call: ${url}`);
    });
    render(<MyDues />);
    expect(await screen.findByText('Left to pay: ₹14,999.40. Next: ₹7,499.70 on 10 Dec 2026.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Instalment 2 of 3 instalments');
    expect(items[0]).toHaveTextContent('Due');
    expect(items[1]).toHaveTextContent('Upcoming');
    expect(items[2]).toHaveTextContent('Paid');
    expect(within(items[2]!).queryByRole('button')).toBeNull();

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Pay by UPI' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Pay an instalment of GPSC Class 1-2');
    expect(dialog).toHaveTextContent('₹7,499.70');
  });

  it('"I have paid, enter the UTR" sends the UTR for that due, and the list then says it waits', async () => {
    localStorage.setItem('token', 'student-token');
    let sent: unknown;
    stubFetch(async (url, init) => {
      if (url === '/api/my/dues')
        return jsonResponse(
          sent ? { ...reply, dues: [due({ pendingPaymentId: 'pay1' }), ...reply.dues.slice(1)] } : reply,
        );
      if (url === '/api/upi-payments/submit-utr') {
        sent = JSON.parse(String(init?.body));
        return jsonResponse({
          success: true,
          receipt: {
            utrNumber: 'ABCDEF123456',
            name: 'Ravi',
            email: 'r@x.in',
            phone: '9876543210',
            course: 'GPSC',
            amount: 7499.7,
            status: 'pending',
          },
        });
      }
      throw new Error(`Unexpected call: ${url}`);
    });
    render(<MyDues />);
    const first = (await screen.findAllByRole('listitem'))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'I have paid, enter the UTR' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/UTR Number/), 'abcdef123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit UTR' }));
    await waitFor(() =>
      expect(sent).toEqual({ utrNumber: 'abcdef123456', dueId: '01KA0000000000000000000000-2', courseId: 'c1' }),
    );
    expect(await within(dialog).findByText(/The office confirms it within 24 hours/)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: /close|done/i })[0]!);
    expect(await screen.findByText('Your UTR was sent; the office will confirm the payment soon.')).toBeInTheDocument();
  });

  it('"Pay online" orders that due alone, pays it in the checkout, shows the receipt number and reloads the list', async () => {
    localStorage.setItem('token', 'student-token');
    let ordered: unknown;
    let paid = false;
    stubFetch(async (url, init) => {
      if (url === '/api/my/dues')
        return jsonResponse(paid ? { ...reply, dues: [due({ status: 'paid' }), ...reply.dues.slice(1)] } : reply);
      if (url === '/api/checkout/order') {
        ordered = JSON.parse(String(init?.body));
        return jsonResponse({
          success: true,
          key: 'rzp_test_local',
          amount: 7499.7,
          amountPaise: 749970,
          currency: 'INR',
          orderId: 'order_due_1',
          checkoutScriptUrl: '/checkout.js',
        });
      }
      if (url === '/api/checkout/verify') {
        paid = true;
        return jsonResponse({ success: true, enrolled: true, receiptNumber: 'GA-26-27-000077', receiptToken: 't' });
      }
      throw new Error(`Unexpected call: ${url}`);
    });
    const checkout = fakeCheckoutClass();
    vi.stubGlobal('Razorpay', checkout.FakeCheckout);
    render(<MyDues />);
    const first = (await screen.findAllByRole('listitem'))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Pay online' }));
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    expect(ordered).toEqual({ dueId: '01KA0000000000000000000000-2' });
    expect(checkout.instances[0]!.options).toMatchObject({ amount: 749970, order_id: 'order_due_1' });
    checkout.instances[0]!.pay();
    expect(await screen.findByText(/GA-26-27-000077/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Paid'));
  });

  it('"Pay online" says why the server refused, beside that due, and opens no checkout', async () => {
    localStorage.setItem('token', 'student-token');
    stubFetch((url) => {
      if (url === '/api/my/dues') return jsonResponse(reply);
      if (url === '/api/checkout/order')
        return jsonResponse(
          {
            success: false,
            error: 'A payment for this due is already waiting for approval',
            code: 'due_payment_pending',
          },
          409,
        );
      throw new Error(`Unexpected call: ${url}`);
    });
    const checkout = fakeCheckoutClass();
    vi.stubGlobal('Razorpay', checkout.FakeCheckout);
    render(<MyDues />);
    const first = (await screen.findAllByRole('listitem'))[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Pay online' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(/already waiting for approval/);
    expect(checkout.instances).toHaveLength(0);
  });
});
