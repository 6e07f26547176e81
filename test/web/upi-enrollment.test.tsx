import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeCourse, jsonResponse, profileResponder, stubFetch } from './helpers';
import { qrLink, stubDevice } from './payment-helpers';
import { renderCoursePage } from './course-page-helpers';

const course = fakeCourse({ price: 12500 });
const upiUrl = 'upi://pay?pa=academy%40upi&pn=Gyanpath%20Academy&am=12500.00&cu=INR&tn=GPSC%20Class%201-2&tr=01JREF';
const initiation = {
  success: true,
  upiUrl,
  amount: 12500,
  payee: { address: 'academy@upi', name: 'Gyanpath Academy' },
  reference: '01JREF',
  course: { _id: 'c1', title: 'GPSC Class 1-2' },
};
const receipt = {
  utrNumber: '123456789012',
  name: 'Ravi Patel',
  email: 'student@example.com',
  phone: '9876543210',
  course: 'GPSC Class 1-2',
  amount: 12500,
  status: 'pending',
};

interface Responses {
  initiate?: () => Response;
  submit?: () => Response | Promise<Response>;
}

function setUp(device: 'phone' | 'desktop', responses: Responses = {}) {
  stubDevice(device);
  const profile = profileResponder('student');
  const fetchMock = stubFetch((url) => {
    if (url === '/api/courses/c1') return jsonResponse({ success: true, course });
    if (url === '/api/payments/enrollments') return jsonResponse({ success: true, enrollments: [] });
    if (url === '/api/upi-payments/initiate') return responses.initiate?.() ?? jsonResponse(initiation);
    if (url === '/api/upi-payments/submit-utr') return responses.submit?.() ?? jsonResponse({ success: true, receipt });
    return profile(url);
  });
  const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  renderCoursePage();
  return { fetchMock, alertMock, assign, user: userEvent.setup() };
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, url: string) =>
  fetchMock.mock.calls
    .filter(([called]) => called === url)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function enroll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Enroll Now for ₹12,500' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Enroll in GPSC Class 1-2' });
}

describe('UPI enrolment from the course page', { timeout: 20_000 }, () => {
  it('shows a desktop student the QR code of the UPI link with payee, amount and course, without leaving the page', async () => {
    const { fetchMock, assign, alertMock, user } = setUp('desktop');
    const dialog = await enroll(user);

    expect(bodyOf(fetchMock, '/api/upi-payments/initiate')).toEqual([{ courseId: 'c1' }]);
    const qr = await within(dialog).findByRole('img', { name: 'UPI QR code to pay ₹12,500 to Gyanpath Academy' });
    expect(qrLink(qr)).toBe(upiUrl);
    expect(dialog).toHaveTextContent('Gyanpath Academy (academy@upi)');
    expect(dialog).toHaveTextContent('₹12,500');
    expect(dialog).toHaveTextContent('GPSC Class 1-2');
    expect(within(dialog).getByRole('link', { name: 'Open UPI app' })).toHaveAttribute('href', upiUrl);
    expect(assign).not.toHaveBeenCalled();
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('opens the dialog on a phone with the UPI app as its main action, and the UTR form', async () => {
    const { assign, user } = setUp('phone');
    const dialog = await enroll(user);
    expect(assign).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', upiUrl);
    expect(within(dialog).getByLabelText('UTR Number')).toBeInTheDocument();
  });

  it('keeps Submit UTR disabled while the UTR is empty and while submitting, then shows the receipt', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, user } = setUp('desktop', {
      submit: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const dialog = await enroll(user);
    const submit = within(dialog).getByRole('button', { name: 'Submit UTR' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('UTR Number'), '   ');
    expect(submit).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('UTR Number'));
    await user.type(within(dialog).getByLabelText('UTR Number'), ' 123456789012 ');
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(bodyOf(fetchMock, '/api/upi-payments/submit-utr')).toEqual([{ courseId: 'c1', utrNumber: '123456789012' }]);
    answer(jsonResponse({ success: true, receipt }));

    const status = await within(dialog).findByText(
      "Payment Submitted... under verification. Within 24 hours, you'll get access to your course",
    );
    expect(status).toHaveAttribute('role', 'status');
    for (const text of [
      '123456789012',
      'Ravi Patel',
      'student@example.com',
      '9876543210',
      'GPSC Class 1-2',
      '₹12,500',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("alerts the server's error for a refused UTR and lets the student correct it", async () => {
    const { alertMock, user } = setUp('desktop', {
      submit: () =>
        jsonResponse({ success: false, error: 'This UTR has already been submitted', code: 'utr_already_used' }, 409),
    });
    const dialog = await enroll(user);
    await user.type(within(dialog).getByLabelText('UTR Number'), '123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Submit UTR' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('This UTR has already been submitted'));
    expect(within(dialog).getByRole('button', { name: 'Submit UTR' })).toBeEnabled();
    expect(dialog).not.toHaveTextContent('Payment Submitted');
  });

  it("alerts 'Failed to submit UTR. Please check and retry.' when the server gives no reason", async () => {
    const { alertMock, user } = setUp('desktop', { submit: () => new Response('', { status: 502 }) });
    const dialog = await enroll(user);
    await user.type(within(dialog).getByLabelText('UTR Number'), '123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Submit UTR' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to submit UTR. Please check and retry.'));
  });

  it("alerts 'Failed to initiate UPI payment' when the initiation fails, and opens nothing", async () => {
    const { alertMock, assign, user } = setUp('phone', {
      initiate: () =>
        jsonResponse({ success: false, error: 'Something went wrong on our side', code: 'internal_error' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll Now for ₹12,500' }, { timeout: 5000 }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to initiate UPI payment'));
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enroll Now for ₹12,500' })).toBeEnabled();
  });

  it("shows the server's words for a 409 on the page, such as a payment already waiting for verification", async () => {
    const { alertMock, user } = setUp('desktop', {
      initiate: () =>
        jsonResponse(
          {
            success: false,
            error: 'A payment for this course is already waiting for verification',
            code: 'payment_pending',
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Enroll Now for ₹12,500' }, { timeout: 5000 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A payment for this course is already waiting for verification',
    );
    expect(alertMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
