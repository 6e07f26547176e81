import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MyTestSeries } from '../../shared/mock-tests';
import { StudentDashboard } from '../../web/src/features/dashboard/StudentDashboard';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { SessionProvider } from '../../web/src/lib/session';
import { jsonResponse, profileResponder, stubFetch } from './helpers';

const purchased: MyTestSeries = {
  testSeries: {
    _id: 'ts1',
    title: 'GPSC Prelims Test Series 2027',
    titleGu: 'GPSC પ્રિલિમ્સ ટેસ્ટ સિરીઝ 2027',
    description: 'Full-length GPSC tests.',
  },
  status: 'purchased',
  since: '2025-03-01T10:00:00.000Z',
  grantedBy: 'payment',
};
const pending: MyTestSeries = {
  testSeries: { _id: 'ts2', title: 'UPSC Prelims Mock Test Series', description: 'GS and CSAT.' },
  status: 'pending',
  since: '2025-04-02T10:00:00.000Z',
};
const rejected: MyTestSeries = {
  testSeries: { _id: 'ts3', title: 'Talati Mock Tests', description: 'Talati pattern.' },
  status: 'rejected',
  since: '2025-04-05T10:00:00.000Z',
  rejectionReason: 'The UTR does not match any payment',
};

function renderDashboard(mine: () => Response | Promise<Response>) {
  const profile = profileResponder('student');
  stubFetch((url) => {
    if (url === '/api/my/test-series') return mine();
    if (url === '/api/payments/enrollments') return jsonResponse({ success: true, enrollments: [] });
    if (url === '/api/progress') return jsonResponse({ success: true, progress: [] });
    if (url === '/api/payments/mine') return jsonResponse({ success: true, payments: [] });
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

const section = () => screen.findByRole('region', { name: 'My Test Series' });

describe('My Test Series on the dashboard', () => {
  it('lists a purchased series with its tests, one under verification, and a rejected one with the reason and Buy Again', async () => {
    renderDashboard(() => jsonResponse({ success: true, testSeries: [rejected, pending, purchased] }));
    const mySeries = await section();
    const items = await within(mySeries).findAllByRole('listitem');
    expect(items).toHaveLength(3);

    const [rejectedItem, pendingItem, purchasedItem] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(purchasedItem).getByRole('heading', { level: 3, name: 'GPSC Prelims Test Series 2027' }),
    ).toBeInTheDocument();
    expect(purchasedItem).toHaveTextContent('Purchased');
    expect(purchasedItem).toHaveTextContent('Access since 1 Mar 2025');
    expect(within(purchasedItem).getByRole('link', { name: /Open Tests/ })).toHaveAttribute('href', '/test-series/ts1');

    expect(pendingItem).toHaveTextContent('Under verification');
    expect(pendingItem).toHaveTextContent('Payment submitted on 2 Apr 2025');
    expect(within(pendingItem).queryByRole('link')).not.toBeInTheDocument();

    expect(rejectedItem).toHaveTextContent('Payment rejected');
    expect(rejectedItem).toHaveTextContent('Reason: The UTR does not match any payment');
    expect(within(rejectedItem).getByRole('link', { name: /Buy Again/ })).toHaveAttribute('href', '/testSeries');
  });

  it('says there are none yet and links to the test series', async () => {
    renderDashboard(() => jsonResponse({ success: true, testSeries: [] }));
    const mySeries = await section();
    expect(await within(mySeries).findByText('You have no test series yet.')).toBeInTheDocument();
    expect(within(mySeries).getByRole('link', { name: 'Browse Test Series' })).toHaveAttribute('href', '/testSeries');
  });

  it('shows a spinner while loading, and an error with Try Again when the list cannot be read', async () => {
    let calls = 0;
    let fail: (response: Response) => void = () => {};
    renderDashboard(() =>
      ++calls === 1
        ? new Promise<Response>((resolve) => (fail = resolve))
        : jsonResponse({ success: true, testSeries: [purchased] }),
    );
    const mySeries = await section();
    expect(within(mySeries).getByRole('status')).toHaveTextContent('Loading your test series...');
    fail(jsonResponse({ success: false, error: 'Down' }, 500));

    expect(await within(mySeries).findByRole('alert')).toHaveTextContent('Failed to load your test series');
    await userEvent.click(within(mySeries).getByRole('button', { name: 'Try Again' }));
    expect(await within(mySeries).findByRole('link', { name: /Open Tests/ })).toBeInTheDocument();
  });

  it("shows a series' Gujarati title to a Gujarati reader", async () => {
    await activateLanguage(browserI18n, 'gu');
    renderDashboard(() => jsonResponse({ success: true, testSeries: [purchased] }));
    const mySeries = await screen.findByRole('region', { name: 'મારી ટેસ્ટ સિરીઝ' });
    expect(
      await within(mySeries).findByRole('heading', { level: 3, name: 'GPSC પ્રિલિમ્સ ટેસ્ટ સિરીઝ 2027' }),
    ).toBeInTheDocument();
    expect(within(mySeries).getByRole('link', { name: /ટેસ્ટ ખોલો/ })).toHaveAttribute('href', '/test-series/ts1');
  });
});
