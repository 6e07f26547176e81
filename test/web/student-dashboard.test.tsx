import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StudentDashboard } from '../../web/src/features/dashboard/StudentDashboard';
import { SessionProvider } from '../../web/src/lib/session';
import { jsonResponse, profileResponder, requestHeaders, stubFetch } from './helpers';

const enrollments = [
  {
    course: { _id: 'c1', title: 'GPSC Class 1-2', description: 'Complete preparation for GPSC Class 1 and 2.' },
    enrolledAt: '2025-02-01T10:00:00.000Z',
  },
  {
    course: { _id: 'c2', title: 'UPSC Prelims + Mains', description: 'Prelims and Mains in one course.' },
    enrolledAt: '2025-03-15T10:00:00.000Z',
  },
];

const noProgress = () => jsonResponse({ success: true, progress: [] });

function renderDashboard(
  enrollmentsResponse: () => Response | Promise<Response>,
  progressResponse: () => Response = noProgress,
) {
  const profile = profileResponder('student');
  const fetchMock = stubFetch((url) => {
    if (url === '/api/payments/enrollments') return enrollmentsResponse();
    if (url === '/api/progress') return progressResponse();
    if (url === '/api/payments/mine') return jsonResponse({ success: true, payments: [] });
    if (url === '/api/my/test-series') return jsonResponse({ success: true, testSeries: [] });
    if (url === '/api/my/attempts') return jsonResponse({ success: true, attempts: [] });
    if (url === '/api/my/dues') return jsonResponse({ success: true, dues: [], balance: 0 });
    if (url === '/api/my/doubts') return jsonResponse({ success: true, doubts: [] });
    return profile(url);
  });
  render(
    <SessionProvider>
      <MemoryRouter>
        <StudentDashboard />
      </MemoryRouter>
    </SessionProvider>,
  );
  return fetchMock;
}

/** The figure shown under a card's label. */
function figure(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;
}

describe('student dashboard', () => {
  it('greets the student and shows a spinner while the enrollments load', async () => {
    renderDashboard(() => new Promise<Response>(() => {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ravi Patel!' })).toBeInTheDocument();
    expect(screen.getByText('student@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // The payments list beside it may be loading too: the courses' own spinner is the one asserted.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Loading your courses...');
  });

  it('counts the enrolled courses and lists them with Access Course', async () => {
    const fetchMock = renderDashboard(() => jsonResponse({ success: true, enrollments }));
    const myCourses = await screen.findByRole('region', { name: 'My Courses' });

    expect(figure('Enrolled Courses')).toBe('2');
    // Nothing watched yet: neither completed nor in progress.
    expect(figure('Completed')).toBe('0');
    expect(figure('In Progress')).toBe('0');

    const items = within(myCourses).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'GPSC Class 1-2' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Complete preparation for GPSC Class 1 and 2.');
    expect(items[0]).toHaveTextContent('Enrolled on 1 Feb 2025');
    expect(within(items[0]!).getByRole('link', { name: /Access Course/ })).toHaveAttribute('href', '/course/c1');
    expect(within(items[1]!).getByRole('link', { name: /Access Course/ })).toHaveAttribute('href', '/course/c2');

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/payments/enrollments');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer student-token');
  });

  it("shows 'No courses enrolled' and Browse Courses when there are none", async () => {
    renderDashboard(() => jsonResponse({ success: true, enrollments: [] }));
    expect(await screen.findByText('No courses enrolled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/');
    expect(figure('Enrolled Courses')).toBe('0');
    expect(figure('In Progress')).toBe('0');
  });

  it("shows 'Failed to load enrollments' and loads again on Try Again", async () => {
    let calls = 0;
    renderDashboard(() =>
      ++calls === 1
        ? jsonResponse({ success: false, error: 'Internal error' }, 500)
        : jsonResponse({ success: true, enrollments }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load enrollments');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'My Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts completed and in-progress courses from the progress, with bars and Continue learning', async () => {
    const progress = [
      {
        courseId: 'c1',
        watched: 3,
        total: 3,
        lastVideoId: 'v3',
        lastPosition: 10,
        updatedAt: '2025-04-01T00:00:00.000Z',
      },
      {
        courseId: 'c2',
        watched: 1,
        total: 4,
        lastVideoId: 'v7',
        lastPosition: 125,
        updatedAt: '2025-04-02T00:00:00.000Z',
      },
      {
        courseId: 'c9',
        watched: 0,
        total: 2,
        lastVideoId: 'v9',
        lastPosition: 5,
        updatedAt: '2025-05-01T00:00:00.000Z',
      },
    ];
    renderDashboard(
      () => jsonResponse({ success: true, enrollments }),
      () => jsonResponse({ success: true, progress }),
    );
    const myCourses = await screen.findByRole('region', { name: 'My Courses' });
    expect(figure('Completed')).toBe('1');
    expect(figure('In Progress')).toBe('1');

    const continueLearning = screen.getByRole('region', { name: 'Continue learning' });
    expect(continueLearning).toHaveTextContent('UPSC Prelims + Mains, stopped at 2:05');
    expect(within(continueLearning).getByRole('link', { name: /Continue/ })).toHaveAttribute(
      'href',
      '/course/c2/video/v7',
    );

    const bars = within(myCourses).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuetext'))).toEqual([
      '3 of 3 lectures watched',
      '1 of 4 lectures watched',
    ]);
  });

  it('counts a started course with no lectures as neither', async () => {
    const progress = [
      {
        courseId: 'c1',
        watched: 0,
        total: 0,
        lastVideoId: 'v1',
        lastPosition: 3,
        updatedAt: '2025-04-01T00:00:00.000Z',
      },
    ];
    renderDashboard(
      () => jsonResponse({ success: true, enrollments }),
      () => jsonResponse({ success: true, progress }),
    );
    await screen.findByRole('region', { name: 'My Courses' });
    expect(figure('Completed')).toBe('0');
    expect(figure('In Progress')).toBe('0');
    expect(screen.queryByRole('region', { name: 'Continue learning' })).not.toBeInTheDocument();
  });

  it('still lists the courses when the progress cannot be read', async () => {
    renderDashboard(
      () => jsonResponse({ success: true, enrollments }),
      () => jsonResponse({ success: false, error: 'Internal error' }, 500),
    );
    await screen.findByRole('region', { name: 'My Courses' });
    expect(figure('Enrolled Courses')).toBe('2');
    expect(figure('Completed')).toBe('–');
    expect(screen.getByText('Your progress could not be loaded just now.')).toBeInTheDocument();
  });
});

describe('a payment sent from the dashboard', () => {
  const utrNumber = '306757789768';
  const pending = {
    _id: 'pay2',
    method: 'upi',
    status: 'pending',
    course: { _id: 'c1', title: 'GPSC Class 1-2' },
    amount: 2700,
    utrNumber,
    createdAt: '2026-11-27T10:00:00.000Z',
  };
  const receipt = { utrNumber, name: 'Ravi', email: 'r@x.in', phone: '9876543210', course: 'GPSC', amount: 2700 };

  /** The dashboard with these dues and payments (each asked after `sent` says whether the UTR went). */
  function renderWith(answers: { dues: (sent: boolean) => object; payments: (sent: boolean) => object[] }) {
    let sent = false;
    const profile = profileResponder('student');
    stubFetch((url) => {
      if (url === '/api/payments/enrollments') return jsonResponse({ success: true, enrollments });
      if (url === '/api/progress') return noProgress();
      if (url === '/api/payments/mine') return jsonResponse({ success: true, payments: answers.payments(sent) });
      if (url === '/api/my/test-series') return jsonResponse({ success: true, testSeries: [] });
      if (url === '/api/my/attempts') return jsonResponse({ success: true, attempts: [] });
      if (url === '/api/my/dues') return jsonResponse({ success: true, ...answers.dues(sent) });
      if (url === '/api/upi-payments/submit-utr') {
        sent = true;
        return jsonResponse({ success: true, receipt: { ...receipt, status: 'pending' } });
      }
      return profile(url);
    });
    render(
      <SessionProvider>
        <MemoryRouter>
          <StudentDashboard />
        </MemoryRouter>
      </SessionProvider>,
    );
  }

  /** Sends the UTR in the dialog "I have paid, enter the UTR" opened in `region`, and closes it. */
  async function sendUtrFrom(region: HTMLElement) {
    await userEvent.click(await within(region).findByRole('button', { name: 'I have paid, enter the UTR' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/UTR Number/), utrNumber);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit UTR' }));
    await within(dialog).findByText(utrNumber);
    await userEvent.click(within(dialog).getAllByRole('button', { name: /close|done/i })[0]!);
  }

  it('from the instalments: shows in My Payments as soon as its dialog closes, with no reload', {
    timeout: 20_000,
  }, async () => {
    const due = {
      _id: 'd1',
      product: { kind: 'course', _id: 'c1', title: 'GPSC Class 1-2' },
      plan: { _id: 'p1', name: '3 instalments' },
      instalment: 2,
      amount: 2700,
      dueOn: '2026-12-27',
      status: 'upcoming',
    };
    renderWith({
      dues: (sent) => ({
        dues: [sent ? { ...due, pendingPaymentId: 'pay2' } : due],
        balance: 2700,
        next: { dueOn: due.dueOn, amount: 2700 },
      }),
      payments: (sent) => (sent ? [pending] : []),
    });
    const myPayments = await screen.findByRole('region', { name: 'My Payments' });
    expect(await within(myPayments).findByText('No payments yet.')).toBeInTheDocument();

    await sendUtrFrom(await screen.findByRole('region', { name: 'Instalments to pay' }));
    expect(await within(myPayments).findByText('Under verification')).toBeInTheDocument();
    expect(myPayments).toHaveTextContent(`UTR ${utrNumber}`);
  });

  it('from the payments waiting for a UTR: shows in My Payments as soon as its dialog closes', {
    timeout: 20_000,
  }, async () => {
    const rejected = { ...pending, _id: 'pay1', status: 'rejected', utrNumber: '111111111111' };
    renderWith({
      dues: () => ({ dues: [], balance: 0 }),
      payments: (sent) => (sent ? [pending, rejected] : [rejected]),
    });
    const myPayments = await screen.findByRole('region', { name: 'My Payments' });
    expect(await within(myPayments).findByText('Rejected')).toBeInTheDocument();

    await sendUtrFrom(await screen.findByRole('region', { name: 'Payments waiting for your UTR' }));
    expect(await within(myPayments).findByText('Under verification')).toBeInTheDocument();
    expect(myPayments).toHaveTextContent(`UTR ${utrNumber}`);
  });
});
