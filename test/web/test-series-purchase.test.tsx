import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { jsonResponse, requestHeaders } from './helpers';
import { stubDevice } from './payment-helpers';
import {
  bodiesSentTo,
  card,
  fakeTestSeries,
  listed,
  mySeries,
  renderSeriesPage,
  upscSeries,
} from './test-series-helpers';

const gpscSeries = fakeTestSeries();
const talatiSeries = fakeTestSeries({ _id: 'ts3', title: 'Talati Mock Tests', category: 'talati' });

async function openPayment(responses: Parameters<typeof renderSeriesPage>[0] = { list: listed([upscSeries]) }) {
  stubDevice('desktop');
  const page = await renderSeriesPage(responses, 'student');
  await page.user.click(await screen.findByRole('button', { name: 'Purchase Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pay by UPI' });
  return { ...page, dialog };
}

async function submitUtr(page: Awaited<ReturnType<typeof openPayment>>, utr = '123456789012') {
  await page.user.type(await within(page.dialog).findByLabelText('UTR Number'), utr);
  await page.user.click(within(page.dialog).getByRole('button', { name: 'Submit UTR' }));
}

describe('buying a test series by UPI with its UTR', () => {
  it('sends the UTR for the series and shows the receipt under verification, then marks the card', async () => {
    const page = await openPayment();
    expect(within(page.dialog).getByRole('button', { name: 'Submit UTR' })).toBeDisabled();
    await submitUtr(page, ' 123456789012 ');

    const status = await within(page.dialog).findByText(
      "Payment Submitted... under verification. Within 24 hours, you'll get access to your test series",
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(bodiesSentTo(page.fetchMock, /^\/api\/test-series\/ts2\/upi\/submit-utr$/)).toEqual([
      { utrNumber: '123456789012' },
    ]);
    for (const text of [
      '123456789012',
      'Ravi Patel',
      'student@example.com',
      '9876543210',
      'Test Series',
      'UPSC Prelims Mock Test Series',
      '₹2,499.50',
    ]) {
      expect(page.dialog).toHaveTextContent(text);
    }
    expect(page.alertMock).not.toHaveBeenCalled();

    await page.user.click(within(page.dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const upsc = card('UPSC Prelims Mock Test Series');
    expect(upsc).toHaveTextContent('Under verification');
    expect(within(upsc).queryByRole('button', { name: 'Purchase Now' })).not.toBeInTheDocument();
  });

  it("alerts the server's words for a UTR already used and lets the student correct it", async () => {
    const page = await openPayment({
      list: listed([upscSeries]),
      submit: () =>
        jsonResponse({ success: false, code: 'utr_already_used', error: 'This UTR has already been submitted' }, 409),
    });
    await submitUtr(page);
    await waitFor(() => expect(page.alertMock).toHaveBeenCalledWith('This UTR has already been submitted'));
    expect(within(page.dialog).getByRole('button', { name: 'Submit UTR' })).toBeEnabled();
    expect(page.dialog).not.toHaveTextContent('Payment Submitted');
  });

  it("alerts 'Failed to submit UTR. Please check and retry.' when the server gives no reason", async () => {
    const page = await openPayment({ list: listed([upscSeries]), submit: () => new Response('', { status: 502 }) });
    await submitUtr(page);
    await waitFor(() => expect(page.alertMock).toHaveBeenCalledWith('Failed to submit UTR. Please check and retry.'));
  });

  it('says on the card, not in a browser alert, that a payment is already waiting, and marks the card', async () => {
    stubDevice('desktop');
    const { user, alertMock } = await renderSeriesPage(
      {
        list: listed([upscSeries]),
        initiate: () =>
          jsonResponse(
            {
              success: false,
              code: 'test_series_payment_pending',
              error: 'A payment for this test series is already waiting for verification',
            },
            409,
          ),
      },
      'student',
    );
    await user.click(await screen.findByRole('button', { name: 'Purchase Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A payment for this test series is already waiting for verification',
    );
    expect(alertMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card('UPSC Prelims Mock Test Series')).toHaveTextContent('Under verification');
  });

  it('falls back to "contact support with your UTR" when the form cannot be used (signed out meanwhile)', async () => {
    const page = await openPayment();
    expect(await within(page.dialog).findByLabelText('UTR Number')).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: 'Sign out (test)' }));

    expect(
      await within(page.dialog).findByText(
        'After payment, please contact support with your UTR for test series access.',
      ),
    ).toBeInTheDocument();
    expect(within(page.dialog).queryByLabelText('UTR Number')).not.toBeInTheDocument();
    await page.user.click(within(page.dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe("the student's series on /testSeries", () => {
  it('badges a purchased series, linking to its tests, and one under verification; a rejected one can be bought again', async () => {
    const { fetchMock } = await renderSeriesPage(
      {
        list: listed([gpscSeries, upscSeries, talatiSeries]),
        mine: () =>
          jsonResponse({
            success: true,
            testSeries: [
              mySeries(gpscSeries, 'purchased'),
              mySeries(upscSeries, 'pending'),
              mySeries(talatiSeries, 'rejected', { rejectionReason: 'UTR not found' }),
            ],
          }),
      },
      'student',
    );
    const gpsc = await screen.findByRole('article', { name: 'GPSC Prelims Test Series 2027' });
    await waitFor(() => expect(gpsc).toHaveTextContent('Purchased'));
    expect(within(gpsc).getByRole('link', { name: 'View Tests' })).toHaveAttribute('href', '/test-series/ts1');
    expect(within(gpsc).queryByRole('button', { name: 'Purchase Now' })).not.toBeInTheDocument();

    const upsc = card('UPSC Prelims Mock Test Series');
    expect(upsc).toHaveTextContent('Under verification');
    expect(upsc).toHaveTextContent("Your payment is under verification. You'll get access within 24 hours.");
    expect(within(upsc).queryByRole('button', { name: 'Purchase Now' })).not.toBeInTheDocument();

    const talati = card('Talati Mock Tests');
    expect(talati).not.toHaveTextContent('Purchased');
    expect(talati).not.toHaveTextContent('Under verification');
    expect(within(talati).getByRole('button', { name: 'Purchase Now' })).toBeEnabled();

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/my/test-series');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer student-token');
  });

  it.each([['a guest', null] as const, ['an admin', 'admin'] as const])(
    "does not ask for the student's series for %s",
    async (_who, role) => {
      const { fetchMock } = await renderSeriesPage({ list: listed([gpscSeries]) }, role);
      await screen.findByRole('article', { name: 'GPSC Prelims Test Series 2027' });
      expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/my/test-series');
    },
  );

  it('still offers Purchase Now when the student’s series cannot be read', async () => {
    await renderSeriesPage(
      { list: listed([gpscSeries]), mine: () => jsonResponse({ success: false, error: 'Down' }, 500) },
      'student',
    );
    const gpsc = await screen.findByRole('article', { name: 'GPSC Prelims Test Series 2027' });
    expect(within(gpsc).getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/testSeries in Gujarati', () => {
  it("shows a series' Gujarati title, description and features, and the English where there are none", async () => {
    await activateLanguage(browserI18n, 'gu');
    const gujarati = fakeTestSeries({
      titleGu: 'GPSC પ્રિલિમ્સ ટેસ્ટ સિરીઝ 2027',
      descriptionGu: 'નવી GPSC પ્રિલિમ્સ પેટર્ન મુજબની ટેસ્ટ.',
      featuresGu: ['વિગતવાર ઉકેલ'],
    });
    await renderSeriesPage({ list: listed([gujarati, upscSeries]) });
    const gpsc = await screen.findByRole('article', { name: 'GPSC પ્રિલિમ્સ ટેસ્ટ સિરીઝ 2027' });
    expect(gpsc).toHaveTextContent('નવી GPSC પ્રિલિમ્સ પેટર્ન મુજબની ટેસ્ટ.');
    expect(
      within(gpsc)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('વિગતવાર ઉકેલ');
    expect(gpsc).not.toHaveTextContent('Detailed solutions');
    expect(card('UPSC Prelims Mock Test Series')).toHaveTextContent('GS Paper I and CSAT');
  });
});
