import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AttemptResult, SolutionQuestion } from '../../shared/attempts';
import { ResultPage } from '../../web/src/features/attempt-result/ResultPage';
import { formatTimeSpent } from '../../web/src/features/attempt-result/result-format';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { routePatterns } from '../../web/src/lib/paths';
import { jsonResponse, profileResponder, requestHeaders, stubFetch } from './helpers';

const figures = { score: 0, maxScore: 0, correct: 0, wrong: 0, unanswered: 0, timeSpentSeconds: 0 };

function question(overrides: Partial<SolutionQuestion> & Pick<SolutionQuestion, '_id' | 'outcome'>): SolutionQuestion {
  return {
    sectionId: 's1',
    textEn: `Question text ${overrides._id}`,
    textGu: `પ્રશ્ન ${overrides._id}`,
    optionsEn: ['Gandhinagar', 'Ahmedabad', 'Surat', 'Vadodara'],
    optionsGu: ['ગાંધીનગર', 'અમદાવાદ', 'સુરત', 'વડોદરા'],
    correctOption: 0,
    dropped: false,
    yourOption: null,
    markedForReview: false,
    timeSpentSeconds: 30,
    marks: 0,
    ...overrides,
  };
}

const questions: SolutionQuestion[] = [
  question({
    _id: 'q1',
    outcome: 'correct',
    yourOption: 0,
    marks: 2,
    timeSpentSeconds: 45,
    explanationEn: 'Gandhinagar is the capital.',
    explanationGu: 'ગાંધીનગર રાજધાની છે.',
  }),
  question({
    _id: 'q2',
    outcome: 'wrong',
    yourOption: 1,
    marks: -0.66,
    markedForReview: true,
    textGu: undefined,
    optionsGu: [],
  }),
  question({ _id: 'q3', outcome: 'unanswered', timeSpentSeconds: 0, textEn: undefined }),
  question({ _id: 'q4', outcome: 'dropped', dropped: true, yourOption: 2, marks: 2, markedForReview: true }),
];

function fakeResult(overrides: Partial<AttemptResult> = {}): AttemptResult {
  return {
    attemptId: 'a1',
    testId: 't1',
    seriesId: 'ts1',
    title: 'GPSC Prelims Full Test 1',
    titleGu: 'GPSC પ્રિલિમ્સ પૂર્ણ ટેસ્ટ 1',
    startedAt: '2025-05-01T04:30:00.000Z',
    submittedAt: '2025-05-01T06:30:00.000Z',
    finishedBy: 'student',
    score: 5.34,
    maxScore: 8,
    correct: 1,
    wrong: 1,
    unanswered: 1,
    timeSpentSeconds: 3725,
    accuracy: 50,
    sections: [
      {
        ...figures,
        sectionId: 's1',
        title: 'General Studies',
        titleGu: 'સામાન્ય અભ્યાસ',
        score: 3.34,
        maxScore: 6,
        correct: 1,
        wrong: 1,
        timeSpentSeconds: 75,
      },
      { ...figures, sectionId: 's2', title: 'Gujarati', score: 2, maxScore: 2, unanswered: 1, timeSpentSeconds: 30 },
    ],
    topics: [{ ...figures, topic: 'Geography', score: 2, maxScore: 2, correct: 1, timeSpentSeconds: 45 }],
    ranked: true,
    rank: 3,
    percentile: 97.5,
    takers: 120,
    averageScore: 3.25,
    topScore: 8,
    solutions: { available: true, questions },
    ...overrides,
  };
}

function renderResult(respond: () => Response) {
  profileResponder('student');
  const fetchMock = stubFetch((url) =>
    url === '/api/attempts/a1/result' ? respond() : jsonResponse({ success: false }, 404),
  );
  render(
    <MemoryRouter initialEntries={['/attempts/a1/result']}>
      <Routes>
        <Route path={routePatterns.attemptResult} element={<ResultPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

const showResult = (result: AttemptResult) => renderResult(() => jsonResponse({ success: true, result }));
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const shownQuestions = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the result page (/attempts/:attemptId/result)', () => {
  it('shows the score, counts, accuracy, time, rank and percentile, and the standing among takers', async () => {
    const fetchMock = showResult(fakeResult());
    expect(screen.getByRole('status')).toHaveTextContent('Loading result...');
    expect(await screen.findByRole('heading', { level: 1, name: 'GPSC Prelims Full Test 1' })).toBeInTheDocument();
    expect(stat('Score')).toBe('5.34 / 8');
    expect(stat('Correct')).toBe('1');
    expect(stat('Wrong')).toBe('1');
    expect(stat('Unanswered')).toBe('1');
    expect(stat('Accuracy')).toBe('50%');
    expect(stat('Time spent')).toBe('1:02:05');
    expect(stat('Rank')).toBe('3 of 120');
    expect(stat('Percentile')).toBe('97.5');
    // Score, rank and percentile are one block, ahead of every other figure.
    const headline = screen.getByText('Score', { selector: 'dt' }).closest('dl')!;
    expect([...headline.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Score',
      'Rank',
      'Percentile',
    ]);
    expect(headline.compareDocumentPosition(screen.getByText('Correct', { selector: 'dt' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(stat('Students who took it')).toBe('120');
    expect(stat('Average score')).toBe('3.25');
    expect(stat('Top score')).toBe('8');
    expect(screen.queryByText(/practice attempt/)).not.toBeInTheDocument();
    expect(screen.queryByText(/answer key was revised/)).not.toBeInTheDocument();
    expect(screen.queryByText(/submitted automatically/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All tests of this series/ })).toHaveAttribute('href', '/test-series/ts1');

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/attempts/a1/result');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer student-token');
  });

  it('says a re-attempt is practice, without rank or percentile, and shows — for figures that are not there', async () => {
    showResult(
      fakeResult({
        ranked: false,
        rank: undefined,
        percentile: undefined,
        accuracy: null,
        averageScore: null,
        topScore: null,
      }),
    );
    expect(await screen.findByText(/This is a practice attempt, so it is not ranked/)).toBeInTheDocument();
    expect(screen.queryByText('Rank', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Percentile')).not.toBeInTheDocument();
    expect(stat('Accuracy')).toBe('—');
    expect(stat('Average score')).toBe('—');
  });

  it('notes a revised answer key and an attempt the time ended', async () => {
    showResult(fakeResult({ keyRevisedAt: '2025-05-03T10:00:00.000Z', finishedBy: 'server' }));
    expect(
      await screen.findByText('The answer key was revised on 3 May 2025. Your score follows the revised key.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The time ran out, and your attempt was submitted automatically.')).toBeInTheDocument();
  });

  it('shows the section and topic tables and a chart of the section scores', async () => {
    showResult(fakeResult());
    const sections = await screen.findByRole('region', { name: 'Section-wise Performance' });
    const gs = within(sections).getByRole('row', { name: /General Studies/ });
    expect(
      within(gs)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3.34 / 6', '1', '1', '0', '1:15']);
    const topics = screen.getByRole('region', { name: 'Topic-wise Performance' });
    expect(within(topics).getByRole('row', { name: /Geography/ })).toHaveTextContent('2 / 2');
    const chart = screen.getByRole('figure', { name: 'Score in each section' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['General Studies3.34 / 6', 'Gujarati2 / 2']);
  });

  it('lists the solutions with answers marked, and filters them by wrong, unanswered and marked', async () => {
    showResult(fakeResult());
    const filters = await screen.findByRole('group', { name: 'Show questions' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All (4)', 'Wrong (1)', 'Unanswered (1)', 'Marked (2)']);
    expect(shownQuestions()).toEqual(['Question 1', 'Question 2', 'Question 3', 'Question 4']);

    const first = screen.getByRole('listitem', { name: 'Question 1' });
    expect(first).toHaveTextContent('Question text q1');
    expect(first).toHaveTextContent('Gandhinagar is the capital.');
    expect(within(first).getByText('Your answer', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'A. Gandhinagar',
    );
    expect(within(first).getByText('Marks', { selector: 'dt' }).nextElementSibling).toHaveTextContent('+2');
    expect(within(first).getByText('Time', { selector: 'dt' }).nextElementSibling).toHaveTextContent('0:45');

    const second = screen.getByRole('listitem', { name: 'Question 2' });
    expect(second).toHaveTextContent('Marked for review');
    expect(within(second).getByText('Your answer', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'B. Ahmedabad',
    );
    expect(within(second).getByText('Correct answer', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'A. Gandhinagar',
    );
    expect(within(second).getByText('Marks', { selector: 'dt' }).nextElementSibling).toHaveTextContent('−0.66');
    expect(screen.getByRole('listitem', { name: 'Question 3' })).toHaveTextContent('Not answered');
    expect(screen.getByRole('listitem', { name: 'Question 4' })).toHaveTextContent(
      'This question was dropped: everyone gets its marks.',
    );

    await userEvent.click(within(filters).getByRole('button', { name: 'Wrong (1)' }));
    expect(within(filters).getByRole('button', { name: 'Wrong (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownQuestions()).toEqual(['Question 2']);
    await userEvent.click(within(filters).getByRole('button', { name: 'Unanswered (1)' }));
    expect(shownQuestions()).toEqual(['Question 3']);
    await userEvent.click(within(filters).getByRole('button', { name: 'Marked (2)' }));
    expect(shownQuestions()).toEqual(['Question 2', 'Question 4']);
    await userEvent.click(within(filters).getByRole('button', { name: 'All (4)' }));
    expect(shownQuestions()).toHaveLength(4);
  });

  it('switches the questions to Gujarati, showing English where a question has no Gujarati, and back', async () => {
    showResult(fakeResult());
    const switcher = await screen.findByRole('group', { name: 'Language of the questions' });
    expect(within(switcher).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    // A question with no English text is shown in Gujarati.
    expect(screen.getByRole('listitem', { name: 'Question 3' })).toHaveTextContent('પ્રશ્ન q3');

    await userEvent.click(within(switcher).getByRole('button', { name: 'ગુજરાતી' }));
    const first = screen.getByRole('listitem', { name: 'Question 1' });
    expect(first).toHaveTextContent('પ્રશ્ન q1');
    expect(first).toHaveTextContent('ગાંધીનગર રાજધાની છે.');
    expect(within(first).getByText('Your answer', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'A. ગાંધીનગર',
    );
    const second = screen.getByRole('listitem', { name: 'Question 2' });
    expect(second).toHaveTextContent('Question text q2');
    expect(second).toHaveTextContent('B. Ahmedabad');

    await userEvent.click(within(switcher).getByRole('button', { name: 'English' }));
    expect(screen.getByRole('listitem', { name: 'Question 1' })).toHaveTextContent('Question text q1');
  });

  it('shows a Gujarati reader the Gujarati title, labels and questions', async () => {
    await activateLanguage(browserI18n, 'gu');
    showResult(fakeResult());
    expect(await screen.findByRole('heading', { level: 1, name: 'GPSC પ્રિલિમ્સ પૂર્ણ ટેસ્ટ 1' })).toBeInTheDocument();
    expect(stat('ક્રમ')).toBe('120માંથી 3');
    expect(stat('પર્સેન્ટાઇલ')).toBe('97.5');
    expect(screen.getByRole('group', { name: 'પ્રશ્નોની ભાષા' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'પ્રશ્ન 1' })).toHaveTextContent('પ્રશ્ન q1');
  });

  it('says when the solutions will be shown while they are not yet available', async () => {
    showResult(fakeResult({ solutions: { available: false, availableAt: '2025-05-31T12:30:00.000Z' } }));
    expect(await screen.findByText('Solutions will be shown after 31 May 2025, 6:00 pm.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show questions' })).not.toBeInTheDocument();
  });

  it('says an attempt of a refunded series is not ranked and shows no solutions, not calling it practice or timed out', async () => {
    showResult(
      fakeResult({
        finishedBy: 'refund',
        ranked: false,
        rank: undefined,
        percentile: undefined,
        refunded: true,
        solutions: { available: false, refunded: true },
      }),
    );
    expect(
      await screen.findByText(
        'This test series was refunded, so this attempt is not ranked and its solutions are not shown.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/practice attempt/)).not.toBeInTheDocument();
    expect(screen.queryByText(/submitted automatically/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Rank /)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Solutions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Show questions' })).not.toBeInTheDocument();
  });

  it('says a running attempt has no result yet, with a way back', async () => {
    renderResult(() =>
      jsonResponse(
        { success: false, code: 'attempt_running', error: 'The result is ready once the test is submitted' },
        409,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'This test is still in progress' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says an attempt that is not there was not found', async () => {
    renderResult(() => jsonResponse({ success: false, code: 'attempt_not_found', error: 'Attempt not found' }, 404));
    expect(await screen.findByRole('heading', { name: 'Attempt not found' })).toBeInTheDocument();
  });

  it("shows 'Failed to load the result' and loads again on Try Again", async () => {
    let calls = 0;
    renderResult(() =>
      ++calls === 1
        ? jsonResponse({ success: false, error: 'Database unavailable' }, 500)
        : jsonResponse({ success: true, result: fakeResult() }),
    );
    expect(await screen.findByText('Failed to load the result')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'GPSC Prelims Full Test 1' })).toBeInTheDocument();
  });
});

describe('formatTimeSpent', () => {
  it('writes m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatTimeSpent(0)).toBe('0:00');
    expect(formatTimeSpent(75)).toBe('1:15');
    expect(formatTimeSpent(3725)).toBe('1:02:05');
  });
});
