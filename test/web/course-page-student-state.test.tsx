import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { fakeCourse, jsonResponse, profileResponder, stubFetch } from './helpers';
import { stubDevice } from './payment-helpers';
import { renderCoursePage } from './course-page-helpers';

const course = fakeCourse({ price: 6000, titleGu: 'GPSC વર્ગ 1-2 સંપૂર્ણ કોર્સ' });

const upiPayment = (status: 'pending' | 'rejected' | 'approved', extra: Record<string, unknown> = {}) => ({
  _id: `p-${status}`,
  method: 'upi',
  status,
  product: 'course',
  course: { _id: 'c1', title: 'GPSC Class 1-2' },
  amount: 6000,
  utrNumber: '123456789012',
  createdAt: '2025-03-10T09:00:00.000Z',
  ...extra,
});

const initiation = {
  success: true,
  upiUrl: 'upi://pay?pa=academy%40upi&pn=Gyanpath%20Academy&am=6000.00&cu=INR&tn=GPSC',
  amount: 6000,
  payee: { address: 'academy@upi', name: 'Gyanpath Academy' },
  reference: 'REF1',
  course: { _id: 'c1', title: 'GPSC Class 1-2' },
};

interface Setup {
  enrolled?: boolean;
  payments?: unknown[][];
  progress?: unknown[];
}

function renderCourse({ enrolled = false, payments = [[]], progress = [] }: Setup) {
  stubDevice('desktop');
  const profile = profileResponder('student');
  const paymentAnswers = [...payments];
  const fetchMock = stubFetch((url) => {
    if (url === '/api/courses/c1') return jsonResponse({ success: true, course });
    if (url === '/api/payments/enrollments') {
      return jsonResponse({
        success: true,
        enrollments: enrolled
          ? [
              {
                course: { _id: 'c1', title: course.title, description: course.description },
                enrolledAt: '2025-02-01T00:00:00.000Z',
              },
            ]
          : [],
      });
    }
    if (url === '/api/payments/mine')
      return jsonResponse({
        success: true,
        payments: paymentAnswers.length > 1 ? paymentAnswers.shift() : paymentAnswers[0],
      });
    if (url === '/api/progress') return jsonResponse({ success: true, progress });
    if (url === '/api/courses/c1/videos') return jsonResponse({ success: true, course, videos: [] });
    if (url === '/api/courses/c1/progress') return jsonResponse({ success: true, progress: [] });
    if (url === '/api/upi-payments/initiate') return jsonResponse(initiation);
    if (url === '/api/upi-payments/submit-utr') {
      return jsonResponse({
        success: true,
        receipt: {
          utrNumber: '998877665544',
          name: 'Ravi Patel',
          email: 'student@example.com',
          phone: '9876543210',
          course: 'GPSC Class 1-2',
          amount: 6000,
          status: 'pending',
        },
      });
    }
    return profile(url);
  });
  vi.spyOn(window, 'alert').mockImplementation(() => {});
  renderCoursePage();
  return { fetchMock, user: userEvent.setup() };
}

const panel = () => screen.getByRole('complementary', { name: 'Enrollment' });

describe("the course page and the student's UPI payment", { timeout: 20_000 }, () => {
  it('says a submitted payment is under verification instead of offering Enroll Now', async () => {
    renderCourse({ payments: [[upiPayment('pending')]] });
    expect(
      await screen.findByText(
        'Your payment is under verification. Within 24 hours, you will get access to this course.',
      ),
    ).toBeInTheDocument();
    expect(panel()).toHaveTextContent('UTR 123456789012, submitted on 10 Mar 2025');
    expect(within(panel()).queryByRole('button', { name: /Enroll Now/ })).not.toBeInTheDocument();
  });

  it('gives the reason for a rejected payment and a way to pay again', async () => {
    const { fetchMock, user } = renderCourse({
      payments: [[upiPayment('rejected', { rejectionReason: 'UTR not found in our bank statement' })]],
    });
    expect(await screen.findByText('Your payment for this course was rejected.')).toBeInTheDocument();
    expect(panel()).toHaveTextContent('Reason: UTR not found in our bank statement');
    await user.click(within(panel()).getByRole('button', { name: 'Pay Again for ₹6,000' }));
    expect(await screen.findByRole('dialog', { name: 'Enroll in GPSC Class 1-2' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/upi-payments/initiate')).toHaveLength(1);
  });

  it("offers Enroll Now when the only UPI payment for the course is another course's or a test series'", async () => {
    renderCourse({
      payments: [
        [
          upiPayment('pending', { course: { _id: 'c9', title: 'Other' } }),
          upiPayment('pending', { product: 'test-series', course: { _id: 'c1', title: 'Series' } }),
        ],
      ],
    });
    expect(await screen.findByRole('button', { name: 'Enroll Now for ₹6,000' })).toBeInTheDocument();
  });

  it('shows the payment under verification as soon as the UTR is sent, without a reload', async () => {
    const { user } = renderCourse({ payments: [[], [upiPayment('pending', { utrNumber: '998877665544' })]] });
    await user.click(await screen.findByRole('button', { name: 'Enroll Now for ₹6,000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enroll in GPSC Class 1-2' });
    await user.type(within(dialog).getByLabelText('UTR Number'), '998877665544');
    await user.click(within(dialog).getByRole('button', { name: 'Submit UTR' }));
    await within(dialog).findByText(
      "Payment Submitted... under verification. Within 24 hours, you'll get access to your course",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(panel()).toHaveTextContent('Your payment is under verification.'));
    expect(within(panel()).queryByRole('button', { name: /Enroll Now/ })).not.toBeInTheDocument();
  });
});

describe('the course page for an enrolled student', { timeout: 20_000 }, () => {
  it('says Completed, with Watch again, once every lecture is watched', async () => {
    renderCourse({
      enrolled: true,
      progress: [
        {
          courseId: 'c1',
          watched: 12,
          total: 12,
          lastVideoId: 'v12',
          lastPosition: 8,
          updatedAt: '2025-03-01T00:00:00.000Z',
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Watch again' })).toHaveAttribute('href', '/course/c1/videos');
    expect(panel()).toHaveTextContent('You are enrolled in this course!');
    expect(panel()).toHaveTextContent('Completed');
    expect(within(panel()).queryByRole('link', { name: 'Start Learning' })).not.toBeInTheDocument();
  });

  it('keeps Start Learning while lectures are left', async () => {
    renderCourse({
      enrolled: true,
      progress: [
        {
          courseId: 'c1',
          watched: 11,
          total: 12,
          lastVideoId: 'v11',
          lastPosition: 8,
          updatedAt: '2025-03-01T00:00:00.000Z',
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', '/course/c1/videos');
    expect(panel()).not.toHaveTextContent('Completed');
    expect(screen.queryByRole('link', { name: 'Watch again' })).not.toBeInTheDocument();
  });
});

describe('the UPI dialog in Gujarati', { timeout: 20_000 }, () => {
  it('names the course by its Gujarati title, in the title, the payment details and the receipt', async () => {
    await activateLanguage(browserI18n, 'gu');
    const { user } = renderCourse({});
    await user.click(await screen.findByRole('button', { name: '₹6,000માં હમણાં પ્રવેશ લો' }));
    const dialog = await screen.findByRole('dialog', { name: 'GPSC વર્ગ 1-2 સંપૂર્ણ કોર્સમાં પ્રવેશ લો' });
    expect(dialog).toHaveTextContent('GPSC વર્ગ 1-2 સંપૂર્ણ કોર્સ');
    await user.type(within(dialog).getByRole('textbox'), '998877665544');
    await user.click(within(dialog).getByRole('button', { name: /UTR/ }));
    await waitFor(() => expect(within(dialog).getByText('998877665544')).toBeInTheDocument());
    expect(dialog).toHaveTextContent('GPSC વર્ગ 1-2 સંપૂર્ણ કોર્સ');
    expect(dialog).not.toHaveTextContent('GPSC Class 1-2');
  });
});
