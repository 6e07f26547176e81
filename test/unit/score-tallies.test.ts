import { describe, expect, it } from 'vitest';
import type { SavedAnswer } from '#shared/attempts.js';
import { fromHundredths, toHundredths } from '#shared/mock-tests.js';
import { scoreAttempt, type Marking, type ScoredQuestion } from '#domain/mock-tests/scoring.js';

// 2 marks right, −0.66 wrong, 0 blank (UPSC prelims).
const upsc: Marking = { marksCorrectHundredths: 200, marksWrongHundredths: -66, marksBlankHundredths: 0 };
const saved = (option: number | null, timeSpentSeconds: number): SavedAnswer => ({
  option,
  markedForReview: false,
  timeSpentSeconds,
});

describe('the tallies of an attempt', () => {
  const questions: ScoredQuestion[] = [
    { id: 'q1', sectionId: 'gs', topic: 'Polity', correctOption: 1 },
    { id: 'q2', sectionId: 'gs', topic: 'Polity', correctOption: 2 },
    { id: 'q3', sectionId: 'gs', topic: 'History', correctOption: 0 },
    { id: 'q4', sectionId: 'csat', correctOption: 3 },
    { id: 'q5', sectionId: 'csat', correctOption: 0 },
  ];
  // q4 was only looked at; q5 was never opened, so it has no saved answer and no time.
  const answers = { q1: saved(1, 40), q2: saved(0, 25), q3: saved(0, 70), q4: saved(null, 5) };
  const score = scoreAttempt(upsc, questions, answers);

  it('adds up the time spent on each question, whole and by section', () => {
    expect(score.total.timeSpentSeconds).toBe(140);
    expect(score.bySection.get('gs')?.timeSpentSeconds).toBe(135);
    expect(score.bySection.get('csat')?.timeSpentSeconds).toBe(5);
  });

  it('tallies by topic only the questions that have one', () => {
    expect([...score.byTopic.keys()].sort()).toEqual(['History', 'Polity']);
    expect(score.byTopic.get('Polity')).toEqual({
      scoreHundredths: 134,
      maxScoreHundredths: 400,
      correct: 1,
      wrong: 1,
      unanswered: 0,
      timeSpentSeconds: 65,
    });
    expect(score.byTopic.get('History')).toEqual({
      scoreHundredths: 200,
      maxScoreHundredths: 200,
      correct: 1,
      wrong: 0,
      unanswered: 0,
      timeSpentSeconds: 70,
    });
  });

  it('comes to 3.34 of 10 marks in all', () => {
    expect(score.total).toEqual({
      scoreHundredths: 334,
      maxScoreHundredths: 1000,
      correct: 2,
      wrong: 1,
      unanswered: 2,
      timeSpentSeconds: 140,
    });
  });
});

describe('marks in hundredths', () => {
  it.each([
    [2, 200],
    [0.66, 66],
    [-0.66, -66],
    [0.29, 29],
    [0, 0],
  ])('%d marks are %i hundredths, and back', (marks, hundredths) => {
    expect(toHundredths(marks)).toBe(hundredths);
    expect(fromHundredths(hundredths)).toBe(marks);
  });
});
