import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminCoupon } from '../../shared/coupons';
import { ToastProvider } from '../../web/src/components/toast';
import { AdminCouponsPage } from '../../web/src/features/admin-coupons/AdminCouponsPage';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { fakeCourse, jsonResponse, stubFetch, stubPendingFetch } from './helpers';

const COUPONS_URL = '/api/admin/coupons';

function coupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    code: 'TOPPER50',
    percentOff: 50,
    paused: false,
    uses: 0,
    discountGiven: 0,
    createdAt: '2026-05-01T04:30:00.000Z',
    updatedAt: '2026-05-01T04:30:00.000Z',
    ...overrides,
  };
}

const earlyBird = coupon({
  code: 'EARLY-BIRD',
  percentOff: undefined,
  amountOff: 1500.5,
  courseIds: ['c1'],
  seriesIds: ['s1', 'gone'],
  maxUses: 50,
  perStudent: 1,
  validFrom: '2026-05-31T18:30:00.000Z',
  validUntil: '2999-06-30T18:30:00.000Z',
  uses: 12,
  discountGiven: 18006,
});

type Respond = (init: RequestInit | undefined) => Response | Promise<Response>;

/** Answers by 'METHOD url' (the course and series lists always); any other call fails the test. */
function stubApi(routes: Record<string, Respond>) {
  return stubFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (key === 'GET /api/admin/courses') return jsonResponse({ success: true, courses: [fakeCourse()] });
    if (key === 'GET /api/test-series/admin/all') {
      return jsonResponse({ success: true, testSeries: [{ _id: 's1', title: 'SSC CGL Mocks' }] });
    }
    const respond = routes[key];
    if (!respond) throw new Error(`Unexpected call: ${key}`);
    return respond(init);
  });
}

const list =
  (coupons: AdminCoupon[]): Respond =>
  () =>
    jsonResponse({ success: true, coupons });
const sent = (init: RequestInit | undefined) => JSON.parse(String(init?.body));
const callsTo = (fetchMock: ReturnType<typeof stubFetch>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input) === url && (init?.method ?? 'GET') === method);

function renderPage() {
  render(
    <MemoryRouter>
      <ToastProvider>
        <AdminCouponsPage />
      </ToastProvider>
    </MemoryRouter>,
  );
}

async function rowOf(code: string) {
  return within((await screen.findByRole('rowheader', { name: code })).closest('tr')!);
}

async function openNewCoupon(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'New Coupon' }));
  return within(screen.getByRole('dialog', { name: 'New Coupon' }));
}

describe('the coupons page', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'admin-token');
  });

  it('shows that it is loading', () => {
    stubPendingFetch();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading coupons...');
  });

  it('says the list failed and loads it again on Try Again', async () => {
    let failing = true;
    stubApi({
      [`GET ${COUPONS_URL}`]: () =>
        failing ? jsonResponse({ success: false, error: 'Down' }, 500) : jsonResponse({ success: true, coupons: [] }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load coupons');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create First Coupon' })).toBeInTheDocument();
  });

  it('lists each coupon with its discount, products, window, uses, discount given and state', async () => {
    const now = Date.now();
    stubApi({
      [`GET ${COUPONS_URL}`]: list([
        earlyBird,
        coupon(),
        coupon({ code: 'PAUSED-1', paused: true }),
        coupon({ code: 'OLD-ONE', validUntil: new Date(now - 60_000).toISOString() }),
        coupon({ code: 'ALL-GONE', maxUses: 3, uses: 3 }),
      ]),
    });
    renderPage();

    const early = await rowOf('EARLY-BIRD');
    expect(early.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '₹1,500.50 off',
      'GPSC Class 1-2, SSC CGL Mocks, gone',
      '1 Jun 2026, 12:00 am to 1 Jul 2999, 12:00 am',
      '12 of 501 per student',
      '₹18,006',
      'Active',
      'EditPause',
    ]);
    const topper = await rowOf('TOPPER50');
    expect(
      topper
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 6),
    ).toEqual(['50% off', 'Every course and test series', 'Always', '0 (no limit)', '₹0', 'Active']);
    expect((await rowOf('PAUSED-1')).getByText('Paused')).toBeInTheDocument();
    expect((await rowOf('PAUSED-1')).getByRole('button', { name: 'Resume PAUSED-1' })).toBeInTheDocument();
    expect((await rowOf('OLD-ONE')).getByText('Expired')).toBeInTheDocument();
    expect((await rowOf('ALL-GONE')).getByText('Used up')).toBeInTheDocument();
  });

  it('pauses and resumes a coupon, and says so when it could not', async () => {
    let reply: Respond = (init) => jsonResponse({ success: true, coupon: coupon({ paused: sent(init).paused }) });
    const fetchMock = stubApi({
      [`GET ${COUPONS_URL}`]: list([coupon()]),
      [`PATCH ${COUPONS_URL}/TOPPER50`]: (init) => reply(init),
    });
    const user = userEvent.setup();
    renderPage();

    await user.click((await rowOf('TOPPER50')).getByRole('button', { name: 'Pause TOPPER50' }));
    expect(await (await rowOf('TOPPER50')).findByText('Paused')).toBeInTheDocument();
    expect(sent(callsTo(fetchMock, 'PATCH', `${COUPONS_URL}/TOPPER50`)[0]![1])).toEqual({ paused: true });
    expect(await screen.findByText('Coupon TOPPER50 paused')).toBeInTheDocument();

    reply = () => jsonResponse({ success: false, error: 'No', code: 'coupon_not_found' }, 404);
    await user.click((await rowOf('TOPPER50')).getByRole('button', { name: 'Resume TOPPER50' }));
    expect(await screen.findByText('There is no coupon with this code')).toBeInTheDocument();
    expect((await rowOf('TOPPER50')).getByText('Paused')).toBeInTheDocument();
  });
});

describe('the coupon form', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'admin-token');
  });

  it('shows each field its own problem and sends nothing', async () => {
    const fetchMock = stubApi({ [`GET ${COUPONS_URL}`]: list([]) });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCoupon(user);
    await user.type(dialog.getByLabelText('Code'), 'x');
    await user.type(dialog.getByLabelText('Percent (%)'), '120');
    await user.click(dialog.getByLabelText('Only those chosen below'));
    await user.type(dialog.getByLabelText('Maximum uses'), '0');
    await user.type(dialog.getByLabelText('Uses per student'), '1.5');
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));

    expect(dialog.getByLabelText('Code')).toHaveAccessibleDescription(
      'A coupon code is 3 to 24 letters, digits or hyphens, starting and ending with a letter or digit',
    );
    expect(dialog.getByLabelText('Percent (%)')).toHaveAccessibleDescription(
      'Percent off is a number from 1 to 100, with at most two decimals',
    );
    expect(dialog.getByRole('group', { name: 'For' })).toHaveAccessibleDescription(
      'Choose at least one course or test series, or choose every one',
    );
    expect(dialog.getByLabelText('Maximum uses')).toHaveAccessibleDescription(
      'Maximum uses is a whole number, 1 or more',
    );
    expect(dialog.getByLabelText('Uses per student')).toHaveAccessibleDescription(
      'Uses per student is a whole number from 1 to 100',
    );
    expect(callsTo(fetchMock, 'POST', COUPONS_URL)).toHaveLength(0);
  });

  it('refuses an end before the start under the end, and an amount with three decimals under the amount', async () => {
    stubApi({ [`GET ${COUPONS_URL}`]: list([]) });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCoupon(user);
    await user.type(dialog.getByLabelText('Code'), 'FLAT');
    await user.selectOptions(dialog.getByLabelText('Discount as'), 'Amount off');
    await user.type(dialog.getByLabelText('Amount (₹)'), '10.005');
    await user.type(dialog.getByLabelText('Valid from (India time)'), '2026-07-01T00:00');
    await user.type(dialog.getByLabelText('Valid until (India time)'), '2026-06-01T00:00');
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));

    expect(dialog.getByLabelText('Amount (₹)')).toHaveAccessibleDescription(
      'Amount off is an amount in rupees above 0, with at most two decimals',
    );
    expect(dialog.getByLabelText('Valid until (India time)')).toHaveAccessibleDescription(
      'A coupon must start before it ends',
    );
  });

  it('creates a coupon for the products chosen, in India time, and lists it first', async () => {
    const created = coupon({
      code: 'GPSC-JUNE',
      percentOff: 12.5,
      courseIds: ['c1'],
      maxUses: 100,
      validFrom: '2026-05-31T18:30:00.000Z',
    });
    const fetchMock = stubApi({
      [`GET ${COUPONS_URL}`]: list([coupon()]),
      [`POST ${COUPONS_URL}`]: () => jsonResponse({ success: true, coupon: created }, 201),
    });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCoupon(user);
    await user.type(dialog.getByLabelText('Code'), 'gpsc-june');
    await user.type(dialog.getByLabelText('Percent (%)'), '12.5');
    await user.click(dialog.getByLabelText('Only those chosen below'));
    await user.click(dialog.getByLabelText('GPSC Class 1-2'));
    await user.type(dialog.getByLabelText('Maximum uses'), '100');
    await user.type(dialog.getByLabelText('Valid from (India time)'), '2026-06-01T00:00');
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));

    expect(await screen.findByText('Coupon GPSC-JUNE created')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(callsTo(fetchMock, 'POST', COUPONS_URL)[0]![1])).toEqual({
      code: 'gpsc-june',
      percentOff: 12.5,
      courseIds: ['c1'],
      maxUses: 100,
      validFrom: '2026-06-01T00:00:00+05:30',
    });
    const codes = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(codes).toEqual(['GPSC-JUNE', 'TOPPER50']);
  });

  it('shows a code already taken under the code, and a failure with no field above the form', async () => {
    let reply = () =>
      jsonResponse(
        { success: false, error: 'A coupon with this code already exists', code: 'coupon_code_taken', field: 'code' },
        409,
      );
    stubApi({ [`GET ${COUPONS_URL}`]: list([]), [`POST ${COUPONS_URL}`]: () => reply() });
    const user = userEvent.setup();
    renderPage();
    const dialog = await openNewCoupon(user);
    await user.type(dialog.getByLabelText('Code'), 'topper50');
    await user.type(dialog.getByLabelText('Percent (%)'), '50');
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));

    expect(await dialog.findByText(/already exists/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Code')).toHaveAccessibleDescription(
      'A coupon with this code already exists (codes are the same in any case)',
    );

    reply = () => jsonResponse({ success: false, error: 'Something went wrong' }, 500);
    await user.click(dialog.getByRole('button', { name: 'Create Coupon' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('dialog', { name: 'New Coupon' })).toBeInTheDocument();
  });

  it('edits a coupon from its values, taking away the limits emptied, and shows a maximum below the uses', async () => {
    let reply: Respond = () =>
      jsonResponse(
        {
          success: false,
          error: 'The maximum uses cannot be lower than the uses this coupon already has',
          code: 'coupon_max_uses_below_uses',
          field: 'maxUses',
        },
        409,
      );
    const fetchMock = stubApi({
      [`GET ${COUPONS_URL}`]: list([earlyBird]),
      [`PATCH ${COUPONS_URL}/EARLY-BIRD`]: (init) => reply(init),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click((await rowOf('EARLY-BIRD')).getByRole('button', { name: 'Edit EARLY-BIRD' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Coupon EARLY-BIRD' }));
    expect(dialog.queryByLabelText('Code')).not.toBeInTheDocument();
    expect(dialog.getByLabelText('Amount (₹)')).toHaveValue(1500.5);
    expect(dialog.getByLabelText('GPSC Class 1-2')).toBeChecked();
    expect(dialog.getByLabelText('SSC CGL Mocks')).toBeChecked();
    expect(dialog.getByLabelText('Valid from (India time)')).toHaveValue('2026-06-01T00:00');

    await user.clear(dialog.getByLabelText('Maximum uses'));
    await user.type(dialog.getByLabelText('Maximum uses'), '10');
    await user.clear(dialog.getByLabelText('Uses per student'));
    await user.clear(dialog.getByLabelText('Valid until (India time)'));
    await user.click(dialog.getByLabelText('SSC CGL Mocks'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    expect(await dialog.findByText(/cannot be lower than the uses/)).toBeInTheDocument();
    expect(dialog.getByLabelText('Maximum uses')).toHaveAccessibleDescription(
      'The maximum uses cannot be lower than the uses this coupon already has',
    );
    expect(sent(callsTo(fetchMock, 'PATCH', `${COUPONS_URL}/EARLY-BIRD`)[0]![1])).toEqual({
      amountOff: 1500.5,
      courseIds: ['c1'],
      seriesIds: ['gone'],
      maxUses: 10,
      perStudent: null,
      validFrom: '2026-06-01T00:00:00+05:30',
      validUntil: null,
    });

    reply = (init) => jsonResponse({ success: true, coupon: { ...earlyBird, maxUses: sent(init).maxUses } });
    await user.clear(dialog.getByLabelText('Maximum uses'));
    await user.type(dialog.getByLabelText('Maximum uses'), '60');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Coupon EARLY-BIRD saved')).toBeInTheDocument();
    expect((await rowOf('EARLY-BIRD')).getByText(/12 of 60/)).toBeInTheDocument();
  });

  it('speaks Gujarati, the API’s refusals included', async () => {
    await activateLanguage(browserI18n, 'gu');
    stubApi({
      [`GET ${COUPONS_URL}`]: list([]),
      [`POST ${COUPONS_URL}`]: () =>
        jsonResponse({ success: false, error: 'taken', code: 'coupon_code_taken', field: 'code' }, 409),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('હજુ કોઈ કૂપન નથી')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'નવો કૂપન' }));
    const dialog = within(screen.getByRole('dialog', { name: 'નવો કૂપન' }));
    await user.type(dialog.getByLabelText('કોડ'), 'TOPPER50');
    await user.type(dialog.getByLabelText('ટકા (%)'), '50');
    await user.click(dialog.getByRole('button', { name: 'કૂપન બનાવો' }));
    expect(await dialog.findByText(/આ કોડવાળો કૂપન પહેલેથી છે/)).toBeInTheDocument();
  });
});
