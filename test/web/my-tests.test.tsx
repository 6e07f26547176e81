import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { StudentTestDetail, StudentTestSummary } from '../../shared/mock-tests';
import { SeriesTestsPage } from '../../web/src/features/series-tests/SeriesTestsPage';
import { TestPage } from '../../web/src/features/series-tests/TestPage';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { routePatterns } from '../../web/src/lib/paths';
import { jsonResponse, profileResponder, requestHeaders, stubFetch } from './helpers';
import { fakeTestSeries } from './test-series-helpers';

const series = fakeTestSeries();

function fakeTest(overrides: Partial<StudentTestSummary> = {}): StudentTestSummary {
  return {
    _id: 't1',
    title: 'GPSC Prelims Full Test 1',
    durationMinutes: 120,
    questionCount: 200,
    marksCorrect: 2,
    marksWrong: -0.66,
    marksBlank: 0,
    state: 'not_started',
    allowReattempts: false,
    ...overrides,
  };
}

const testDetail: StudentTestDetail = {
  ...fakeTest({ titleGu: 'GPSC પ્રિલિમ્સ પૂર્ણ ટેસ્ટ 1' }),
  seriesId: 'ts1',
  instructions: 'Answer every question. Wrong answers lose marks.',
  instructionsGu: 'દરેક પ્રશ્નનો જવાબ આપો. ખોટા જવાબના ગુણ કપાશે.',
  sections: [
    { _id: 's1', title: 'General Studies', titleGu: 'સામાન્ય અભ્યાસ', questionCount: 150 },
    { _id: 's2', title: 'Gujarati', questionCount: 50 },
  ],
};

const notPurchased = () =>
  jsonResponse(
    { success: false, code: 'test_series_not_purchased', error: 'You have not purchased this test series' },
    403,
  );

function renderAt(path: string, respond: (url: string) => Response | Promise<Response>) {
  profileResponder('student'); // stores the student's token, as a signed-in browser has it
  const fetchMock = stubFetch(respond);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePatterns.seriesTests} element={<SeriesTestsPage />} />
        <Route path={routePatterns.test} element={<TestPage />} />
        <Route path={routePatterns.testAttempt} element={<h1>Exam screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

const seriesTests = (tests: StudentTestSummary[]) => () => jsonResponse({ success: true, testSeries: series, tests });

function renderSeriesTests(response: () => Response | Promise<Response>) {
  return renderAt('/test-series/ts1', (url) =>
    url === '/api/test-series/ts1/tests' ? response() : jsonResponse({ success: false }, 404),
  );
}

function renderTest(response: () => Response | Promise<Response>) {
  return renderAt('/tests/t1', (url) => (url === '/api/tests/t1' ? response() : jsonResponse({ success: false }, 404)));
}

/** The value shown under a fact's label. */
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("a series' tests (/test-series/:seriesId)", () => {
  it('lists the published tests with their facts and the student’s state, each linking to the test', async () => {
    const fetchMock = renderSeriesTests(
      seriesTests([
        fakeTest({ opensAt: '2025-05-01T04:30:00.000Z', closesAt: '2025-05-31T12:30:00.000Z', marksBlank: -0.25 }),
        fakeTest({
          _id: 't2',
          title: 'GPSC Sectional Test: Polity',
          durationMinutes: 1,
          questionCount: 25,
          marksWrong: 0,
          state: 'submitted',
          score: 38.5,
        }),
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading tests...');
    expect(await screen.findByRole('heading', { level: 1, name: 'GPSC Prelims Test Series 2027' })).toBeInTheDocument();
    const [full, sectional] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement];

    expect(within(full).getByRole('heading', { name: 'GPSC Prelims Full Test 1' })).toBeInTheDocument();
    expect(full).toHaveTextContent('Ready to start');
    expect(fact(full, 'Duration')).toBe('120 minutes');
    expect(fact(full, 'Questions')).toBe('200');
    expect(fact(full, 'Marking')).toBe('+2 per right answer, −0.66 per wrong answer, −0.25 per unanswered question');
    expect(fact(full, 'Opens')).toBe('1 May 2025, 10:00 am');
    expect(fact(full, 'Closes')).toBe('31 May 2025, 6:00 pm');
    expect(within(full).getByRole('link', { name: /View Test/ })).toHaveAttribute('href', '/tests/t1');

    expect(sectional).toHaveTextContent('Submitted · Score 38.5');
    expect(fact(sectional, 'Duration')).toBe('1 minute');
    expect(fact(sectional, 'Marking')).toBe('+2 per right answer, 0 per wrong answer');
    expect(within(sectional).queryByText('Opens')).not.toBeInTheDocument();
    expect(within(sectional).getByRole('link', { name: /View Test/ })).toHaveAttribute('href', '/tests/t2');

    const call = fetchMock.mock.calls.find(([url]) => url === '/api/test-series/ts1/tests');
    expect(requestHeaders(call?.[1]).Authorization).toBe('Bearer student-token');
  });

  it('says so when the series has no published tests yet', async () => {
    renderSeriesTests(seriesTests([]));
    expect(await screen.findByRole('heading', { name: 'No Tests Yet' })).toBeInTheDocument();
    expect(screen.getByText('The tests of this series will appear here as they are published.')).toBeInTheDocument();
  });

  it('tells a student without the series that they have not purchased it, with a link to buy it', async () => {
    renderSeriesTests(notPurchased);
    expect(await screen.findByRole('heading', { name: 'You have not purchased this test series' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Test Series' })).toHaveAttribute('href', '/testSeries');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a series that is not there was not found', async () => {
    renderSeriesTests(() =>
      jsonResponse({ success: false, code: 'test_series_not_found', error: 'Test series not found' }, 404),
    );
    expect(await screen.findByRole('heading', { name: 'Test series not found' })).toBeInTheDocument();
  });

  it("shows 'Failed to load tests' and loads again on Try Again", async () => {
    let calls = 0;
    renderSeriesTests(() =>
      ++calls === 1 ? jsonResponse({ success: false, error: 'Down' }, 500) : seriesTests([fakeTest()])(),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tests');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'GPSC Prelims Full Test 1' })).toBeInTheDocument();
  });
});

describe('a test before it starts (/tests/:testId)', () => {
  it('shows the title, instructions, marking, duration, questions and sections, the general instructions, and a start the declaration enables', async () => {
    renderTest(() => jsonResponse({ success: true, test: testDetail }));
    expect(await screen.findByRole('heading', { level: 1, name: 'GPSC Prelims Full Test 1' })).toBeInTheDocument();
    expect(screen.getByText('Answer every question. Wrong answers lose marks.')).toBeInTheDocument();
    const page = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(fact(page, 'Duration')).toBe('120 minutes');
    expect(fact(page, 'Questions')).toBe('200');
    expect(fact(page, 'Sections')).toBe('2');
    expect(fact(page, 'Marking')).toBe('+2 per right answer, −0.66 per wrong answer');
    const sections = within(screen.getByRole('list', { name: /^(Sections|વિભાગો)$/ }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sections).toEqual(['General Studies (150 questions)', 'Gujarati (50 questions)']);

    expect(screen.getByRole('link', { name: /All tests of this series/ })).toHaveAttribute('href', '/test-series/ts1');

    // NTA's general instructions: what each palette colour and each button means.
    expect(screen.getByRole('heading', { level: 2, name: 'General Instructions' })).toBeInTheDocument();
    expect(screen.getByText(/you marked the question for review and have not answered it/)).toBeInTheDocument();
    expect(screen.getByText('Removes your answer to the question on screen and its review mark.')).toBeInTheDocument();

    const declaration = screen.getByRole('checkbox', { name: /I have read and understood the instructions/ });
    const start = screen.getByRole('button', { name: 'I am ready to begin' });
    expect(declaration).not.toBeChecked();
    expect(start).toBeDisabled();
    await userEvent.click(start);
    expect(screen.queryByRole('heading', { name: 'Exam screen' })).not.toBeInTheDocument();
    await userEvent.click(declaration);
    expect(start).toBeEnabled();
    await userEvent.click(declaration);
    expect(start).toBeDisabled();
    await userEvent.keyboard(' ');
    expect(declaration).toBeChecked();
    await userEvent.click(start);
    expect(await screen.findByRole('heading', { name: 'Exam screen' })).toBeInTheDocument();
  });

  it('offers Resume for a running attempt', async () => {
    renderTest(() => jsonResponse({ success: true, test: { ...testDetail, state: 'running', attemptId: 'a1' } }));
    expect(await screen.findByRole('link', { name: 'Resume Test' })).toHaveAttribute('href', '/tests/t1/attempt');
    expect(screen.queryByRole('button', { name: 'I am ready to begin' })).not.toBeInTheDocument();
  });

  it('links a submitted test to its result, and offers another attempt only where the test allows it', async () => {
    renderTest(() =>
      jsonResponse({ success: true, test: { ...testDetail, state: 'submitted', attemptId: 'a1', score: 12 } }),
    );
    expect(await screen.findByRole('link', { name: 'View Result' })).toHaveAttribute('href', '/attempts/a1/result');
    expect(screen.queryByRole('button', { name: /Attempt Again/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I am ready to begin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers a practice attempt after the first when the test allows reattempts', async () => {
    renderTest(() =>
      jsonResponse({
        success: true,
        test: { ...testDetail, state: 'submitted', attemptId: 'a1', allowReattempts: true },
      }),
    );
    const again = await screen.findByRole('button', { name: 'Attempt Again (practice)' });
    expect(again).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View Result' })).toHaveAttribute('href', '/attempts/a1/result');
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and understood the instructions/ }));
    await userEvent.click(again);
    expect(await screen.findByRole('heading', { name: 'Exam screen' })).toBeInTheDocument();
  });

  it('shows the Gujarati title, instructions and section titles to a Gujarati reader', async () => {
    await activateLanguage(browserI18n, 'gu');
    renderTest(() => jsonResponse({ success: true, test: testDetail }));
    expect(await screen.findByRole('heading', { level: 1, name: 'GPSC પ્રિલિમ્સ પૂર્ણ ટેસ્ટ 1' })).toBeInTheDocument();
    expect(screen.getByText('દરેક પ્રશ્નનો જવાબ આપો. ખોટા જવાબના ગુણ કપાશે.')).toBeInTheDocument();
    expect(screen.queryByText('Answer every question. Wrong answers lose marks.')).not.toBeInTheDocument();
    const sections = within(screen.getByRole('list', { name: /^(Sections|વિભાગો)$/ }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(sections).toEqual(['સામાન્ય અભ્યાસ (150 પ્રશ્નો)', 'Gujarati (50 પ્રશ્નો)']);
  });

  it('shows a Gujarati reader the English instructions when there is no Gujarati text', async () => {
    await activateLanguage(browserI18n, 'gu');
    const { instructionsGu: _none, ...englishOnly } = testDetail;
    renderTest(() => jsonResponse({ success: true, test: englishOnly }));
    expect(await screen.findByText('Answer every question. Wrong answers lose marks.')).toBeInTheDocument();
  });

  it('tells a student without the series that they have not purchased it', async () => {
    renderTest(notPurchased);
    expect(await screen.findByRole('heading', { name: 'You have not purchased this test series' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Test Series' })).toHaveAttribute('href', '/testSeries');
  });

  it("shows 'Failed to load the test' with Try Again when the request fails", async () => {
    renderTest(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the test');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
