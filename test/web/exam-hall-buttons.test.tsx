import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AttemptView } from '../../shared/attempts';
import { ExamHallPage } from '../../web/src/features/test-attempt/ExamHallPage';
import { routePatterns } from '../../web/src/lib/paths';
import { SessionProvider } from '../../web/src/lib/session';
import { fakeUser, jsonResponse, stubFetch } from './helpers';

/** A running attempt of two sections (q1, q2 | q3), each question in both languages, with an hour left unless told otherwise. */
function attemptOf(overrides: Partial<AttemptView> = {}): AttemptView {
  const now = Date.now();
  const question = (id: string, sectionId: string, en: string, gu: string) => ({
    _id: id,
    sectionId,
    textEn: en,
    textGu: gu,
    optionsEn: ['One', 'Two', 'Three', 'Four'],
    optionsGu: ['એક', 'બે', 'ત્રણ', 'ચાર'],
  });
  return {
    _id: 'a1',
    testId: 't1',
    seriesId: 'ts1',
    title: 'GPSC Prelims Full Test 3',
    status: 'running',
    startedAt: new Date(now).toISOString(),
    endsAt: new Date(now + 3_600_000).toISOString(),
    serverTime: new Date(now).toISOString(),
    durationMinutes: 60,
    marksCorrect: 2,
    marksWrong: -0.66,
    marksBlank: 0,
    sections: [
      { _id: 's1', title: 'General Studies', questionIds: ['q1', 'q2'] },
      { _id: 's2', title: 'Aptitude', questionIds: ['q3'] },
    ],
    questions: [
      question('q1', 's1', 'First question?', 'પહેલો પ્રશ્ન?'),
      question('q2', 's1', 'Second question?', 'બીજો પ્રશ્ન?'),
      question('q3', 's2', 'Third question?', 'ત્રીજો પ્રશ્ન?'),
    ],
    answers: {},
    currentQuestionId: 'q1',
    ranked: true,
    ...overrides,
  };
}

/** The exam screen for `attempt`, signed in as Ravi Patel, with the test's own instructions on GET /api/tests/t1. */
function renderExam(attempt: AttemptView, { submitHangs = false } = {}) {
  localStorage.setItem('token', 'student-token');
  const fetchMock = stubFetch((url, init) => {
    if (url === '/api/auth/profile')
      return jsonResponse({ success: true, user: fakeUser('student'), userType: 'student' });
    if (url === '/api/tests/t1/attempts' && init?.method === 'POST') return jsonResponse({ success: true, attempt });
    if (url === '/api/tests/t1')
      return jsonResponse({ success: true, test: { _id: 't1', instructions: 'Use a black pen on the rough sheet.' } });
    if (url.startsWith('/api/attempts/a1/answers/'))
      return jsonResponse({ success: true, savedAt: new Date().toISOString(), serverTime: new Date().toISOString() });
    if (url === '/api/attempts/a1/submit' && submitHangs) return new Promise<Response>(() => {});
    if (url === '/api/attempts/a1/submit')
      return jsonResponse({ success: true, attempt: { attemptId: 'a1', testId: 't1', status: 'submitted' } });
    return jsonResponse({ success: false, error: 'Not found' }, 404);
  });
  const view = render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/tests/t1/attempt']}>
        <Routes>
          <Route path={routePatterns.testAttempt} element={<ExamHallPage />} />
          <Route path={routePatterns.attemptResult} element={<h1>Result page</h1>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return { fetchMock, ...view };
}

/** The body of the last answer saved for each question, by question id. */
const lastSaved = (fetchMock: ReturnType<typeof stubFetch>) =>
  Object.fromEntries(
    fetchMock.mock.calls
      .filter(([url, init]) => String(url).startsWith('/api/attempts/a1/answers/') && init?.method === 'PUT')
      .map(([url, init]) => [String(url).split('/').pop(), JSON.parse(String(init?.body)) as unknown]),
  );

const paletteButton = (number: number) => screen.getByRole('button', { name: new RegExp(`^Question ${number}: `) });

describe('the exam hall, as NTA’s screen', () => {
  it('Clear Response removes the answer and the review mark, and Save & Next takes a mark off', async () => {
    const { fetchMock } = renderExam(
      attemptOf({
        answers: {
          q1: { option: 2, markedForReview: true, timeSpentSeconds: 10 },
          q2: { option: null, markedForReview: true, timeSpentSeconds: 4 },
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(paletteButton(1)).toHaveAccessibleName('Question 1: Answered & Marked for Review');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect(paletteButton(1)).toHaveAccessibleName('Question 1: Not Answered');
    expect(screen.getByRole('radio', { name: 'C Three' })).not.toBeChecked();
    await waitFor(() => expect(lastSaved(fetchMock).q1).toMatchObject({ option: null, markedForReview: false }));

    // Save & Next from the marked q2 keeps no mark: it is a plain "not answered" now.
    await userEvent.click(paletteButton(2));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(paletteButton(2)).toHaveAccessibleName('Question 2: Not Answered');
    await waitFor(() => expect(lastSaved(fetchMock).q2).toMatchObject({ markedForReview: false }));
  });

  it('Save & Next on a section’s last question opens the next section’s first, and on the test’s last the first question', async () => {
    renderExam(attemptOf({ currentQuestionId: 'q2' }));
    await screen.findByRole('heading', { name: 'Question 2' });
    await userEvent.click(screen.getByRole('radio', { name: 'A One' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aptitude' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'General Studies' })).toHaveAttribute('aria-current', 'true');

    // Plain Next and Back move and leave the answer as it is.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Question 2' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A One' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Question 1' })).toBeInTheDocument();
  });

  it('remembers the View in language of the attempt when the screen is opened again', async () => {
    const first = renderExam(attemptOf());
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByRole('combobox', { name: 'View in' })).toHaveValue('en');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'View in' }), 'gu');
    expect(screen.getByText('પહેલો પ્રશ્ન?')).toBeInTheDocument();
    first.unmount();

    renderExam(attemptOf());
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByRole('combobox', { name: 'View in' })).toHaveValue('gu');
    expect(screen.getByText('પહેલો પ્રશ્ન?')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'B બે' })).toBeInTheDocument();
  });

  it('takes the page for itself while mounted, with the candidate’s name in the bar, and asks before the tab closes', async () => {
    const { unmount } = renderExam(attemptOf());
    await screen.findByRole('heading', { name: 'Question 1' });
    // The heading can show before React runs the screen's effects (the frame's class, the leave guard).
    await waitFor(() => expect(document.documentElement).toHaveClass('exam-running'));
    const bar = screen.getByRole('heading', { level: 1, name: 'GPSC Prelims Full Test 3' }).closest('header')!;
    expect(await within(bar).findByText('Ravi Patel')).toBeInTheDocument();
    expect(within(bar).getByRole('timer')).toBeInTheDocument();
    expect(within(bar).getByRole('group', { name: 'Language' })).toBeInTheDocument();

    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    unmount();
    expect(document.documentElement).not.toHaveClass('exam-running');
    const closingAfter = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closingAfter);
    expect(closingAfter.defaultPrevented).toBe(false);
  });

  it('submitting leaves without asking', async () => {
    renderExam(attemptOf());
    await screen.findByRole('heading', { name: 'Question 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Submit the test?' })).getByRole('button', { name: 'Yes, Submit' }),
    );
    expect(await screen.findByRole('heading', { name: 'Result page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave the test?' })).not.toBeInTheDocument();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(false);
  });

  it('lets the tab close without asking once the time is up and the test is being submitted', async () => {
    renderExam(attemptOf({ endsAt: new Date(Date.now() + 1_000).toISOString() }), { submitHangs: true });
    await screen.findByRole('heading', { name: 'Question 1' });
    await waitFor(() => {
      const asking = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(asking);
      expect(asking.defaultPrevented).toBe(true);
    });
    expect(await screen.findByText('Time is up. Submitting your answers...', { selector: 'p' })).toBeInTheDocument();
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(false);
  });

  it('turns the clock to its warning colour and says so at five minutes left, and again at the last minute', async () => {
    const now = Date.now();
    const early = renderExam(attemptOf({ endsAt: new Date(now + 6 * 60_000 + 500).toISOString() }));
    await screen.findByRole('heading', { name: 'Question 1' });
    const clock = screen.getByRole('timer').parentElement!;
    expect(clock).not.toHaveClass('exam-clock-warning');
    const live = clock.querySelector('[aria-live]')!;
    expect(live).toHaveTextContent('');
    expect(live).toHaveAttribute('aria-live', 'assertive');
    early.unmount();

    const late = renderExam(attemptOf({ endsAt: new Date(Date.now() + 4 * 60_000).toISOString() }));
    await screen.findByRole('heading', { name: 'Question 1' });
    const warning = screen.getByRole('timer').parentElement!;
    expect(warning).toHaveClass('exam-clock-warning');
    expect(warning.querySelector('[aria-live]')).toHaveTextContent('Last 5 minutes of the test');
    late.unmount();

    renderExam(attemptOf({ endsAt: new Date(Date.now() + 50_000).toISOString() }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(screen.getByRole('timer').parentElement!.querySelector('[aria-live]')).toHaveTextContent(
      'Last minute of the test',
    );
  });

  it('opens the question paper of the section shown and the instructions, general and the test’s own', async () => {
    renderExam(attemptOf());
    await screen.findByRole('heading', { name: 'Question 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Question Paper' }));
    const paper = screen.getByRole('dialog', { name: 'Question Paper: General Studies' });
    expect(within(paper).getByText('First question?')).toBeInTheDocument();
    expect(within(paper).getByText('Second question?')).toBeInTheDocument();
    expect(within(paper).queryByText('Third question?')).not.toBeInTheDocument();
    expect(within(paper).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Instructions' }));
    const rules = screen.getByRole('dialog', { name: 'Instructions' });
    expect(await within(rules).findByText('Use a black pen on the rough sheet.')).toBeInTheDocument();
    expect(within(rules).getByRole('heading', { name: 'General Instructions' })).toBeInTheDocument();
    expect(within(rules).getByText(/you marked the question for review and have not answered it/)).toBeInTheDocument();
  });
});
