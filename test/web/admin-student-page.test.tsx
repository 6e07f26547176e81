import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AdminPayment, AdminStudentDetail } from '../../shared/admin-types';
import type { StudentSeriesAccess } from '../../shared/mock-tests';
import type { TestSeries } from '../../shared/types';
import { ToastProvider } from '../../web/src/components/toast';
import { StudentPage } from '../../web/src/features/admin-students/StudentPage';
import { callsTo, fakeAdminCourse, requestBody } from './admin-courses-helpers';
import { jsonResponse, stubFetch } from './helpers';

const gpsc = fakeAdminCourse({ _id: 'c1', title: 'GPSC Class 1-2', price: 12500.5 });
const upsc = fakeAdminCourse({ _id: 'c2', title: 'UPSC Prelims + Mains', price: 35000 });

const upiPayment: AdminPayment = {
  _id: 'p1',
  method: 'upi',
  status: 'approved',
  name: 'Meena Shah',
  email: 'meena@example.com',
  mobile: '9876500002',
  course: { _id: 'c1', title: 'GPSC Class 1-2' },
  amount: 12500.5,
  userId: 's2',
  utrNumber: '123456789012',
  createdAt: '2026-11-01T09:00:00.000Z',
  decidedAt: '2026-11-02T09:00:00.000Z',
};

const detail: AdminStudentDetail = {
  student: {
    _id: 's2',
    name: 'Meena Shah',
    email: 'meena@example.com',
    mobile: '9876500002',
    joinedAt: '2026-10-20T09:00:00.000Z',
    enrolledCourses: [{ _id: 'c1', title: 'GPSC Class 1-2' }],
  },
  enrollments: [
    {
      course: { _id: 'c1', title: 'GPSC Class 1-2', description: 'Class 1 and 2' },
      enrolledAt: '2026-11-02T09:00:00.000Z',
    },
  ],
  testSeries: [],
  payments: [upiPayment],
};

const seriesOf = (id: string, title: string, isActive = true): TestSeries => ({
  _id: id,
  title,
  description: `${title} mocks`,
  price: 999,
  category: 'gpsc',
  duration: '3 months',
  numberOfTests: 10,
  features: [],
  isActive,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const allSeries = [
  seriesOf('ts1', 'GPSC Prelims Mock Series'),
  seriesOf('ts2', 'Talati Practice Tests'),
  seriesOf('ts3', 'Old Railway Series', false),
];
const bought: StudentSeriesAccess = {
  seriesId: 'ts1',
  title: 'GPSC Prelims Mock Series',
  via: 'payment',
  grantedBy: 'payment',
  paymentId: 'p7',
  grantedAt: '2026-11-03T04:30:00.000Z',
};
const given: StudentSeriesAccess = {
  seriesId: 'ts2',
  title: 'Talati Practice Tests',
  via: 'admin',
  grantedBy: 'admin-1',
  grantedByName: 'Asha Admin',
  note: 'Scholarship',
  grantedAt: '2026-11-04T04:30:00.000Z',
};
const withSeries: AdminStudentDetail = { ...detail, testSeries: [bought, given] };

type Respond = (url: string, init: RequestInit | undefined) => Response | undefined;

function renderStudent(respond: Respond = () => undefined, studentId = 's2', start: AdminStudentDetail = detail) {
  localStorage.setItem('token', 'admin-token');
  let current = start;
  const fetchMock = stubFetch((url, init) => {
    const answer = respond(url, init);
    if (answer) return answer;
    if (url === '/api/admin/students/s2' && init?.method === 'POST')
      return jsonResponse({ success: false, error: 'wrong route' }, 404);
    if (url === '/api/admin/students/s2/offline-payments' && init?.method === 'POST') {
      const body = requestBody(init) as {
        courseId: string;
        amount: number;
        reference: string;
        mode: 'cash' | 'bank_transfer';
      };
      const payment: AdminPayment = {
        ...upiPayment,
        _id: 'p2',
        method: 'offline',
        utrNumber: undefined,
        course: { _id: body.courseId, title: body.courseId === 'c2' ? upsc.title : gpsc.title },
        amount: body.amount,
        reference: body.reference,
        offlineMode: body.mode,
      };
      current = { ...current, payments: [payment, ...current.payments] };
      return jsonResponse({ success: true, payment });
    }
    const seat = /^\/api\/admin\/students\/s2\/test-series\/(\w+)$/.exec(url);
    if (seat && init?.method === 'POST') {
      const series = allSeries.find((one) => one._id === seat[1])!;
      const note = init.body ? (requestBody(init) as { note?: string }).note : undefined;
      current = {
        ...current,
        testSeries: [
          ...current.testSeries,
          {
            seriesId: series._id,
            title: series.title,
            via: 'admin',
            grantedBy: 'admin-1',
            grantedByName: 'Asha Admin',
            grantedAt: '2026-11-05T09:00:00.000Z',
            ...(note ? { note } : {}),
          },
        ],
      };
      return jsonResponse({ success: true }, 201);
    }
    if (seat && init?.method === 'DELETE') {
      current = { ...current, testSeries: current.testSeries.filter((entry) => entry.seriesId !== seat[1]) };
      return jsonResponse({ success: true });
    }
    if (url === '/api/test-series/admin/all') return jsonResponse({ success: true, testSeries: allSeries });
    if (url === '/api/admin/students/s2') return jsonResponse({ success: true, ...current });
    if (url === '/api/admin/courses') return jsonResponse({ success: true, courses: [gpsc, upsc] });
    return jsonResponse({ success: false, error: 'Student not found', code: 'not_found' }, 404);
  });
  render(
    <MemoryRouter initialEntries={[`/admin/students/${studentId}`]}>
      <ToastProvider>
        <Routes>
          <Route path="/admin/students/:studentId" element={<StudentPage />} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
  return fetchMock;
}

const form = () => screen.getByRole('region', { name: 'Record Offline Payment' });
const field = (label: string) => within(form()).getByLabelText(label);
/** Today in India, worked out here with a formatter rather than the app's own arithmetic. */
const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

async function fillValidForm() {
  await screen.findByRole('option', { name: /^UPSC Prelims/ });
  await userEvent.selectOptions(field('Course'), 'c2');
  await userEvent.selectOptions(field('Mode'), 'bank_transfer');
  await userEvent.clear(field('Amount (₹)'));
  await userEvent.type(field('Amount (₹)'), '12500.50');
  fireEvent.change(field('Payment date'), { target: { value: '2026-01-15' } });
  await userEvent.type(field('Reference'), 'NEFT-7781');
  await userEvent.type(field('Note'), 'Paid by the parent');
}

describe("a student's page", () => {
  it('shows the student, their enrolments and their payments', async () => {
    renderStudent();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meena Shah' })).toBeInTheDocument();
    expect(screen.getByText('meena@example.com')).toBeInTheDocument();
    expect(screen.getByText('20 Oct 2026')).toBeInTheDocument();
    const enrolments = screen.getByRole('region', { name: 'Enrolled Courses' });
    expect(within(enrolments).getByRole('link', { name: 'GPSC Class 1-2' })).toHaveAttribute('href', '/course/c1');
    expect(enrolments).toHaveTextContent('since 2 Nov 2026');
    const payments = within(screen.getByRole('region', { name: 'Payments' })).getByRole('table');
    const row = within(payments).getAllByRole('row')[1]!;
    expect([...row.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      '2 Nov 2026, 2:30 pm',
      'GPSC Class 1-2',
      'UPI',
      'Approved',
      '₹12,500.50',
      'UTR 123456789012',
    ]);
  });

  it("says 'Student not found' for an id nobody has", async () => {
    renderStudent(undefined, 'nobody');
    expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeInTheDocument();
  });

  it("shows 'Failed to load student' with Try Again when the call fails", async () => {
    let fail = true;
    renderStudent((url) =>
      fail && url === '/api/admin/students/s2' ? jsonResponse({ success: false, error: 'Boom' }, 500) : undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load student');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meena Shah' })).toBeInTheDocument();
  });
});

describe('recording an offline payment', () => {
  it('offers every course (marking those the student has), cash or bank transfer, and today as the date', async () => {
    renderStudent();
    await screen.findByRole('option', { name: /^UPSC Prelims/ });
    expect(
      within(field('Course'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a course', 'GPSC Class 1-2 (₹12,500.50), enrolled', 'UPSC Prelims + Mains (₹35,000)']);
    expect(
      within(field('Mode'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cash', 'Bank transfer']);
    expect(field('Payment date')).toHaveValue(todayInIndia());
  });

  it("fills the amount with the chosen course's price, replaces it on another choice, but keeps an amount the admin typed", async () => {
    renderStudent();
    await screen.findByRole('option', { name: /^UPSC Prelims/ });
    await userEvent.selectOptions(field('Course'), 'c1');
    expect(field('Amount (₹)')).toHaveValue(12500.5);
    await userEvent.selectOptions(field('Course'), 'c2');
    expect(field('Amount (₹)')).toHaveValue(35000);
    await userEvent.clear(field('Amount (₹)'));
    await userEvent.type(field('Amount (₹)'), '5000');
    await userEvent.selectOptions(field('Course'), 'c1');
    expect(field('Amount (₹)')).toHaveValue(5000);
  });

  it('shows every problem under its own field at once and sends nothing', async () => {
    const fetchMock = renderStudent();
    await screen.findByRole('option', { name: /^UPSC Prelims/ });
    fireEvent.change(field('Payment date'), { target: { value: '2999-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(field('Course')).toHaveAccessibleDescription('Course is required');
    expect(field('Amount (₹)')).toHaveAccessibleDescription('Amount is required and must be a number');
    expect(field('Payment date')).toHaveAccessibleDescription('Payment date must be a real date, not in the future');
    expect(field('Reference')).toHaveAccessibleDescription(/Reference is required/);
    for (const label of ['Course', 'Amount (₹)', 'Payment date', 'Reference'])
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', '/api/admin/students/s2/offline-payments')).toHaveLength(0);
  });

  it('sends the payment, says so, shows it in the payments and clears the form for the next one', async () => {
    const fetchMock = renderStudent();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Recorded ₹12,500.50 for UPSC Prelims + Mains')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/students/s2/offline-payments');
    expect(requestBody(call?.[1])).toEqual({
      courseId: 'c2',
      mode: 'bank_transfer',
      amount: 12500.5,
      paidOn: '2026-01-15',
      reference: 'NEFT-7781',
      note: 'Paid by the parent',
    });
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('Ref. NEFT-7781')).toBeInTheDocument();
    expect(within(payments).getByText('Offline (Bank transfer)')).toBeInTheDocument();
    expect(field('Reference')).toHaveValue('');
    expect(field('Amount (₹)')).toHaveValue(null);
    // The mode and date stay: the next one is often from the same day's counter.
    expect(field('Mode')).toHaveValue('bank_transfer');
    expect(field('Payment date')).toHaveValue('2026-01-15');
  });

  it('leaves out an empty note', async () => {
    const fetchMock = renderStudent();
    await fillValidForm();
    await userEvent.clear(field('Note'));
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await screen.findByText(/^Recorded /);
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/students/s2/offline-payments');
    expect(requestBody(call?.[1])).not.toHaveProperty('note');
  });

  it('says "Already recorded as GA-…", not "Recorded", when the same payment was sent again', async () => {
    renderStudent((url, init) =>
      url === '/api/admin/students/s2/offline-payments' && init?.method === 'POST'
        ? jsonResponse({
            success: true,
            alreadyRecorded: true,
            payment: { ...upiPayment, _id: 'p1', method: 'offline', receiptNumber: 'GA-26-27-000042' },
          })
        : undefined,
    );
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(
      await screen.findByText('Already recorded as GA-26-27-000042: nothing new was recorded'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Recorded /)).not.toBeInTheDocument();
  });

  it('records a test series paid at the office: the series is chosen instead of a course, its price filled in', async () => {
    const fetchMock = renderStudent((url, init) =>
      url === '/api/admin/students/s2/offline-payments' && init?.method === 'POST'
        ? jsonResponse({
            success: true,
            alreadyRecorded: false,
            payment: {
              ...upiPayment,
              _id: 'p8',
              method: 'offline',
              product: 'test-series',
              course: { _id: 'ts2', title: 'Talati Practice Tests' },
              amount: 499,
            },
          })
        : undefined,
    );
    await screen.findByRole('option', { name: /^UPSC Prelims/ });
    await userEvent.selectOptions(field('Pays for'), 'test-series');
    await userEvent.selectOptions(field('Test series'), 'ts2');
    expect(field('Amount (₹)')).toHaveValue(allSeries[1]!.price);
    await userEvent.type(field('Reference'), 'RB-77');
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByText('Recorded ₹499 for Talati Practice Tests')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/admin/students/s2/offline-payments');
    const body = requestBody(call?.[1]);
    expect(body).toMatchObject({ seriesId: 'ts2', amount: allSeries[1]!.price, reference: 'RB-77' });
    expect(body).not.toHaveProperty('courseId');
  });

  it('puts a field the server refused under that field, and any other failure in a banner, keeping what was typed', async () => {
    let reply = jsonResponse(
      { success: false, error: 'Amount is too large', code: 'validation.too_large', field: 'amount' },
      400,
    );
    renderStudent((url, init) => (init?.method === 'POST' ? reply : undefined));
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(field('Amount (₹)')).toHaveAccessibleDescription('Amount is too large'));
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();

    reply = jsonResponse({ success: false, error: 'Internal error' }, 500);
    await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Internal error');
    expect(field('Reference')).toHaveValue('NEFT-7781');
  });
});

describe("a student's test series", () => {
  const seriesRegion = () => within(screen.getByRole('region', { name: 'Test Series' }));
  const giveAccess = () => within(screen.getByRole('group', { name: 'Give Access' }));

  it('lists each series with how and when the student got it and who gave it', async () => {
    renderStudent(undefined, 's2', withSeries);
    await screen.findByRole('heading', { level: 1, name: 'Meena Shah' });
    const table = seriesRegion().getByRole('table', { name: 'Test series of Meena Shah' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['GPSC Prelims Mock Series', 'Purchased', '3 Nov 2026, 10:00 am', 'Payment', '—', 'Refund the payment to remove'],
      [
        'Talati Practice Tests',
        'Given by an admin',
        '4 Nov 2026, 10:00 am',
        'Asha Admin',
        'Scholarship',
        'Remove Access',
      ],
    ]);
    expect(seriesRegion().queryByRole('button', { name: 'Remove access to GPSC Prelims Mock Series' })).toBeNull();
  });

  it('says when the student has none', async () => {
    renderStudent();
    expect(await screen.findByText('No test series yet.')).toBeInTheDocument();
  });

  it('gives access to a series the student does not have, with a note, and shows it', async () => {
    const fetchMock = renderStudent(undefined, 's2', withSeries);
    await screen.findByRole('option', { name: 'Old Railway Series (inactive)' });
    expect(
      within(giveAccess().getByLabelText('Test series'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a test series', 'Old Railway Series (inactive)']);
    await userEvent.selectOptions(giveAccess().getByLabelText('Test series'), 'ts3');
    await userEvent.type(giveAccess().getByLabelText('Note (optional)'), 'Topper of the batch');
    await userEvent.click(giveAccess().getByRole('button', { name: 'Give Access' }));

    expect(await screen.findByText('Gave access to Old Railway Series')).toBeInTheDocument();
    expect(requestBody(callsTo(fetchMock, 'POST', '/api/admin/students/s2/test-series/ts3')[0]?.[1])).toEqual({
      note: 'Topper of the batch',
    });
    expect(await seriesRegion().findByRole('rowheader', { name: 'Old Railway Series' })).toBeInTheDocument();
    expect(await screen.findByText('The student has every test series already.')).toBeInTheDocument();
  });

  it('asks for a series before giving access, and sends no body without a note', async () => {
    const fetchMock = renderStudent();
    await screen.findByRole('option', { name: 'Talati Practice Tests' });
    await userEvent.click(giveAccess().getByRole('button', { name: 'Give Access' }));
    expect(giveAccess().getByLabelText('Test series')).toHaveAccessibleDescription('Choose a test series');
    expect(callsTo(fetchMock, 'POST', '/api/admin/students/s2/test-series/ts1')).toHaveLength(0);

    await userEvent.selectOptions(giveAccess().getByLabelText('Test series'), 'ts1');
    await userEvent.click(giveAccess().getByRole('button', { name: 'Give Access' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/admin/students/s2/test-series/ts1')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST', '/api/admin/students/s2/test-series/ts1')[0]?.[1]?.body).toBeUndefined();
  });

  it("shows the server's reason when access cannot be given", async () => {
    renderStudent((url, init) =>
      init?.method === 'POST' && url.includes('/test-series/')
        ? jsonResponse(
            { success: false, error: 'You already have this test series', code: 'test_series_already_purchased' },
            409,
          )
        : undefined,
    );
    await screen.findByRole('option', { name: 'Talati Practice Tests' });
    await userEvent.selectOptions(giveAccess().getByLabelText('Test series'), 'ts2');
    await userEvent.click(giveAccess().getByRole('button', { name: 'Give Access' }));
    expect(await giveAccess().findByRole('alert')).toHaveTextContent('You already have this test series');
  });

  it('removes access an admin gave, only after the confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const fetchMock = renderStudent(undefined, 's2', withSeries);
    const remove = await screen.findByRole('button', { name: 'Remove access to Talati Practice Tests' });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith("Remove Meena Shah's access to Talati Practice Tests?");
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/students/s2/test-series/ts2')).toHaveLength(0);

    await userEvent.click(remove);
    expect(await screen.findByText('Removed access to Talati Practice Tests')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/admin/students/s2/test-series/ts2')).toHaveLength(1);
    await waitFor(() => expect(seriesRegion().queryByRole('rowheader', { name: 'Talati Practice Tests' })).toBeNull());
    expect(seriesRegion().getByRole('rowheader', { name: 'GPSC Prelims Mock Series' })).toBeInTheDocument();
  });
});
