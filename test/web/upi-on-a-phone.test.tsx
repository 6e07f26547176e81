import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LoginDialogProps } from '../../web/src/lib/login-dialog';
import { PaymentsToFinish } from '../../web/src/features/dashboard/my-payments/PaymentsToFinish';
import { SessionProvider, useSession } from '../../web/src/lib/session';
import { fakeCourse, fakeUser, jsonResponse, profileResponder, stubFetch } from './helpers';
import { recordUpiLinkPresses, stubDevice } from './payment-helpers';
import { renderCoursePage } from './course-page-helpers';
import { card, listed, renderSeriesPage, upscSeries, upscUpiLink } from './test-series-helpers';

const course = fakeCourse({ price: 12500 });
const upiUrl = 'upi://pay?pa=academy%40upi&pn=Gyanpath%20Academy&am=12500.00&cu=INR&tn=GPSC%20Class%201-2&tr=01JREF';
const receipt = {
  utrNumber: '123456789012',
  name: 'Ravi Patel',
  email: 'student@example.com',
  phone: '9876543210',
  course: 'GPSC Class 1-2',
  amount: 12500,
  status: 'pending',
};

/** /course/c1 with the given session, a login dialog `Dialog`, and the UPI routes answering. */
function coursePage(role: 'student' | null, Dialog?: (props: LoginDialogProps) => React.ReactNode) {
  const profile = profileResponder(role);
  const fetchMock = stubFetch((url) => {
    if (url === '/api/courses/c1') return jsonResponse({ success: true, course });
    if (url === '/api/payments/enrollments') return jsonResponse({ success: true, enrollments: [] });
    if (url === '/api/payments/mine') return jsonResponse({ success: true, payments: [] });
    if (url === '/api/upi-payments/initiate')
      return jsonResponse({
        success: true,
        upiUrl,
        amount: 12500,
        payee: { address: 'academy@upi', name: 'Gyanpath Academy' },
        reference: '01JREF',
        course: { _id: 'c1', title: 'GPSC Class 1-2' },
      });
    if (url === '/api/upi-payments/submit-utr') return jsonResponse({ success: true, receipt });
    return profile(url);
  });
  const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  renderCoursePage('/course/c1', Dialog);
  return { fetchMock, alertMock, assign, user: userEvent.setup() };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url).map(([, init]) => JSON.parse(String(init?.body)));

/** A login dialog that signs a student in, through its login view or its register view. */
function SigningInDialog({ view, onClose, onRegistered, onViewChange }: LoginDialogProps) {
  const { signIn } = useSession();
  const signedIn = () => signIn('student-token', fakeUser('student'), 'student');
  return (
    <div role="dialog" aria-label={`Login dialog (${view})`}>
      <button type="button" onClick={() => onViewChange('register')}>
        Go to register (test)
      </button>
      <button
        type="button"
        onClick={() => {
          signedIn();
          if (view === 'register') onRegistered('Ravi Patel');
          else onClose();
        }}
      >
        Finish (test)
      </button>
    </div>
  );
}

describe('the UPI dialog on a phone', { timeout: 20_000 }, () => {
  it('opens first, leaves for the UPI app only when "Pay with a UPI app" is pressed, and keeps the QR code behind a button', async () => {
    stubDevice('phone');
    const pressed = recordUpiLinkPresses();
    const { assign, user } = coursePage('student');
    await user.click(await screen.findByRole('button', { name: 'Enroll Now for ₹12,500' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll in GPSC Class 1-2' });
    expect(assign).not.toHaveBeenCalled();

    const app = within(dialog).getByRole('link', { name: 'Pay with a UPI app' });
    expect(app).toHaveAttribute('href', upiUrl);
    expect(app).toHaveClass('button-primary');
    expect(pressed).toEqual([]);
    expect(within(dialog).queryByRole('img', { name: /^UPI QR code/ })).not.toBeInTheDocument();
    // The app comes before the UTR form, which says where each app shows the UTR.
    const utr = within(dialog).getByLabelText('UTR Number');
    expect(app.compareDocumentPosition(utr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dialog).toHaveTextContent(
      'Google Pay: open the payment in your history; the number is its “UPI transaction ID”.',
    );
    expect(dialog).toHaveTextContent('PhonePe: History → the payment; the number is its “UTR”.');
    expect(dialog).toHaveTextContent('Paytm: Balance & History → the payment; the number is its “UPI Ref No.”.');

    await user.click(app);
    expect(pressed).toEqual([upiUrl]);
    await user.click(within(dialog).getByRole('button', { name: 'Show QR code' }));
    expect(await within(dialog).findByRole('img', { name: /^UPI QR code/ })).toBeInTheDocument();
  });
});

describe('"I have paid, enter the UTR"', { timeout: 20_000 }, () => {
  it('on the course page opens only the UTR form, asks for no new payment, and sends the UTR for the course', async () => {
    stubDevice('phone');
    const pressed = recordUpiLinkPresses();
    const { fetchMock, user } = coursePage('student');
    await user.click(await screen.findByRole('button', { name: 'I have paid, enter the UTR' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter the UTR: GPSC Class 1-2' });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('UPI Ref No.');
    expect(calls(fetchMock, '/api/upi-payments/initiate')).toEqual([]);

    await user.type(within(dialog).getByLabelText('UTR Number'), '123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Submit UTR' }));
    await within(dialog).findByText(/^Payment Submitted/);
    expect(calls(fetchMock, '/api/upi-payments/submit-utr')).toEqual([{ courseId: 'c1', utrNumber: '123456789012' }]);
    expect(calls(fetchMock, '/api/upi-payments/initiate')).toEqual([]);
    expect(pressed).toEqual([]);
  });

  it('on a series card opens only the UTR form and sends the UTR for that series', async () => {
    stubDevice('phone');
    const { fetchMock, user } = await renderSeriesPage({ list: listed([upscSeries]) }, 'student');
    await screen.findByRole('article', { name: upscSeries.title });
    await user.click(within(card(upscSeries.title)).getByRole('button', { name: 'I have paid, enter the UTR' }));
    const dialog = await screen.findByRole('dialog', { name: `Enter the UTR: Test Series ${upscSeries.title}` });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('UTR Number'), '123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Submit UTR' }));
    await within(dialog).findByText(/^Payment Submitted/);
    const sent = fetchMock.mock.calls.map(([url]) => String(url));
    expect(sent).toContain('/api/test-series/ts2/upi/submit-utr');
    expect(sent).not.toContain('/api/test-series/ts2/upi/initiate');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(card(upscSeries.title)).toHaveTextContent('Under verification');
  });

  it('on the dashboard lists a payment opened and not finished, and one rejected, each with the UTR form only', async () => {
    const profile = profileResponder('student');
    localStorage.setItem(
      'upiStarted.student-1',
      JSON.stringify([
        { kind: 'series', id: 'ts2', title: upscSeries.title, amount: 2499.5, startedAt: '2026-05-01T10:00:00Z' },
      ]),
    );
    const fetchMock = stubFetch((url) => {
      if (url === '/api/payments/mine')
        return jsonResponse({
          success: true,
          payments: [
            {
              _id: 'p1',
              method: 'upi',
              status: 'rejected',
              course: { _id: 'c1', title: 'GPSC Class 1-2' },
              amount: 12500,
              utrNumber: '111111111111',
              rejectionReason: 'No such UTR in the bank statement',
              createdAt: '2026-04-30T10:00:00Z',
            },
          ],
        });
      if (url === '/api/test-series/ts2/upi/submit-utr')
        return jsonResponse({ success: true, receipt: { ...receipt, course: upscSeries.title } });
      return profile(url);
    });
    const user = userEvent.setup();
    render(
      <SessionProvider>
        <PaymentsToFinish userId="student-1" />
      </SessionProvider>,
    );
    const section = await screen.findByRole('region', { name: 'Payments waiting for your UTR' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'GPSC Class 1-2',
      upscSeries.title,
    ]);
    expect(items[0]).toHaveTextContent('Your last payment for this was rejected.');

    await user.click(within(items[1]!).getByRole('button', { name: 'I have paid, enter the UTR' }));
    const dialog = await screen.findByRole('dialog', { name: `Enter the UTR: ${upscSeries.title}` });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('UTR Number'), '123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Submit UTR' }));
    await within(dialog).findByText(/^Payment Submitted/);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/test-series/ts2/upi/submit-utr');
    expect(localStorage.getItem('upiStarted.student-1')).toBeNull();
  });
});

describe('a visitor pressing Buy', { timeout: 20_000 }, () => {
  it.each([
    ['signing in', false],
    ['registering', true],
  ])(
    "on a course gets the spec's alert, then the login dialog, and the payment dialog after %s",
    async (_path, registers) => {
      stubDevice('phone');
      const pressed = recordUpiLinkPresses();
      const { alertMock, fetchMock, user } = coursePage(null, SigningInDialog);
      await user.click(await screen.findByRole('button', { name: 'Enroll Now for ₹12,500' }, { timeout: 5000 }));
      expect(alertMock).toHaveBeenCalledWith('Please login to enroll in this course');
      expect(alertMock).toHaveBeenCalledTimes(1);
      await screen.findByRole('dialog', { name: 'Login dialog (login)' });
      if (registers) await user.click(screen.getByRole('button', { name: 'Go to register (test)' }));
      await user.click(screen.getByRole('button', { name: 'Finish (test)' }));

      await screen.findByRole('dialog', { name: 'Enroll in GPSC Class 1-2' }, { timeout: 5000 });
      expect(calls(fetchMock, '/api/upi-payments/initiate')).toEqual([{ courseId: 'c1' }]);
      expect(pressed).toEqual([]);
    },
  );

  it("on a test series gets the spec's alert, then the login dialog, and that series' payment dialog after signing in", async () => {
    stubDevice('phone');
    const pressed = recordUpiLinkPresses();
    const { alertMock, fetchMock, user } = await renderSeriesPage(
      { list: listed([upscSeries]) },
      null,
      SigningInDialog,
    );
    await user.click(await screen.findByRole('button', { name: 'Purchase Now' }));
    expect(alertMock).toHaveBeenCalledWith('Please login as a student to purchase test series');
    await user.click(await screen.findByRole('button', { name: 'Finish (test)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay by UPI' });
    expect(within(dialog).getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', upscUpiLink);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/test-series/ts2/upi/initiate'),
    );
    expect(pressed).toEqual([]);
  });
});
