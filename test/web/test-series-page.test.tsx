import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/types';
import { TestSeriesPage } from '../../web/src/features/test-series/TestSeriesPage';
import { SessionProvider } from '../../web/src/lib/session';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { jsonResponse, stubPendingFetch } from './helpers';
import { qrLink, stubDevice } from './payment-helpers';
import { card, fakeTestSeries, listed, renderSeriesPage, upscSeries, upscUpiLink } from './test-series-helpers';

const renderPage = (list: () => Response | Promise<Response>, role: Role | null = null) =>
  renderSeriesPage({ list }, role);

describe('test series page', () => {
  it("shows 'Loading test series...' while loading", () => {
    stubPendingFetch();
    render(
      <SessionProvider>
        <LoginDialogProvider Dialog={() => null}>
          <TestSeriesPage />
        </LoginDialogProvider>
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
    const features = within(gpsc)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
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

  it('opens the dialog for a student on a phone, with the UPI app as its main action, showing Processing... meanwhile', async () => {
    stubDevice('phone');
    let answerInitiate: () => void = () => {};
    const initiated = new Promise<void>((resolve) => (answerInitiate = resolve));
    const { user, alertMock, assign } = await renderSeriesPage(
      {
        list: listed([fakeTestSeries(), upscSeries]),
        initiate: async () => {
          await initiated;
          return jsonResponse({
            success: true,
            upiUrl: upscUpiLink,
            amount: 2499.5,
            payee: { address: 'fees@okaxis', name: 'Gyanpath Academy Trust' },
            reference: '01JREF',
            testSeries: { _id: 'ts2', title: upscSeries.title },
          });
        },
      },
      'student',
    );
    await screen.findByRole('article', { name: 'UPSC Prelims Mock Test Series' });
    const button = within(card('UPSC Prelims Mock Test Series')).getByRole('button', { name: 'Purchase Now' });

    await user.click(button);
    expect(button).toHaveTextContent('Processing...');
    expect(button).toBeDisabled();
    expect(within(card('GPSC Prelims Test Series 2027')).getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
    answerInitiate();

    const dialog = await screen.findByRole('dialog', { name: 'Pay by UPI' });
    expect(assign).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', upscUpiLink);
    expect(await within(dialog).findByLabelText('UTR Number')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('After payment, please contact support with your UTR for test series access.');
    expect(alertMock).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveTextContent('Purchase Now'));
    expect(button).toBeEnabled();
  });

  it('shows a desktop student a QR code of the same UPI link with the payee and amount, and stays on the page', async () => {
    stubDevice('desktop');
    const { user, alertMock, assign } = await renderPage(listed([upscSeries]), 'student');
    await user.click(await screen.findByRole('button', { name: 'Purchase Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by UPI' });
    expect(assign).not.toHaveBeenCalled();
    expect(alertMock).not.toHaveBeenCalled();
    const link = upscUpiLink;
    const qr = await within(dialog).findByRole('img', {
      name: 'UPI QR code to pay ₹2,499.50 to Gyanpath Academy Trust',
    });
    expect(qrLink(qr)).toBe(link);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(dialog).toHaveTextContent('Gyanpath Academy Trust (fees@okaxis)');
    expect(dialog).toHaveTextContent('Test Series UPSC Prelims Mock Test Series');
    expect(within(dialog).getByRole('link', { name: 'Open UPI app' })).toHaveAttribute('href', link);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says on the card that the purchase failed when the server cannot make the link (a series with no price)', async () => {
    const { user, alertMock, assign } = await renderPage(listed([fakeTestSeries({ price: 0 })]), 'student');
    await user.click(await screen.findByRole('button', { name: 'Purchase Now' }));
    expect(await within(card('GPSC Prelims Test Series 2027')).findByRole('alert')).toHaveTextContent(
      'Failed to initiate purchase. Please try again.',
    );
    expect(alertMock).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
