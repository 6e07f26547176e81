import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AttemptView } from '../../shared/attempts';
import { ExamHallPage } from '../../web/src/features/test-attempt/ExamHallPage';
import { routePatterns } from '../../web/src/lib/paths';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, profileResponder, stubFetch } from './helpers';

/** A running attempt of two questions in one section, with an hour left unless told otherwise. */
function attemptOf(overrides: Partial<AttemptView> = {}): AttemptView {
  const now = Date.now();
  return {
    _id: 'a1',
    testId: 't1',
    seriesId: 'ts1',
    title: 'GPSC Prelims Full Test 2',
    status: 'running',
    startedAt: new Date(now).toISOString(),
    endsAt: new Date(now + 3_600_000).toISOString(),
    serverTime: new Date(now).toISOString(),
    durationMinutes: 60,
    marksCorrect: 2,
    marksWrong: -0.66,
    marksBlank: 0,
    sections: [{ _id: 's1', title: 'General Studies', questionIds: ['q1', 'q2'] }],
    questions: [
      {
        _id: 'q1',
        sectionId: 's1',
        textEn: 'Capital of Gujarat?',
        optionsEn: ['Surat', 'Gandhinagar', 'Rajkot', 'Vadodara'],
        optionsGu: [],
      },
      {
        _id: 'q2',
        sectionId: 's1',
        textEn: 'Longest river of Gujarat?',
        optionsEn: ['Narmada', 'Tapi', 'Sabarmati', 'Mahi'],
        optionsGu: [],
      },
    ],
    answers: {},
    currentQuestionId: 'q1',
    ranked: true,
    ...overrides,
  };
}

/** The exam screen for `attempt`; `submit` answers each submit in turn (by default, submitted). */
function renderExam(
  attempt: AttemptView,
  submit: () => Response = () =>
    jsonResponse({ success: true, attempt: { attemptId: 'a1', testId: 't1', status: 'submitted' } }),
) {
  profileResponder('student');
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/auth/profile')
      return jsonResponse({ success: true, user: fakeUser('student'), userType: 'student' });
    if (url === '/api/tests/t1/attempts' && init?.method === 'POST') return jsonResponse({ success: true, attempt });
    if (url.startsWith('/api/attempts/a1/answers/'))
      return jsonResponse({ success: true, savedAt: new Date().toISOString(), serverTime: new Date().toISOString() });
    if (url === '/api/attempts/a1/submit') return submit();
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

/** The body of the last answer saved for each question, by question id. */
const lastSaved = (fetchMock: ReturnType<typeof stubFetch>) =>
  Object.fromEntries(
    fetchMock.mock.calls
      .filter(([url, init]) => String(url).startsWith('/api/attempts/a1/answers/') && init?.method === 'PUT')
      .map(([url, init]) => [String(url).split('/').pop(), JSON.parse(String(init?.body)) as unknown]),
  );

const submits = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/attempts/a1/submit');
const failedSubmit = () => jsonResponse({ success: false, error: 'Something went wrong' }, 500);

describe('the exam screen, step by step', () => {
  it('goes back with Previous, clears a response, and saves the seconds spent on each question by the device’s clock', async () => {
    let now = Date.parse('2026-03-02T09:00:00.000Z');
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchMock = renderExam(attemptOf());
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    now += 4_000;
    await userEvent.click(screen.getByRole('radio', { name: 'B Gandhinagar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    now += 3_000;
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B Gandhinagar' })).toBeChecked();
    now += 2_000;
    await userEvent.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect(screen.getByRole('radio', { name: 'B Gandhinagar' })).not.toBeChecked();

    // 4 s, then 2 s more on question 1; 3 s on question 2.
    await waitFor(() =>
      expect(lastSaved(fetchMock)).toEqual({
        q1: { option: null, markedForReview: false, timeSpentSeconds: 6 },
        q2: { option: null, markedForReview: false, timeSpentSeconds: 3 },
      }),
    );
    expect(screen.getByRole('button', { name: 'Question 1: Not Answered' })).toBeInTheDocument();
  });

  it('opens the palette from its button and closes it when a question is picked in it', async () => {
    renderExam(attemptOf());
    await screen.findByRole('heading', { name: 'Question 1' });
    const toggle = screen.getByRole('button', { name: 'Question Palette' });
    const palette = screen.getByRole('complementary', { name: 'Question Palette' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', palette.id);
    expect(palette).not.toHaveClass('exam-palette-open');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(palette).toHaveClass('exam-palette-open');
    expect(within(palette).getByRole('button', { name: 'Question 1: Not Answered' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await userEvent.click(within(palette).getByRole('button', { name: 'Question 2: Not Visited' }));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(palette).not.toHaveClass('exam-palette-open');
  });

  it('says when a submit failed, keeps the student on the test, and submits again from Try Again', async () => {
    let failing = true;
    const fetchMock = renderExam(attemptOf(), () =>
      failing
        ? failedSubmit()
        : jsonResponse({ success: true, attempt: { attemptId: 'a1', testId: 't1', status: 'submitted' } }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByRole('heading', { name: 'Question 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Submit the test?' })).getByRole('button', { name: 'Yes, Submit' }),
    );

    expect(
      await screen.findByText('Could not submit the test. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save & Next' })).toBeEnabled();
    expect(submits(fetchMock)).toHaveLength(1);

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Result page' })).toBeInTheDocument();
    expect(submits(fetchMock).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { reason: 'student' },
      { reason: 'student' },
    ]);
  });

  it('submits again by itself, once the time is up, until the submit goes through', async () => {
    let failures = 2;
    const now = Date.now();
    const fetchMock = renderExam(attemptOf({ endsAt: new Date(now + 1_000).toISOString() }), () =>
      failures-- > 0
        ? failedSubmit()
        : jsonResponse({ success: true, attempt: { attemptId: 'a1', testId: 't1', status: 'submitted' } }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await screen.findByRole('heading', { name: 'Result page' }, { timeout: 4000 })).toBeInTheDocument();
    expect(submits(fetchMock).map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { reason: 'time' },
      { reason: 'time' },
      { reason: 'time' },
    ]);
  });
});
