import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Doubt } from '#shared/doubts.js';
import { MyDoubts } from '../../web/src/features/dashboard/my-doubts/MyDoubts';
import { jsonResponse, stubFetch } from './helpers';

const lectureDoubt: Doubt = {
  _id: 'd1',
  place: 'lecture',
  courseId: 'c1',
  videoId: 'v1',
  atSeconds: 83,
  title: 'Fundamental Rights',
  text: 'Is privacy part of Article 21?',
  status: 'answered',
  createdAt: '2026-11-20T05:00:00.000Z',
  sameCount: 0,
  mine: true,
  answer: { text: 'Yes.', imageUrl: 'https://media.example.com/answer.png', answeredAt: '2026-11-21T05:00:00.000Z' },
};
const questionDoubt: Doubt = {
  _id: 'd2',
  place: 'question',
  attemptId: 'a1',
  testId: 't1',
  questionId: 'q4',
  questionNumber: 4,
  title: 'Polity mock',
  text: 'Why C?',
  status: 'hidden',
  hiddenReason: 'Asked twice',
  createdAt: '2026-11-19T05:00:00.000Z',
  sameCount: 0,
  mine: true,
};

function renderMine(reply: () => Response) {
  localStorage.setItem('token', 'student-token');
  stubFetch((url) => (url === '/api/my/doubts' ? reply() : jsonResponse({ success: false }, 404)));
  render(
    <MemoryRouter>
      <MyDoubts />
    </MemoryRouter>,
  );
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('My doubts on the dashboard', () => {
  it("lists the student's doubts with status, answer and a link back to where each was asked", async () => {
    renderMine(() => jsonResponse({ success: true, doubts: [lectureDoubt, questionDoubt] }));
    const [lecture, question] = await screen.findAllByRole('listitem');
    expect(within(lecture!).getByRole('link', { name: 'Fundamental Rights, at 1:23' })).toHaveAttribute(
      'href',
      '/course/c1/video/v1',
    );
    expect(within(lecture!).getByText('Answered')).toBeInTheDocument();
    expect(within(lecture!).getByText('Yes.')).toBeInTheDocument();
    expect(within(lecture!).getByRole('link', { name: 'View photo' })).toHaveAttribute(
      'href',
      'https://media.example.com/answer.png',
    );
    expect(within(question!).getByRole('link', { name: 'Polity mock, question 4' })).toHaveAttribute(
      'href',
      '/attempts/a1/result',
    );
    expect(within(question!).getByText('Hidden by the faculty: Asked twice')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    renderMine(() => jsonResponse({ success: true, doubts: [] }));
    expect(await screen.findByText(/You have not asked any doubts yet/)).toBeInTheDocument();
  });

  it('offers to load again after a failure', async () => {
    renderMine(() => jsonResponse({ success: false, error: 'Down' }, 500));
    expect(await screen.findByText('Doubts could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
