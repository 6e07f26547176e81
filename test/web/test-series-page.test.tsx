import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '../../shared/types';
import type { TestSeries } from '../../web/src/features/test-series/api';
import { TestSeriesPage } from '../../web/src/features/test-series/TestSeriesPage';
import { SessionProvider, useSession } from '../../web/src/lib/session';
import { jsonResponse, profileResponder, stubFetch, stubPendingFetch } from './helpers';
import { qrLink, stubDevice } from './payment-helpers';

function fakeTestSeries(overrides: Partial<TestSeries> = {}): TestSeries {
  return {
    _id: 'ts1',
    title: 'GPSC Prelims Test Series 2027',
    description: 'Full-length and sectional tests modelled on the latest GPSC Prelims pattern.',
    price: 1499,
    category: 'gpsc',
    duration: '3 months',
    numberOfTests: 30,
    features: ['20 sectional + 10 full-length tests', 'All-Gujarat ranking', 'Detailed solutions', 'Performance analytics', 'Printed booklet'],
    isActive: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const upscSeries = fakeTestSeries({
  _id: 'ts2',
  title: 'UPSC Prelims Mock Test Series',
  price: 2499.5,
  category: 'upsc',
  duration: '4 months',
  numberOfTests: 40,
  features: ['GS Paper I and CSAT'],
});

function SessionState() {
  const { loading, userType } = useSession();
  return <p>{loading ? 'Checking session' : `Session: ${userType ?? 'guest'}`}</p>;
}

async function renderPage(testSeriesResponse: () => Response | Promise<Response>, role: Role | null = null) {
  const profile = profileResponder(role);
  const fetchMock = stubFetch((url) => {
    if (url === '/api/test-series') return testSeriesResponse();
    // The server's payee (its configuration), never one baked into the page.
    const initiate = /^\/api\/test-series\/([^/]+)\/upi\/initiate$/.exec(url);
    if (initiate?.[1] !== 'ts2' && initiate) return jsonResponse({ success: false, code: 'test_series_free', error: 'This test series has no price to pay' }, 409);
    if (initiate) {
      return jsonResponse({
        success: true,
        upiUrl: 'upi://pay?pa=fees%40okaxis&pn=Gyanpath%20Academy%20Trust&am=2499.50&cu=INR&tn=Test%20Series%20UPSC%20Prelims%20Mock%20Test%20Series',
        amount: 2499.5,
        payee: { address: 'fees@okaxis', name: 'Gyanpath Academy Trust' },
        testSeries: { _id: initiate[1], title: 'UPSC Prelims Mock Test Series' },
      });
    }
    return profile(url);
  });
  const alertMock = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const assign = vi.fn();
  vi.stubGlobal('location', { assign });
  render(
    <SessionProvider>
      <MemoryRouter>
        <SessionState />
        <TestSeriesPage />
      </MemoryRouter>
    </SessionProvider>,
  );
  await screen.findByText(`Session: ${role ?? 'guest'}`);
  return { fetchMock, alertMock, assign, user: userEvent.setup() };
}

const listed = (series: TestSeries[]) => () => jsonResponse({ success: true, testSeries: series });
const card = (title: string) => screen.getByRole('article', { name: title });

describe('test series page', () => {
  it("shows 'Loading test series...' while loading", () => {
    stubPendingFetch();
    render(
      <SessionProvider>
        <TestSeriesPage />
      </SessionProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Test Series & Mock Tests' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading test series...');
  });

  it('shows a card per test series', async () => {
    const { fetchMock } = await renderPage(listed([fakeTestSeries(), upscSeries]));
    const gpsc = await screen.findByRole('article', { name: 'GPSC Prelims Test Series 2027' });
    expect(fetchMock).toHaveBeenCalledWith('/api/test-series', expect.anything());
    expect(gpsc).toHaveTextContent('Full-length and sectional tests modelled on the latest GPSC Prelims pattern.');
    expect(gpsc).toHaveTextContent('30 tests');
    expect(gpsc).toHaveTextContent('3 months');
    expect(gpsc).toHaveTextContent('GPSC');
    const features = within(gpsc).getAllByRole('listitem').map((item) => item.textContent);
    expect(features).toContain('Detailed solutions');
    expect(features).not.toContain('Performance analytics');
    expect(features).toContain('+2 more features');
    expect(gpsc).toHaveTextContent('₹1,499');
    expect(gpsc).toHaveTextContent('One-time payment');
    expect(within(gpsc).getByRole('button', { name: 'Purchase Now' })).toBeEnabled();

    const upsc = card('UPSC Prelims Mock Test Series');
    expect(upsc).toHaveTextContent('UPSC');
    expect(upsc).toHaveTextContent('₹2,499.50');
    expect(upsc).not.toHaveTextContent('more features');
  });

  it('shows the empty state when there are no test series', async () => {
    await renderPage(listed([]));
    expect(await screen.findByRole('heading', { name: 'No Test Series Available' })).toBeInTheDocument();
    expect(screen.getByText('Check back later for new test series and mock tests.')).toBeInTheDocument();
  });

  it.each([
    ['success is false', () => jsonResponse({ success: false, error: 'Database down' }, 500)],
    ['the request fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the list is missing', () => jsonResponse({ success: true })],
  ])("shows 'Failed to load test series' in a red box when %s", async (_case, response) => {
    await renderPage(response);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load test series');
  });

  it('asks a guest to log in as a student to purchase', async () => {
    const { user, alertMock, assign } = await renderPage(listed([fakeTestSeries()]));
    await user.click(await screen.findByRole('button', { name: 'Purchase Now' }));
    expect(alertMock).toHaveBeenCalledWith('Please login as a student to purchase test series');
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks an admin to log in as a student to purchase', async () => {
    const { user, alertMock, assign } = await renderPage(listed([fakeTestSeries()]), 'admin');
    await user.click(await screen.findByRole('button', { name: 'Purchase Now' }));
    expect(alertMock).toHaveBeenCalledWith('Please login as a student to purchase test series');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a student on a phone to their UPI app, then tells them to contact support with the UTR', async () => {
    stubDevice('phone');
    const { user, alertMock, assign } = await renderPage(listed([fakeTestSeries(), upscSeries]), 'student');
    await screen.findByRole('article', { name: 'UPSC Prelims Mock Test Series' });
    const button = within(card('UPSC Prelims Mock Test Series')).getByRole('button', { name: 'Purchase Now' });
    const buttonDuringAlert: { text: string | null; disabled: boolean }[] = [];
    alertMock.mockImplementation(() => {
      buttonDuringAlert.push({ text: button.textContent, disabled: (button as HTMLButtonElement).disabled });
    });

    await user.click(button);
    await waitFor(() => expect(alertMock).toHaveBeenCalled());
    expect(assign).toHaveBeenCalledWith(
      'upi://pay?pa=fees%40okaxis&pn=Gyanpath%20Academy%20Trust&am=2499.50&cu=INR&tn=Test%20Series%20UPSC%20Prelims%20Mock%20Test%20Series',
    );
    expect(alertMock).toHaveBeenCalledWith('After payment, please contact support with your UTR for test series access.');
    expect(buttonDuringAlert).toEqual([{ text: 'Processing...', disabled: true }]);
    expect(within(card('GPSC Prelims Test Series 2027')).getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
    await waitFor(() => expect(button).toHaveTextContent('Purchase Now'));
    expect(button).toBeEnabled();
  });

  it('says the purchase failed when the UPI app cannot be opened', async () => {
    stubDevice('phone');
    const { user, alertMock, assign } = await renderPage(listed([fakeTestSeries()]), 'student');
    assign.mockImplementation(() => {
      throw new Error('Navigation blocked');
    });
    const button = await screen.findByRole('button', { name: 'Purchase Now' });
    await user.click(button);
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to initiate purchase. Please try again.'));
    expect(alertMock).not.toHaveBeenCalledWith('After payment, please contact support with your UTR for test series access.');
    await waitFor(() => expect(button).toHaveTextContent('Purchase Now'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a desktop student a QR code of the same UPI link with the payee and amount, and stays on the page', async () => {
    stubDevice('desktop');
    const { user, alertMock, assign } = await renderPage(listed([upscSeries]), 'student');
    await user.click(await screen.findByRole('button', { name: 'Purchase Now' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('After payment, please contact support with your UTR for test series access.'));
    expect(assign).not.toHaveBeenCalled();

    const dialog = screen.getByRole('dialog', { name: 'Pay by UPI' });
    const link = 'upi://pay?pa=fees%40okaxis&pn=Gyanpath%20Academy%20Trust&am=2499.50&cu=INR&tn=Test%20Series%20UPSC%20Prelims%20Mock%20Test%20Series';
    const qr = await within(dialog).findByRole('img', { name: 'UPI QR code to pay ₹2,499.50 to Gyanpath Academy Trust' });
    expect(qrLink(qr)).toBe(link);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(dialog).toHaveTextContent('Gyanpath Academy Trust (fees@okaxis)');
    expect(dialog).toHaveTextContent('Test Series UPSC Prelims Mock Test Series');
    expect(within(dialog).getByRole('link', { name: 'Open UPI app' })).toHaveAttribute('href', link);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the purchase failed when the server cannot make the link (a series with no price)', async () => {
    const { user, alertMock, assign } = await renderPage(listed([fakeTestSeries({ price: 0 })]), 'student');
    await user.click(await screen.findByRole('button', { name: 'Purchase Now' }));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('Failed to initiate purchase. Please try again.'));
    expect(assign).not.toHaveBeenCalled();
  });
});
