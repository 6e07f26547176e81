import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { CourseTypePage } from '../../web/src/features/course-types/CourseTypePage';
import { jsonResponse, stubFetch } from './helpers';
import { fakeCheckoutClass } from './payment-helpers';

const receipt = { success: true, receiptNumber: 'GA-26-27-000042', receiptToken: 'tok-42' };

function renderPage(courseType: 'gpsc' | 'upsc') {
  const fetchMock = stubFetch((url) => {
    if (url === '/api/courses') return jsonResponse({ success: true, courses: [] });
    if (url === '/api/create-order') {
      return jsonResponse({
        success: true,
        key: 'rzp_test_local',
        amount: 17923,
        amountPaise: 1792300,
        currency: 'INR',
        orderId: 'order_9',
        checkoutScriptUrl: '/checkout.js',
      });
    }
    if (url === '/api/verify-payment') return jsonResponse(receipt);
    if (url.startsWith('/api/receipt/'))
      return new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
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
  render(
    <MemoryRouter>
      <CourseTypePage courseType={courseType} />
    </MemoryRouter>,
  );
  return { fetchMock, alertMock, downloads, checkout, user: userEvent.setup() };
}

async function openEnrolment(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: 'Register now' }));
  return screen.findByRole('dialog', { name: `Enroll for ${title}` });
}

/** The breakdown's rows as 'label: amount'. */
function priceRows(dialog: HTMLElement): string[] {
  return Array.from(dialog.querySelectorAll('.enroll-price > div')).map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url);

describe('the /gpsc and /upsc enrolment dialog before Pay Now', { timeout: 20_000 }, () => {
  it('shows the fee, the payment gateway charge and the total the checkout will charge', async () => {
    const { user } = renderPage('gpsc');
    const dialog = await openEnrolment(user, 'GPSC Class 1-2');
    expect(dialog).toHaveTextContent('Fee: ₹10,000');
    expect(priceRows(dialog)).toEqual(['Payment gateway charge: ₹242', 'Total to pay: ₹10,242']);

    await user.click(within(dialog).getByRole('checkbox', { name: /^Include Material/ }));
    expect(dialog).toHaveTextContent('Fee: ₹17,500');
    expect(priceRows(dialog)).toEqual(['Payment gateway charge: ₹423', 'Total to pay: ₹17,923']);
  });

  it('shows the upsc total the same way', async () => {
    const { user } = renderPage('upsc');
    const dialog = await openEnrolment(user, 'UPSC Exam Prelims + Mains');
    expect(dialog).toHaveTextContent('Fee: ₹35,000');
    expect(priceRows(dialog)).toEqual(['Payment gateway charge: ₹846', 'Total to pay: ₹35,846']);
  });

  it('names the phone field when the number is not 10 digits, and makes no order', async () => {
    const { fetchMock, alertMock, checkout, user } = renderPage('gpsc');
    const dialog = await openEnrolment(user, 'GPSC Class 1-2');
    await user.type(within(dialog).getByLabelText('First Name'), 'Ravi');
    await user.type(within(dialog).getByLabelText('Surname'), 'Patel');
    const phone = within(dialog).getByLabelText('Phone Number');
    await user.type(phone, '98250abc12');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));

    expect(phone).toHaveAccessibleDescription('Phone Number must be exactly 10 digits');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(calls(fetchMock, '/api/create-order')).toHaveLength(0);
    expect(checkout.instances).toHaveLength(0);
    expect(alertMock).not.toHaveBeenCalled();

    // Corrected, the order goes ahead with that number.
    await user.clear(phone);
    await user.type(phone, '9825012345');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(calls(fetchMock, '/api/create-order')).toHaveLength(1));
    expect(JSON.parse(String(calls(fetchMock, '/api/create-order')[0]?.[1]?.body))).toMatchObject({
      mobile: '9825012345',
    });
  });
});

describe('after a successful card payment', { timeout: 20_000 }, () => {
  it('the page keeps the receipt number and a button that downloads the receipt again', async () => {
    const { fetchMock, alertMock, downloads, checkout, user } = renderPage('gpsc');
    const dialog = await openEnrolment(user, 'GPSC Class 1-2');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Include Material/ }));
    await user.type(within(dialog).getByLabelText('First Name'), 'Ravi');
    await user.type(within(dialog).getByLabelText('Surname'), 'Patel');
    await user.type(within(dialog).getByLabelText('Phone Number'), '9876543210');
    await user.type(within(dialog).getByLabelText('Delivery address'), '7, Sardar Patel Nagar, Navrangpura');
    await user.type(within(dialog).getByLabelText('PIN code'), '380009');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ravi@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(checkout.instances).toHaveLength(1));
    act(() => checkout.last().pay());

    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Payment successful. Receipt downloaded!'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const fees = screen.getByRole('region', { name: 'Duration and Fees' });
    expect(fees).toHaveTextContent('Your payment is confirmed. Receipt number: GA-26-27-000042.');
    expect(downloads).toEqual(['receipt_GA-26-27-000042.pdf']);

    await user.click(within(fees).getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(downloads).toEqual(['receipt_GA-26-27-000042.pdf', 'receipt_GA-26-27-000042.pdf']));
    expect(calls(fetchMock, '/api/receipt/GA-26-27-000042?token=tok-42')).toHaveLength(2);
  });
});
