import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MyAttempt } from '../../shared/attempts';
import { StudentDashboard } from '../../web/src/features/dashboard/StudentDashboard';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { SessionProvider } from '../../web/src/lib/session';
import { jsonResponse, profileResponder, requestHeaders, stubFetch } from './helpers';

const submitted: MyAttempt = {
  attemptId: 'a1',
  testId: 't1',
  seriesId: 'ts1',
  title: 'GPSC Prelims Mock Test 1',
  titleGu: 'GPSC પ્રિલિમ્સ મોક ટેસ્ટ 1',
  status: 'submitted',
  startedAt: '2025-04-10T09:00:00.000Z',
  endsAt: '2025-04-10T11:00:00.000Z',
  submittedAt: '2025-04-10T10:45:00.000Z',
  score: 72.5,
  maxScore: 100,
  rank: 3,
  takers: 40,
};
const running: MyAttempt = {
  attemptId: 'a2',
  testId: 't2',
  seriesId: 'ts1',
  title: 'GPSC Prelims Mock Test 2',
  status: 'running',
  startedAt: '2025-04-12T09:00:00.000Z',
  endsAt: '2025-04-12T11:00:00.000Z',
};
/** A practice attempt (not the first one): scored, but without a rank. */
const practice: MyAttempt = {
  attemptId: 'a3',
  testId: 't3',
  seriesId: 'ts1',
  title: 'Talati Mock Test 1',
  status: 'submitted',
  startedAt: '2025-04-08T09:00:00.000Z',
  endsAt: '2025-04-08T10:00:00.000Z',
  submittedAt: '2025-04-08T09:50:00.000Z',
  score: -1.25,
  maxScore: 50,
};

function renderDashboard(mine: () => Response | Promise<Response>) {
  const profile = profileResponder('student');
  const fetchMock = stubFetch((url) => {
    if (url === '/api/my/attempts') return mine();
    if (url === '/api/my/test-series') return jsonResponse({ success: true, testSeries: [] });
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
  return fetchMock;
}

const section = () => screen.findByRole('region', { name: 'My Tests' });

describe('My Tests on the dashboard', () => {
  it('lists a submitted test with its score, rank, date and View Result', async () => {
    const fetchMock = renderDashboard(() => jsonResponse({ success: true, attempts: [submitted] }));
    const myTests = await section();
    const [item] = (await within(myTests).findAllByRole('listitem')) as [HTMLElement];
    expect(within(item).getByRole('heading', { level: 3, name: 'GPSC Prelims Mock Test 1' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Submitted');
    expect(item).toHaveTextContent('Score: 72.5 / 100');
    expect(item).toHaveTextContent('Rank 3 of 40');
    expect(item).toHaveTextContent('Submitted on 10 Apr 2025');
    expect(within(item).getByRole('link', { name: /View Result/ })).toHaveAttribute('href', '/attempts/a1/result');
    expect(within(item).queryByRole('link', { name: /Resume/ })).not.toBeInTheDocument();

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/my/attempts');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer student-token');
  });

  it('shows a running test as in progress with Resume, and a practice attempt without a rank', async () => {
    renderDashboard(() => jsonResponse({ success: true, attempts: [running, practice] }));
    const myTests = await section();
    const [runningItem, practiceItem] = (await within(myTests).findAllByRole('listitem')) as [HTMLElement, HTMLElement];

    expect(
      within(runningItem).getByRole('heading', { level: 3, name: 'GPSC Prelims Mock Test 2' }),
    ).toBeInTheDocument();
    expect(runningItem).toHaveTextContent('In progress');
    expect(runningItem).toHaveTextContent('Started on 12 Apr 2025');
    expect(runningItem).not.toHaveTextContent('Score');
    expect(within(runningItem).getByRole('link', { name: /Resume/ })).toHaveAttribute('href', '/tests/t2/attempt');
    expect(within(runningItem).queryByRole('link', { name: /View Result/ })).not.toBeInTheDocument();

    expect(practiceItem).toHaveTextContent('Score: \u22121.25 / 50');
    expect(practiceItem).not.toHaveTextContent('Rank');
    expect(within(practiceItem).getByRole('link', { name: /View Result/ })).toHaveAttribute(
      'href',
      '/attempts/a3/result',
    );
  });

  it('says no test has been taken yet and links to the test series', async () => {
    renderDashboard(() => jsonResponse({ success: true, attempts: [] }));
    const myTests = await section();
    expect(await within(myTests).findByText("You haven't taken any tests yet.")).toBeInTheDocument();
    expect(within(myTests).getByRole('link', { name: 'Go to Test Series' })).toHaveAttribute('href', '/testSeries');
    expect(within(myTests).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, and an error with Try Again when the list cannot be read', async () => {
    let calls = 0;
    let fail: (response: Response) => void = () => {};
    renderDashboard(() =>
      ++calls === 1
        ? new Promise<Response>((resolve) => (fail = resolve))
        : jsonResponse({ success: true, attempts: [submitted] }),
    );
    const myTests = await section();
    expect(within(myTests).getByRole('status')).toHaveTextContent('Loading your tests...');
    fail(jsonResponse({ success: false, error: 'Down' }, 500));

    expect(await within(myTests).findByRole('alert')).toHaveTextContent('Failed to load your tests');
    await userEvent.click(within(myTests).getByRole('button', { name: 'Try Again' }));
    expect(await within(myTests).findByRole('link', { name: /View Result/ })).toHaveAttribute(
      'href',
      '/attempts/a1/result',
    );
    expect(within(myTests).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a test's Gujarati title to a Gujarati reader, and the English one when it has none", async () => {
    await activateLanguage(browserI18n, 'gu');
    renderDashboard(() => jsonResponse({ success: true, attempts: [submitted, running] }));
    const myTests = await screen.findByRole('region', { name: 'મારી ટેસ્ટ' });
    const [submittedItem, runningItem] = (await within(myTests).findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(
      within(submittedItem).getByRole('heading', { level: 3, name: 'GPSC પ્રિલિમ્સ મોક ટેસ્ટ 1' }),
    ).toBeInTheDocument();
    expect(submittedItem).toHaveTextContent('40માંથી ક્રમ 3');
    expect(within(submittedItem).getByRole('link', { name: /પરિણામ જુઓ/ })).toHaveAttribute(
      'href',
      '/attempts/a1/result',
    );
    expect(
      within(runningItem).getByRole('heading', { level: 3, name: 'GPSC Prelims Mock Test 2' }),
    ).toBeInTheDocument();
    expect(runningItem).toHaveTextContent('ચાલુ છે');
    expect(within(runningItem).getByRole('link', { name: /ટેસ્ટ ચાલુ રાખો/ })).toHaveAttribute(
      'href',
      '/tests/t2/attempt',
    );
  });
});
