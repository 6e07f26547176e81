import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AttemptResult } from '../../shared/attempts';
import type { Doubt } from '#shared/doubts.js';
import { ResultPage } from '../../web/src/features/attempt-result/ResultPage';
import { activateLanguage, browserI18n } from '../../web/src/lib/i18n';
import { routePatterns } from '../../web/src/lib/paths';
import { jsonResponse, profileResponder, stubFetch } from './helpers';

const figures = { score: 2, maxScore: 2, correct: 1, wrong: 0, unanswered: 0, timeSpentSeconds: 45 };
const result: AttemptResult = {
  attemptId: 'a1',
  testId: 't1',
  seriesId: 'ts1',
  title: 'Polity mock',
  startedAt: '2025-05-01T04:30:00.000Z',
  submittedAt: '2025-05-01T06:30:00.000Z',
  finishedBy: 'student',
  ...figures,
  accuracy: 100,
  sections: [{ ...figures, sectionId: 's1', title: 'Polity' }],
  topics: [],
  ranked: true,
  rank: 1,
  percentile: 100,
  takers: 1,
  averageScore: 2,
  topScore: 2,
  solutions: {
    available: true,
    questions: [
      {
        _id: 'q1',
        sectionId: 's1',
        textEn: 'Which article protects life?',
        optionsEn: ['14', '19', '21', '32'],
        optionsGu: [],
        correctOption: 2,
        dropped: false,
        yourOption: 2,
        markedForReview: false,
        timeSpentSeconds: 45,
        outcome: 'correct',
        marks: 2,
      },
    ],
  },
} as AttemptResult;

const answered: Doubt = {
  _id: 'd1',
  place: 'question',
  testId: 't1',
  questionId: 'q1',
  questionNumber: 1,
  title: 'Polity mock',
  text: 'Why not 32?',
  status: 'answered',
  createdAt: '2025-05-02T00:00:00.000Z',
  sameCount: 0,
  mine: false,
  sameByMe: false,
  answer: { text: 'Article 32 is the remedy, not the right.', answeredAt: '2025-05-03T00:00:00.000Z' },
};

function renderReview() {
  profileResponder('student');
  const sent: { url: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    if (url === '/api/attempts/a1/result') return jsonResponse({ success: true, result });
    if (url === '/api/attempts/a1/questions/q1/doubts' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { text: string };
      sent.push({ url, body });
      return jsonResponse(
        {
          success: true,
          doubt: { ...answered, _id: 'd2', text: body.text, status: 'open', mine: true, answer: undefined },
        },
        201,
      );
    }
    if (url === '/api/attempts/a1/questions/q1/doubts') return jsonResponse({ success: true, doubts: [answered] });
    return jsonResponse({ success: false }, 404);
  });
  render(
    <MemoryRouter initialEntries={['/attempts/a1/result']}>
      <Routes>
        <Route path={routePatterns.attemptResult} element={<ResultPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return sent;
}

describe("doubts in a finished attempt's review", { timeout: 20_000 }, () => {
  it("opens a question's answered doubts on request and asks one", async () => {
    const sent = renderReview();
    const card = await screen.findByRole('listitem', { name: 'Question 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Doubts on this question' }));
    expect(await within(card).findByText('Article 32 is the remedy, not the right.')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('Ask a doubt on this question'), 'And Article 226?');
    await userEvent.click(within(card).getByRole('button', { name: 'Send doubt' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Your doubt is sent.');
    expect(within(card).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/attempts/a1/questions/q1/doubts', body: { text: 'And Article 226?' } }]);
  });

  it('speaks Gujarati to a Gujarati reader', async () => {
    await activateLanguage(browserI18n, 'gu');
    renderReview();
    const card = await screen.findByRole('listitem', { name: 'પ્રશ્ન 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'આ પ્રશ્ન પરની શંકાઓ' }));
    expect(await within(card).findByRole('button', { name: 'મને પણ આ જ શંકા છે' })).toBeInTheDocument();
    expect(within(card).getByLabelText('આ પ્રશ્ન પર શંકા પૂછો')).toBeInTheDocument();
  });
});
