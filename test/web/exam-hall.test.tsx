import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AttemptView } from '../../shared/attempts';
import { ExamHallPage } from '../../web/src/features/test-attempt/ExamHallPage';
import { routePatterns } from '../../web/src/lib/paths';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, profileResponder, stubFetch } from './helpers';

function fakeAttempt(overrides: Partial<AttemptView> = {}): AttemptView {
  const now = Date.now();
  return {
    _id: 'a1',
    testId: 't1',
    seriesId: 'ts1',
    title: 'GPSC Prelims Full Test 1',
    status: 'running',
    startedAt: new Date(now).toISOString(),
    endsAt: new Date(now + 60 * 60 * 1000).toISOString(),
    serverTime: new Date(now).toISOString(),
    durationMinutes: 60,
    marksCorrect: 2,
    marksWrong: -0.66,
    marksBlank: 0,
    sections: [
      { _id: 's1', title: 'General Studies', titleGu: 'સામાન્ય અભ્યાસ', questionIds: ['q1', 'q2'] },
      { _id: 's2', title: 'Gujarati', questionIds: ['q3'] },
    ],
    questions: [
      {
        _id: 'q1',
        sectionId: 's1',
        textEn: 'Capital of Gujarat?',
        textGu: 'ગુજરાતની રાજધાની?',
        optionsEn: ['Surat', 'Gandhinagar', 'Rajkot', 'Vadodara'],
        optionsGu: ['સુરત', 'ગાંધીનગર', 'રાજકોટ', 'વડોદરા'],
      },
      {
        _id: 'q2',
        sectionId: 's1',
        textEn: 'Longest river of Gujarat?',
        optionsEn: ['Narmada', 'Tapi', 'Sabarmati', 'Mahi'],
        optionsGu: [],
      },
      { _id: 'q3', sectionId: 's2', textGu: 'સાચો શબ્દ કયો?', optionsEn: [], optionsGu: ['ક', 'ખ', 'ગ', 'ઘ'] },
    ],
    answers: {},
    currentQuestionId: 'q1',
    ranked: true,
    ...overrides,
  };
}

type Respond = (url: string, init?: RequestInit) => Response | Promise<Response> | undefined;

function renderExam(attempt: AttemptView | (() => Response), respond: Respond = () => undefined) {
  profileResponder('student');
  const fetchMock = stubFetch((url, init) => {
    const answer = respond(url, init);
    if (answer) return answer;
    if (url === '/api/auth/profile')
      return jsonResponse({ success: true, user: fakeUser('student'), userType: 'student' });
    if (url === '/api/tests/t1/attempts' && init?.method === 'POST')
      return typeof attempt === 'function' ? attempt() : jsonResponse({ success: true, attempt });
    if (url.startsWith('/api/attempts/a1/answers/'))
      return jsonResponse({ success: true, savedAt: new Date().toISOString(), serverTime: new Date().toISOString() });
    if (url === '/api/attempts/a1/submit')
      return jsonResponse({
        success: true,
        attempt: { attemptId: 'a1', testId: 't1', status: 'submitted', score: 2, maxScore: 6 },
      });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/tests/t1/attempt']}>
        <Routes>
          <Route path={routePatterns.testAttempt} element={<ExamHallPage />} />
          <Route path={routePatterns.attemptResult} element={<h1>Result page</h1>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).startsWith('/api/attempts/a1/answers/') && init?.method === 'PUT')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) }));

const legendCounts = () =>
  Object.fromEntries(
    within(screen.getByRole('list', { name: 'Question status' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent!.replace(/^\d+/, '').split(': ') as [string, string]),
  );

describe('the exam screen (/tests/:testId/attempt)', () => {
  it('starts the attempt and shows the first question, its options as radios, the clock and the palette', async () => {
    const fetchMock = renderExam(fakeAttempt());
    expect(screen.getByRole('status')).toHaveTextContent('Starting the test...');
    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByText('Capital of Gujarat?')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'B Gandhinagar' })).not.toBeChecked();
    expect(screen.getByRole('timer')).toHaveTextContent(/^(1:00:00|59:5\d)$/);
    expect(screen.getByRole('button', { name: 'Question 2: Not Visited' })).toHaveClass('status-notVisited');
    expect(screen.getByRole('button', { name: 'General Studies' })).toHaveAttribute('aria-current', 'true');
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/tests/t1/attempts' && init?.method === 'POST'),
    ).toBe(true);
    // The first question counts as visited once it is on screen, and the visit is saved.
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1), { timeout: 2000 });
    expect(puts(fetchMock)[0]).toMatchObject({
      url: '/api/attempts/a1/answers/q1',
      body: { option: null, markedForReview: false },
    });
    expect(await screen.findByRole('button', { name: 'Question 1: Not Answered' })).toBeInTheDocument();
  });

  it('sends unsaved answers as keepalive requests when the tab closes, all at once', async () => {
    const fetchMock = renderExam(
      fakeAttempt({ answers: { q1: { option: null, markedForReview: false, timeSpentSeconds: 7 } } }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'B Gandhinagar' }));
    window.dispatchEvent(new Event('pagehide'));
    const leaving = fetchMock.mock.calls.filter(
      ([url, init]) => String(url) === '/api/attempts/a1/answers/q1' && init?.keepalive === true,
    );
    expect(leaving).toHaveLength(1);
    expect(JSON.parse(String(leaving[0]![1]!.body))).toMatchObject({ option: 1 });
  });

  it('saves a chosen option with PUT, with the mark and the time spent', async () => {
    const fetchMock = renderExam(
      fakeAttempt({ answers: { q1: { option: null, markedForReview: false, timeSpentSeconds: 7 } } }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'B Gandhinagar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1), { timeout: 2000 });
    const [saved] = puts(fetchMock);
    expect(saved?.url).toBe('/api/attempts/a1/answers/q1');
    expect(saved?.body).toEqual({ option: 1, markedForReview: false, timeSpentSeconds: 7 });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(screen.getByRole('button', { name: 'Question 1: Answered' })).toHaveClass('status-answered');
  });

  it('resumes at the current question and shows each status in its colour, with the counts of the section shown in the legend', async () => {
    renderExam(
      fakeAttempt({
        currentQuestionId: 'q2',
        answers: {
          q1: { option: 1, markedForReview: true, timeSpentSeconds: 30 },
          q2: { option: null, markedForReview: true, timeSpentSeconds: 5 },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 1: Answered & Marked for Review' })).toHaveClass(
      'status-answeredMarked',
    );
    expect(screen.getByRole('button', { name: 'Question 2: Marked for Review' })).toHaveClass('status-marked');
    // The palette shows General Studies (q1, q2): the legend counts those two, not the unvisited q3 of Gujarati.
    expect(legendCounts()).toEqual({
      Answered: '0',
      'Not Answered': '0',
      'Not Visited': '0',
      'Marked for Review': '1',
      'Answered & Marked for Review': '1',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Gujarati' }));
    expect(await screen.findByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 3: Not Answered' })).toHaveClass('status-notAnswered');
    expect(legendCounts()).toEqual({
      Answered: '0',
      'Not Answered': '1',
      'Not Visited': '0',
      'Marked for Review': '0',
      'Answered & Marked for Review': '0',
    });
  });

  it('switches the question language and keeps the question, falling back to the language there is', async () => {
    renderExam(fakeAttempt());
    await screen.findByRole('heading', { name: 'Question 1' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'View in' }), 'ગુજરાતી');
    expect(screen.getByText('ગુજરાતની રાજધાની?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B ગાંધીનગર' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'View in' })).toHaveValue('gu');

    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(screen.getByText('Longest river of Gujarat?')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'View in' })).toHaveValue('gu');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'View in' }), 'English');
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
  });

  it('keeps a save that failed, says it is offline, and sends it again when back online', async () => {
    let failing = true;
    const fetchMock = renderExam(
      fakeAttempt({ answers: { q1: { option: null, markedForReview: false, timeSpentSeconds: 0 } } }),
      (url) =>
        url.startsWith('/api/attempts/a1/answers/') && failing
          ? Promise.reject(new TypeError('Failed to fetch'))
          : undefined,
    );
    await userEvent.click(await screen.findByRole('radio', { name: 'C Rajkot' }));
    expect(
      await screen.findByText('Offline — answers will be saved when you are back online', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(puts(fetchMock)).toHaveLength(1);

    failing = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(puts(fetchMock)).toHaveLength(2);
    expect(puts(fetchMock)[1]?.body).toMatchObject({ option: 2 });
  });

  it('shows the time left and the counts per status of each section before submitting, saves what is waiting, submits and opens the result', async () => {
    const fetchMock = renderExam(
      fakeAttempt({ answers: { q1: { option: 0, markedForReview: false, timeSpentSeconds: 3 } } }),
    );
    await screen.findByRole('heading', { name: 'Question 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark for Review & Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = screen.getByRole('dialog', { name: 'Submit the test?' });
    expect(within(dialog).getByText(/^Time left:/)).toHaveTextContent(/^Time left: (1:00:00|59:[0-5]\d)$/);
    const counts = (section: string) =>
      Object.fromEntries(
        within(within(dialog).getByRole('region', { name: section }))
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    // q1 answered, q2 marked (General Studies); q3 opened by Mark for Review & Next, not answered (Gujarati).
    expect(counts('General Studies')).toEqual({
      Answered: '1',
      'Not Answered': '0',
      'Not Visited': '0',
      'Marked for Review': '1',
      'Answered & Marked for Review': '0',
    });
    expect(counts('Gujarati')).toEqual({
      Answered: '0',
      'Not Answered': '1',
      'Not Visited': '0',
      'Marked for Review': '0',
      'Answered & Marked for Review': '0',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Submit' }));
    expect(await screen.findByRole('heading', { name: 'Result page' })).toBeInTheDocument();
    const submit = fetchMock.mock.calls.find(([url]) => url === '/api/attempts/a1/submit');
    expect(JSON.parse(String(submit?.[1]?.body))).toEqual({ reason: 'student' });
    // Every change was saved before the submit went out.
    const submitIndex = fetchMock.mock.calls.findIndex(([url]) => url === '/api/attempts/a1/submit');
    const saved = fetchMock.mock.calls
      .slice(0, submitIndex)
      .filter(([url]) => String(url).startsWith('/api/attempts/a1/answers/'))
      .map(([url]) => url);
    expect(new Set(saved)).toEqual(
      new Set(['/api/attempts/a1/answers/q1', '/api/attempts/a1/answers/q2', '/api/attempts/a1/answers/q3']),
    );
  });

  it('submits by itself when the time runs out, by the server’s clock', async () => {
    const now = Date.now();
    // The device's clock is an hour behind the server's: the screen still ends at the server's endsAt.
    const fetchMock = renderExam(
      fakeAttempt({
        serverTime: new Date(now + 3_600_000).toISOString(),
        endsAt: new Date(now + 3_600_000 + 1_000).toISOString(),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Result page' }, { timeout: 4000 })).toBeInTheDocument();
    const submit = fetchMock.mock.calls.find(([url]) => url === '/api/attempts/a1/submit');
    expect(JSON.parse(String(submit?.[1]?.body))).toEqual({ reason: 'time' });
  });

  it('opens the result when a refund of the series ended the attempt: the refused save submits, and the refused submit is taken as done', async () => {
    const ended = (url: string) =>
      url.startsWith('/api/attempts/a1/answers/') || url === '/api/attempts/a1/submit'
        ? jsonResponse(
            {
              success: false,
              code: 'attempt_ended_by_refund',
              error: 'This test series was refunded, so this attempt has ended',
            },
            409,
          )
        : undefined;
    const fetchMock = renderExam(fakeAttempt(), ended);
    await userEvent.click(await screen.findByRole('radio', { name: 'C Rajkot' }));
    expect(await screen.findByRole('heading', { name: 'Result page' }, { timeout: 4000 })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/attempts/a1/submit')).toBe(true);
  });

  it('tells a student who took the test already, with a link to the result', async () => {
    renderExam(
      () =>
        jsonResponse(
          {
            success: false,
            code: 'attempt_already_submitted',
            error: 'You have already taken this test; see your result',
          },
          409,
        ),
      (url) =>
        url === '/api/tests/t1'
          ? jsonResponse({ success: true, test: { _id: 't1', state: 'submitted', attemptId: 'a0' } })
          : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'You have already taken this test' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'See Your Result' })).toHaveAttribute('href', '/attempts/a0/result');
  });

  it('tells a student without the series to buy it, and says when the test is not open yet', async () => {
    renderExam(() => jsonResponse({ success: false, code: 'test_series_not_purchased', error: 'Not purchased' }, 403));
    expect(await screen.findByRole('link', { name: 'Go to Test Series' })).toHaveAttribute('href', '/testSeries');
  });

  it('says when the test is not open yet, with the way back to it', async () => {
    renderExam(() =>
      jsonResponse({ success: false, code: 'test_not_open_yet', error: 'This test has not opened yet' }, 409),
    );
    expect(await screen.findByRole('heading', { name: 'This test has not opened yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Test' })).toHaveAttribute('href', '/tests/t1');
  });
});
