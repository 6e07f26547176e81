import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseTypePage } from '../../web/src/features/course-types/CourseTypePage';
import { jsonResponse, stubFetch } from './helpers';
import { fakeCheckoutClass } from './payment-helpers';

const order = (scriptUrl = '/checkout.js') => ({
  success: true,
  key: 'rzp_test_local',
  amount: 17923,
  amountPaise: 1792300,
  currency: 'INR',
  orderId: 'order_1',
  checkoutScriptUrl: scriptUrl,
});
const receipt = { success: true, receiptNumber: 'GPA-2026-000001', receiptToken: 'tok 1' };

interface Responses {
  createOrder?: () => Response;
  verify?: (init?: RequestInit) => Response | Promise<Response>;
  orders?: (() => Response)[];
  receipt?: () => Response;
}

function setUp(responses: Responses = {}) {
  const orderChecks = [...(responses.orders ?? [])];
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/create-order') return responses.createOrder?.() ?? jsonResponse(order());
    if (url === '/api/verify-payment') return responses.verify?.(init) ?? jsonResponse(receipt);
    if (url === '/api/orders/order_1')
      return orderChecks.shift()?.() ?? jsonResponse({ success: true, status: 'created' });
    if (url.startsWith('/api/receipt/'))
      return responses.receipt?.() ?? new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    throw new Error(`Unexpected call: ${url}`);
  });
  const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:receipt'), revokeObjectURL: vi.fn() }));
  const checkout = fakeCheckoutClass();
  vi.stubGlobal('Razorpay', checkout.FakeCheckout);
  render(<CourseTypePage courseType="gpsc" />);
  return { fetchMock, alertMock, downloads, checkout, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url);
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as Record<string, unknown>;

async function fillAndPay(user: ReturnType<typeof userEvent.setup>, { material = true } = {}) {
  await user.click(screen.getByRole('button', { name: 'Register now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Enroll for GPSC Class 1-2' });
  if (material) await user.click(within(dialog).getByRole('checkbox', { name: 'Include Material (+ Rs. 7500)' }));
  await user.type(within(dialog).getByLabelText('First Name'), 'Ravi');
  await user.type(within(dialog).getByLabelText('Surname'), 'Patel');
  await user.type(within(dialog).getByLabelText('Phone Number'), '9876543210');
  if (material) {
    await user.type(within(dialog).getByLabelText('Delivery address'), '7, Sardar Patel Nagar, Navrangpura');
    await user.type(within(dialog).getByLabelText('PIN code'), '380009');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ravi@example.com');
  }
  await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
  return dialog;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('card payment on the course-type page', { timeout: 20_000 }, () => {
  it('loads the checkout script only on Pay Now, once, and opens it with the order', async () => {
    const { fetchMock, checkout, user } = setUp({
      createOrder: () => jsonResponse(order('/standin/checkout.js?first')),
    });
    vi.stubGlobal('Razorpay', undefined);
    const scripts = () => document.head.querySelectorAll('script[src="/standin/checkout.js?first"]');
    expect(scripts()).toHaveLength(0);

    await fillAndPay(user);
    expect(bodyOf(calls(fetchMock, '/api/create-order')[0])).toEqual({
      course: 'gpsc',
      name: 'Ravi Patel',
      mobile: '9876543210',
      includeMaterial: true,
      deliveryAddress: '7, Sardar Patel Nagar, Navrangpura',
      pinCode: '380009',
      email: 'ravi@example.com',
    });
    await waitFor(() => expect(scripts()).toHaveLength(1));
    vi.stubGlobal('Razorpay', checkout.FakeCheckout);
    act(() => void scripts()[0]!.dispatchEvent(new Event('load')));

    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    expect(checkout.last().opened).toBe(true);
    expect(checkout.last().options).toMatchObject({
      key: 'rzp_test_local',
      amount: 1792300,
      currency: 'INR',
      order_id: 'order_1',
      name: 'Gyanpath Academy',
      description: 'GPSC Class 1-2',
      prefill: { name: 'Ravi Patel', contact: '9876543210' },
    });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('verifies a paid checkout, downloads receipt_{number}.pdf and says so', async () => {
    const { fetchMock, alertMock, downloads, checkout, user } = setUp();
    await fillAndPay(user);
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    act(() => checkout.last().pay());

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Payment successful. Receipt downloaded!'));
    expect(bodyOf(calls(fetchMock, '/api/verify-payment')[0])).toEqual({
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig_1',
      name: 'Ravi Patel',
      mobile: '9876543210',
      course: 'gpsc',
      amount: 17923,
    });
    expect(calls(fetchMock, '/api/receipt/GPA-2026-000001?token=tok%201')).toHaveLength(1);
    expect(downloads).toEqual(['receipt_GPA-2026-000001.pdf']);
    expect(alertMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("alerts 'Payment failed. Please try again.' when the checkout reports a failure, and lets them pay again", async () => {
    const { fetchMock, alertMock, checkout, user } = setUp();
    const dialog = await fillAndPay(user, { material: false });
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    act(() => checkout.last().fail());

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Payment failed. Please try again.'));
    expect(checkout.last().closed).toBe(true);
    expect(calls(fetchMock, '/api/verify-payment')).toHaveLength(0);
    expect(bodyOf(calls(fetchMock, '/api/create-order')[0])).toMatchObject({ includeMaterial: false });
    const payNow = within(dialog).getByRole('button', { name: 'Pay Now' });
    expect(payNow).toBeEnabled();

    await user.click(payNow);
    await waitFor(() => expect(checkout.instances).toHaveLength(2));
  });

  it("verify refused, and the server says the order failed: 'Payment failed. Please try again.'", async () => {
    const { alertMock, downloads, checkout, user } = setUp({
      verify: () => jsonResponse({ success: false, error: 'Invalid signature' }, 400),
      orders: [() => jsonResponse({ success: true, status: 'failed' })],
    });
    await fillAndPay(user);
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    vi.useFakeTimers();
    await act(async () => checkout.last().pay());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(alertMock).toHaveBeenCalledWith('Payment failed. Please try again.');
    expect(downloads).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("alerts 'Payment failed. Please try again.' when the order cannot be created, and opens no checkout", async () => {
    const { alertMock, checkout, user } = setUp({
      createOrder: () => jsonResponse({ success: false, error: 'Mobile must be 10 digits' }, 400),
    });
    await fillAndPay(user);
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Payment failed. Please try again.'));
    expect(checkout.instances).toHaveLength(0);
  });

  it("alerts 'Payment verified, but receipt download failed.' and offers the download again", async () => {
    let receiptCalls = 0;
    const { alertMock, downloads, checkout, user } = setUp({
      receipt: () =>
        ++receiptCalls === 1
          ? new Response('oops', { status: 500 })
          : new Response('%PDF', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    const dialog = await fillAndPay(user);
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    act(() => checkout.last().pay());

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Payment verified, but receipt download failed.'));
    expect(alertMock).not.toHaveBeenCalledWith('Payment failed. Please try again.');
    expect(dialog).toHaveTextContent('Receipt number: GPA-2026-000001');
    await user.click(within(dialog).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(alertMock).toHaveBeenLastCalledWith('Payment successful. Receipt downloaded!'));
    expect(downloads).toEqual(['receipt_GPA-2026-000001.pdf']);
  });

  it.each([
    ['answers 500', () => jsonResponse({ success: false, error: 'Something went wrong', code: 'internal_error' }, 500)],
    ['answers 503', () => jsonResponse({ success: false, code: 'busy_try_again' }, 503)],
    ['never reaches the server', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'verify %s while the webhook marked the order paid: the payer gets success and the receipt, never "failed"',
    async (_label, verify) => {
      const { fetchMock, alertMock, downloads, checkout, user } = setUp({
        verify,
        orders: [
          () => jsonResponse({ success: true, status: 'created' }),
          () => jsonResponse({ success: true, status: 'paid' }),
          () => jsonResponse({ ...receipt, status: 'paid' }),
        ],
      });
      const dialog = await fillAndPay(user);
      await waitFor(() => expect(checkout.instances).toHaveLength(1));
      vi.useFakeTimers();
      await act(async () => checkout.last().pay());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(within(dialog).getByRole('status')).toHaveTextContent('We are confirming your payment');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(calls(fetchMock, '/api/orders/order_1')).toHaveLength(1);
      // Paid but its receipt number not handed out yet: keep asking.
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(calls(fetchMock, '/api/orders/order_1')).toHaveLength(3);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(alertMock).toHaveBeenCalledWith('Payment successful. Receipt downloaded!');
      expect(alertMock).not.toHaveBeenCalledWith('Payment failed. Please try again.');
      expect(downloads).toEqual(['receipt_GPA-2026-000001.pdf']);
    },
  );

  it('verify that never answers is given up after 20 s, and the order is asked for instead', async () => {
    const { fetchMock, alertMock, checkout, user } = setUp({
      // Like a real fetch, it ends only when its signal aborts.
      verify: (init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Timed out', 'TimeoutError'))),
        ),
      orders: [() => jsonResponse({ ...receipt, status: 'paid' })],
    });
    await fillAndPay(user);
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    vi.useFakeTimers();
    await act(async () => checkout.last().pay());
    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(calls(fetchMock, '/api/orders/order_1')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls(fetchMock, '/api/orders/order_1')).toHaveLength(1);
    expect(alertMock).toHaveBeenCalledWith('Payment successful. Receipt downloaded!');
  });

  it('a checkout closed without paying returns to the form at once, with no waiting text and no order checks', async () => {
    const { fetchMock, alertMock, checkout, user } = setUp();
    const dialog = await fillAndPay(user);
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    await act(async () => checkout.last().dismiss());
    expect(dialog).not.toHaveTextContent('We are confirming your payment');
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(alertMock).not.toHaveBeenCalled();
    expect(calls(fetchMock, '/api/orders/order_1')).toHaveLength(0);
  });

  it('stops asking once the order was refunded in full, and says so with the contact details', async () => {
    const { fetchMock, alertMock, downloads, checkout, user } = setUp({
      verify: () => jsonResponse({ success: false, code: 'busy_try_again' }, 503),
      orders: [
        () => jsonResponse({ success: true, status: 'created' }),
        () => jsonResponse({ ...receipt, status: 'refunded' }),
      ],
    });
    const dialog = await fillAndPay(user);
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    vi.useFakeTimers();
    await act(async () => checkout.last().pay());
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls(fetchMock, '/api/orders/order_1')).toHaveLength(2);
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('This payment has been refunded in full');
    expect(status).toHaveTextContent('order reference order_1');
    expect(status).not.toHaveTextContent('We are confirming your payment');
    // Nothing more is asked, however long the page stays open.
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(calls(fetchMock, '/api/orders/order_1')).toHaveLength(2);
    expect(alertMock).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
    vi.useRealTimers();
    await user.click(within(status).getByRole('button', { name: 'Back to the form' }));
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('stops asking once the order is partly refunded: the payment went through, and its receipt downloads', async () => {
    const { fetchMock, alertMock, downloads, checkout, user } = setUp({
      verify: () => jsonResponse({ success: false, code: 'busy_try_again' }, 503),
      orders: [() => jsonResponse({ ...receipt, status: 'partially_refunded' })],
    });
    await fillAndPay(user);
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    vi.useFakeTimers();
    await act(async () => checkout.last().pay());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(alertMock).toHaveBeenCalledWith('Payment successful. Receipt downloaded!');
    expect(downloads).toEqual(['receipt_GPA-2026-000001.pdf']);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(calls(fetchMock, '/api/orders/order_1')).toHaveLength(1);
  });

  it('says calmly, with the contact details, when a paid checkout is still not confirmed after a minute', async () => {
    const { fetchMock, alertMock, checkout, user } = setUp({ verify: () => jsonResponse({ success: false }, 502) });
    const dialog = await fillAndPay(user);
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    vi.useFakeTimers();
    await act(async () => checkout.last().pay());
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(within(dialog).getByRole('status')).toHaveTextContent('We are confirming your payment');
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(calls(fetchMock, '/api/orders/order_1')).toHaveLength(9);
    expect(alertMock).not.toHaveBeenCalled();
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('We have not received a confirmation for this payment yet.');
    expect(status).toHaveTextContent('order reference order_1');
    expect(within(status).getByRole('link', { name: '+91 79 4000 1234' })).toHaveAttribute('href', 'tel:+917940001234');
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    vi.useRealTimers();
    await user.click(within(status).getByRole('button', { name: 'Back to the form' }));
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('asks where to courier printed material only when it is bought, and sends no order until the address, PIN code and e-mail are right', async () => {
    const { fetchMock, alertMock, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll for GPSC Class 1-2' });
    expect(within(dialog).queryByLabelText('Delivery address')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Include Material (+ Rs. 7500)' }));
    expect(within(dialog).getByRole('group', { name: 'Where should we courier the printed material?' })).toBeVisible();
    await user.type(within(dialog).getByLabelText('First Name'), 'Ravi');
    await user.type(within(dialog).getByLabelText('Surname'), 'Patel');
    await user.type(within(dialog).getByLabelText('Phone Number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));

    // The spec's own alert is only for its three fields; the courier's are told by each field.
    expect(alertMock).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Delivery address')).toHaveAccessibleDescription(
      'Needed to send the printed material',
    );
    expect(within(dialog).getByLabelText('Delivery address')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Delivery address'), '7, Sardar Patel Nagar');
    await user.type(within(dialog).getByLabelText('PIN code'), '38000');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ravi');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    expect(within(dialog).getByLabelText('PIN code')).toHaveAccessibleDescription('PIN code must be 6 digits');
    expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(calls(fetchMock, '/api/create-order')).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Include Material (+ Rs. 7500)' }));
    expect(within(dialog).queryByLabelText('PIN code')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(calls(fetchMock, '/api/create-order')).toHaveLength(1));
    expect(bodyOf(calls(fetchMock, '/api/create-order')[0])).not.toHaveProperty('pinCode');
  });
});
