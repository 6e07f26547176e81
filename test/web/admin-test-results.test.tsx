import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionFigures, TestResults } from '../../shared/attempts';
import { XLSX_CONTENT_TYPE } from '../../shared/mock-tests';
import { ToastProvider } from '../../web/src/components/toast';
import { TestResultsPage } from '../../web/src/features/admin-test-results/TestResultsPage';
import { fileNameOf } from '../../web/src/features/admin-test-results/api';
import { callsOf, fakeTest, renderTestEditor, stubApi } from './admin-tests-helpers';
import { jsonResponse, requestHeaders } from './helpers';

const RESULTS_URL = '/api/admin/tests/t1/results';

function question(overrides: Partial<QuestionFigures>): QuestionFigures {
  return {
    questionId: 'q1',
    number: 1,
    sectionTitle: 'General Studies',
    textEn: 'Which river flows through Ahmedabad?',
    correctOption: 0,
    right: 3,
    wrong: 1,
    unanswered: 0,
    percentRight: 75,
    ...overrides,
  };
}

function fakeResults(overrides: Partial<TestResults> = {}): TestResults {
  return {
    testId: 't1',
    seriesId: 'ts1',
    title: 'Mock Test 1',
    maxScore: 6,
    running: 2,
    finished: 5,
    ranked: 4,
    averageScore: 2.17,
    topScore: 6,
    top: [
      {
        rank: 1,
        attemptId: 'a1',
        studentId: 'u1',
        name: 'Ravi Patel',
        email: 'ravi@example.com',
        score: 6,
        submittedAt: '2026-11-02T09:00:00.000Z',
      },
      {
        rank: 2,
        attemptId: 'a2',
        studentId: 'u2',
        name: 'Meera Shah',
        email: 'meera@example.com',
        score: 3.34,
        submittedAt: '2026-11-02T09:10:00.000Z',
      },
      {
        rank: 2,
        attemptId: 'a3',
        studentId: 'u3',
        name: 'Deleted account',
        email: '',
        score: 3.34,
        submittedAt: '2026-11-02T09:20:00.000Z',
      },
      {
        rank: 4,
        attemptId: 'a4',
        studentId: 'u4',
        name: 'Kiran Joshi',
        email: 'kiran@example.com',
        score: -1.98,
        submittedAt: '2026-11-02T09:30:00.000Z',
      },
    ],
    distribution: [
      { from: -1.98, to: -1.18, count: 1 },
      { from: -1.18, to: 2.82, count: 0 },
      { from: 2.82, to: 6, count: 3 },
    ],
    questions: [
      question({}),
      question({
        questionId: 'q2',
        number: 2,
        textEn: undefined,
        textGu: 'ભારતનું બંધારણ કોણે લખ્યું?',
        correctOption: null,
        right: 0,
        wrong: 0,
        unanswered: 0,
        percentRight: 0,
      }),
      question({
        questionId: 'q3',
        number: 3,
        sectionTitle: 'Reasoning',
        textEn: 'Find the next number: 2, 4, 8, ?',
        correctOption: 2,
        right: 0,
        wrong: 3,
        unanswered: 1,
        percentRight: 0,
      }),
      question({
        questionId: 'q4',
        number: 4,
        sectionTitle: 'Reasoning',
        textEn: 'Odd one out?',
        correctOption: 3,
        right: 2,
        wrong: 1,
        unanswered: 1,
        percentRight: 50,
      }),
    ],
    ...overrides,
  };
}

function renderResults(testId = 't1') {
  localStorage.setItem('token', 'admin-token');
  render(
    <MemoryRouter initialEntries={[`/admin/tests/${testId}/results`]}>
      <ToastProvider>
        <Routes>
          <Route path="/admin/tests/:testId/results" element={<TestResultsPage />} />
        </Routes>
      </ToastProvider>
    </MemoryRouter>,
  );
}

function openResults(results = fakeResults(), routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ [`GET ${RESULTS_URL}`]: () => jsonResponse({ success: true, results }), ...routes });
  renderResults();
  return fetchMock;
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const tableRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe("the admin's results of a test", () => {
  it('shows the figures, the top attempts and the back link, with the admin session', async () => {
    const fetchMock = openResults();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the results...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock Test 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the Test/ })).toHaveAttribute('href', '/admin/tests/t1');
    expect(requestHeaders(fetchMock.mock.calls[0]?.[1]).Authorization).toBe('Bearer admin-token');

    const figures = Object.fromEntries(
      [...document.querySelectorAll('.stat-card')].map((card) => [
        card.querySelector('dt')?.textContent,
        card.querySelector('dd')?.textContent,
      ]),
    );
    expect(figures).toEqual({
      'Running Now': '2',
      Finished: '5',
      'Ranked (First Attempts)': '4',
      'Average Score': '2.17 / 6',
      'Top Score': '6 / 6',
    });

    const top = tableRows('Top ranked attempts');
    expect(top.map(cells)).toEqual([
      ['1', 'Ravi Patelravi@example.com', '6 / 6', '2 Nov 2026, 2:30 pm'],
      ['2', 'Meera Shahmeera@example.com', '3.34 / 6', '2 Nov 2026, 2:40 pm'],
      ['2', 'Deleted account', '3.34 / 6', '2 Nov 2026, 2:50 pm'],
      ['4', 'Kiran Joshikiran@example.com', '−1.98 / 6', '2 Nov 2026, 3:00 pm'],
    ]);
    expect(within(top[0]!).getByRole('link', { name: 'Ravi Patel' })).toHaveAttribute('href', '/admin/students/u1');
  });

  it('draws the score distribution lazily and has the same numbers in a table', async () => {
    const user = userEvent.setup();
    openResults();
    const panel = within(await screen.findByRole('region', { name: 'Score Distribution' }));
    expect(tableRows('Score distribution').map(cells)).toEqual([
      ['−1.98 to −1.18', '1'],
      ['−1.18 to 2.82', '0'],
      ['2.82 to 6', '3'],
    ]);
    await waitFor(() => expect(document.querySelector('.test-results-chart .recharts-wrapper')).not.toBeNull());
    await user.click(panel.getByRole('button', { name: 'Show table of the score distribution' }));
    expect(panel.getByRole('button', { name: 'Hide table of the score distribution' })).toBeInTheDocument();
  });

  it('lists the questions by number, says Dropped for a dropped key and highlights those under 20% right', async () => {
    openResults();
    await screen.findByRole('heading', { level: 1, name: 'Mock Test 1' });
    const rows = tableRows('Questions');
    expect(rows.map(cells)).toEqual([
      ['Q1', 'General Studies', 'Which river flows through Ahmedabad?', 'A', '3', '1', '0', '75%'],
      ['Q2', 'General Studies', 'ભારતનું બંધારણ કોણે લખ્યું?', 'Dropped', '0', '0', '0', '—'],
      ['Q3', 'Reasoning', 'Find the next number: 2, 4, 8, ?', 'C', '0', '3', '1', '0%Under 20%'],
      ['Q4', 'Reasoning', 'Odd one out?', 'D', '2', '1', '1', '50%'],
    ]);
    expect(rows.map((row) => row.classList.contains('test-results-weak'))).toEqual([false, false, true, false]);
    expect(screen.getByText(/1 question was answered right by under 20%/)).toBeInTheDocument();
  });

  it('sorts the questions by % right, lowest first, with dropped ones last', async () => {
    const user = userEvent.setup();
    openResults();
    await user.selectOptions(await screen.findByLabelText('Sort by'), '% right (lowest first)');
    expect(tableRows('Questions').map((row) => row.querySelector('th')?.textContent)).toEqual(['Q3', 'Q4', 'Q1', 'Q2']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Question number');
    expect(tableRows('Questions').map((row) => row.querySelector('th')?.textContent)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
  });

  it("downloads the results spreadsheet under the server's file name, with the admin session", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:results'), revokeObjectURL: vi.fn() }),
    );
    const fetchMock = openResults(fakeResults(), {
      [`GET ${RESULTS_URL}/excel`]: () =>
        new Response(new Uint8Array(10), {
          headers: {
            'Content-Type': XLSX_CONTENT_TYPE,
            'Content-Disposition': 'attachment; filename="results-Mock-Test-1.xlsx"',
          },
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Results (.xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['results-Mock-Test-1.xlsx']));
    expect(requestHeaders(callsOf(fetchMock, 'GET', `${RESULTS_URL}/excel`)[0]?.[1]).Authorization).toBe(
      'Bearer admin-token',
    );
  });

  it('says so when the download fails', async () => {
    openResults(fakeResults(), {
      [`GET ${RESULTS_URL}/excel`]: () => jsonResponse({ success: false, error: 'Boom' }, 500),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download Results (.xlsx)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download the results');
    expect(screen.getByRole('button', { name: 'Download Results (.xlsx)' })).toBeEnabled();
  });

  it('says there are no finished attempts yet, with those running now', async () => {
    openResults(
      fakeResults({
        running: 3,
        finished: 0,
        ranked: 0,
        averageScore: null,
        topScore: null,
        top: [],
        questions: fakeResults().questions.map((q) => ({
          ...q,
          right: 0,
          wrong: 0,
          unanswered: 0,
          percentRight: null,
        })),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No finished attempts yet' })).toBeInTheDocument();
    expect(screen.getByText(/3 students are taking the test now/)).toBeInTheDocument();
    expect(screen.getByText('Average Score').nextElementSibling).toHaveTextContent('—');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Results (.xlsx)' })).toBeNull();
  });

  it('offers Try Again after a failed load, and says Test not found for an unknown test', async () => {
    let failing = true;
    stubApi({
      [`GET ${RESULTS_URL}`]: () =>
        failing
          ? jsonResponse({ success: false, error: 'Boom' }, 500)
          : jsonResponse({ success: true, results: fakeResults() }),
    });
    renderResults();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the results');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock Test 1' })).toBeInTheDocument();
  });

  it("says 'Test not found' for an id nobody has", async () => {
    stubApi({
      'GET /api/admin/tests/gone/results': () => jsonResponse({ success: false, error: 'Test not found' }, 404),
    });
    renderResults('gone');
    expect(await screen.findByRole('heading', { name: 'Test not found' })).toBeInTheDocument();
  });

  it('is linked from the test editor', async () => {
    stubApi({
      'GET /api/admin/tests/t1': () =>
        jsonResponse({ success: true, test: fakeTest(), questions: [], answerKeyRevisions: [] }),
    });
    renderTestEditor();
    expect(await screen.findByRole('link', { name: 'Results' })).toHaveAttribute('href', '/admin/tests/t1/results');
  });
});

describe('fileNameOf', () => {
  it("reads the Content-Disposition's file name, the encoded one first, and keeps folders out", () => {
    expect(fileNameOf('attachment; filename="results-Mock.xlsx"')).toBe('results-Mock.xlsx');
    expect(fileNameOf('attachment; filename="x.xlsx"; filename*=UTF-8\'\'results-%E0%AA%AE.xlsx')).toBe(
      'results-મ.xlsx',
    );
    expect(fileNameOf('attachment; filename="../a/b.xlsx"')).toBe('.._a_b.xlsx');
    expect(fileNameOf(null)).toBeUndefined();
  });
});
