/**
 * Fee plans on test series in the browser: the admin's series dialog edits them with the course form's
 * editor (sent back with their ids, refused before sending as a course's are), and /testSeries offers a
 * series' plans in "Pay online" and quotes the one chosen; a series paused by its plan's overdue rule says
 * why and offers the way to pay.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { FeePlan } from '../../shared/fee-plans';
import { LoginDialogProvider } from '../../web/src/components/LoginDialogProvider';
import { ToastProvider } from '../../web/src/components/toast';
import { AdminTestSeriesPage } from '../../web/src/features/admin-test-series/AdminTestSeriesPage';
import { SeriesTestsPage } from '../../web/src/features/series-tests/SeriesTestsPage';
import { TestPage } from '../../web/src/features/series-tests/TestPage';
import { TestSeriesPage } from '../../web/src/features/test-series/TestSeriesPage';
import { routePatterns } from '../../web/src/lib/paths';
import { SessionProvider } from '../../web/src/lib/session';
import { jsonResponse, profileResponder, stubFetch } from './helpers';
import { fakeTestSeries } from './test-series-helpers';

const savedPlan: FeePlan = {
  _id: '01JQ4000000000000000000000',
  name: 'Half now',
  instalments: [
    { percent: 50, dueAfterDays: 0 },
    { percent: 50, dueAfterDays: 30 },
  ],
  overdue: { rule: 'keep-access' },
};

const withPlan = fakeTestSeries({ plans: [savedPlan] });

function renderAdmin(respond: (url: string, init?: RequestInit) => Response) {
  const fetchMock = stubFetch(respond);
  render(
    <MemoryRouter>
      <ToastProvider>
        <AdminTestSeriesPage />
      </ToastProvider>
    </MemoryRouter>,
  );
  return fetchMock;
}

const adminList = () => jsonResponse({ success: true, testSeries: [withPlan], testCounts: {} });

async function openEdit() {
  const user = userEvent.setup();
  const card = within((await screen.findByRole('heading', { name: withPlan.title })).closest('article')!);
  await user.click(card.getByRole('button', { name: `Edit ${withPlan.title}` }));
  return { user, dialog: within(screen.getByRole('dialog', { name: 'Edit Test Series' })) };
}

describe("the admin's series dialog", () => {
  it('shows the saved plan and sends it back with its id, a new one without', async () => {
    const fetchMock = renderAdmin((url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ success: true, testSeries: { ...withPlan, ...JSON.parse(String(init.body)) } })
        : adminList(),
    );
    const { user, dialog } = await openEdit();
    const first = within(dialog.getByRole('group', { name: 'Plan 1' }));
    expect(first.getByLabelText('Plan name')).toHaveValue('Half now');
    // ₹1,499 at 50%: what each instalment comes to, from the series' price.
    expect(first.getByLabelText('Instalment 1 (%)')).toHaveAccessibleDescription('Comes to ₹749.50');
    await user.click(dialog.getByRole('button', { name: 'Add plan: 40/30/30 over 60 days' }));
    await user.click(dialog.getByRole('button', { name: 'Update Test Series' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Test series updated successfully!');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body)).plans).toEqual([
      { ...savedPlan },
      {
        name: '3 instalments',
        instalments: [
          { percent: 40, dueAfterDays: 0 },
          { percent: 30, dueAfterDays: 30 },
          { percent: 30, dueAfterDays: 60 },
        ],
        overdue: { rule: 'keep-access' },
      },
    ]);
  });

  it("refuses a plan that does not add up before sending, with the course form's message", async () => {
    const fetchMock = renderAdmin(() => adminList());
    const { user, dialog } = await openEdit();
    const first = within(dialog.getByRole('group', { name: 'Plan 1' }));
    await user.clear(first.getByLabelText('Instalment 2 (%)'));
    await user.type(first.getByLabelText('Instalment 2 (%)'), '40');
    await user.click(dialog.getByRole('button', { name: 'Update Test Series' }));

    expect(dialog.getByText('The percentages of a fee plan must add up to exactly 100')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});

describe('/testSeries', () => {
  it("offers the series' plans in Pay online and quotes the one chosen", async () => {
    const profile = profileResponder('student');
    const quotes: unknown[] = [];
    stubFetch((url, init) => {
      if (url === '/api/test-series') return jsonResponse({ success: true, testSeries: [withPlan] });
      if (url === '/api/my/test-series') return jsonResponse({ success: true, testSeries: [] });
      if (url === '/api/checkout/quote') {
        quotes.push(JSON.parse(String(init?.body)));
        return jsonResponse({
          success: true,
          quote: {
            product: { kind: 'test-series', _id: withPlan._id, title: withPlan.title },
            price: 1499,
            discount: 0,
            total: 1499,
            payNow: 749.5,
            instalments: [
              { amount: 749.5, dueOn: '2026-01-01' },
              { amount: 749.5, dueOn: '2026-01-31' },
            ],
          },
        });
      }
      return profile(url);
    });
    render(
      <SessionProvider>
        <MemoryRouter>
          <LoginDialogProvider Dialog={() => null}>
            <TestSeriesPage />
          </LoginDialogProvider>
        </MemoryRouter>
      </SessionProvider>,
    );
    const user = userEvent.setup();
    const choice = await screen.findByLabelText('How you pay');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Full fee now', 'Half now']);
    await user.selectOptions(choice, 'Half now');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('You pay ₹749.50 now.')).toBeInTheDocument();
    expect(quotes).toEqual([{ seriesId: withPlan._id, planId: savedPlan._id }]);
  });
});

describe("a series paused by its plan's overdue rule", () => {
  it.each([
    ['/test-series/ts1', '/api/test-series/ts1/tests'],
    ['/tests/t1', '/api/tests/t1'],
  ])('%s says why and links to paying the instalment, not a bare refusal', async (path, apiUrl) => {
    profileResponder('student');
    stubFetch((url) =>
      url === apiUrl
        ? jsonResponse({ success: false, code: 'test_series_suspended_for_dues', error: 'Paused' }, 403)
        : jsonResponse({ success: false }, 404),
    );
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePatterns.seriesTests} element={<SeriesTestsPage />} />
          <Route path={routePatterns.test} element={<TestPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Tests paused' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Access to the tests of this series is paused because an instalment is overdue; pay it to continue',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay the instalment' })).toHaveAttribute('href', '/dashboard');
  });
});
