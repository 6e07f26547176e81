import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentProps } from 'react';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { vi } from 'vitest';
import type { MyTestSeries } from '../../shared/mock-tests';
import type { Role } from '../../shared/types';
import type { TestSeries } from '../../web/src/features/test-series/api';
import { TestSeriesPage } from '../../web/src/features/test-series/TestSeriesPage';
import { SessionProvider, useSession } from '../../web/src/lib/session';
import { jsonResponse, profileResponder, stubFetch } from './helpers';

export function fakeTestSeries(overrides: Partial<TestSeries> = {}): TestSeries {
  return {
    _id: 'ts1',
    title: 'GPSC Prelims Test Series 2027',
    description: 'Full-length and sectional tests modelled on the latest GPSC Prelims pattern.',
    price: 1499,
    category: 'gpsc',
    duration: '3 months',
    numberOfTests: 30,
    features: [
      '20 sectional + 10 full-length tests',
      'All-Gujarat ranking',
      'Detailed solutions',
      'Performance analytics',
      'Printed booklet',
    ],
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const upscSeries = fakeTestSeries({
  _id: 'ts2',
  title: 'UPSC Prelims Mock Test Series',
  price: 2499.5,
  category: 'upsc',
  duration: '4 months',
  numberOfTests: 40,
  features: ['GS Paper I and CSAT'],
});

export const upscUpiLink =
  'upi://pay?pa=fees%40okaxis&pn=Gyanpath%20Academy%20Trust&am=2499.50&cu=INR&tn=Test%20Series%20UPSC%20Prelims%20Mock%20Test%20Series';

export const seriesReceipt = {
  utrNumber: '123456789012',
  name: 'Ravi Patel',
  email: 'student@example.com',
  phone: '9876543210',
  course: 'UPSC Prelims Mock Test Series',
  amount: 2499.5,
  status: 'pending',
};

/** One entry of GET /api/my/test-series. */
export function mySeries(
  series: TestSeries,
  status: MyTestSeries['status'],
  extra: Partial<MyTestSeries> = {},
): MyTestSeries {
  return {
    testSeries: { _id: series._id, title: series.title, description: series.description },
    status,
    since: '2025-03-01T10:00:00.000Z',
    ...extra,
  };
}

function SessionState() {
  const { loading, userType, logout } = useSession();
  return (
    <>
      <p>{loading ? 'Checking session' : `Session: ${userType ?? 'guest'}`}</p>
      <button type="button" onClick={logout}>
        Sign out (test)
      </button>
    </>
  );
}

export interface SeriesPageResponses {
  list: () => Response | Promise<Response>;
  mine?: () => Response | Promise<Response>;
  initiate?: (seriesId: string) => Response | Promise<Response>;
  submit?: () => Response | Promise<Response>;
}

/** The server's answer to Purchase Now: a link for ts2, 'no price to pay' for any other series. */
function defaultInitiate(seriesId: string) {
  if (seriesId !== 'ts2')
    return jsonResponse(
      { success: false, code: 'test_series_free', error: 'This test series has no price to pay' },
      409,
    );
  return jsonResponse({
    success: true,
    upiUrl: upscUpiLink,
    amount: 2499.5,
    payee: { address: 'fees@okaxis', name: 'Gyanpath Academy Trust' },
    reference: '01JREF',
    testSeries: { _id: seriesId, title: 'UPSC Prelims Mock Test Series' },
  });
}

/** /testSeries as `role` sees it, with the API answering from `responses` and `Dialog` as the login dialog; resolves once the session is known. */
export async function renderSeriesPage(
  responses: SeriesPageResponses,
  role: Role | null = null,
  Dialog: ComponentProps<typeof LoginDialogProvider>['Dialog'] = () => null,
) {
  const profile = profileResponder(role);
  const fetchMock = stubFetch((url) => {
    if (url === '/api/test-series') return responses.list();
    if (url === '/api/my/test-series') return responses.mine?.() ?? jsonResponse({ success: true, testSeries: [] });
    const initiate = /^\/api\/test-series\/([^/]+)\/upi\/initiate$/.exec(url);
    if (initiate) return (responses.initiate ?? defaultInitiate)(initiate[1]!);
    if (/^\/api\/test-series\/[^/]+\/upi\/submit-utr$/.test(url))
      return responses.submit?.() ?? jsonResponse({ success: true, receipt: seriesReceipt });
    return profile(url);
  });
  const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const assign = vi.fn();
  vi.stubGlobal('location', { assign });
  render(
    <SessionProvider>
      <MemoryRouter>
        <LoginDialogProvider Dialog={Dialog}>
          <SessionState />
          <TestSeriesPage />
        </LoginDialogProvider>
      </MemoryRouter>
    </SessionProvider>,
  );
  await screen.findByText(`Session: ${role ?? 'guest'}`);
  return { fetchMock, alertMock, assign, user: userEvent.setup() };
}

export const listed = (series: TestSeries[]) => () => jsonResponse({ success: true, testSeries: series });
export const card = (title: string) => screen.getByRole('article', { name: title });

export const bodiesSentTo = (fetchMock: ReturnType<typeof stubFetch>, pattern: RegExp) =>
  fetchMock.mock.calls
    .filter(([url]) => pattern.test(String(url)))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
