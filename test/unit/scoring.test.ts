import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SavedAnswer } from '#shared/attempts.js';
import { scoreAttempt, scoreQuestion, type Marking, type ScoredQuestion } from '#domain/mock-tests/scoring.js';
import { standingIn } from '#domain/mock-tests/score-histogram.js';

const upsc: Marking = { marksCorrectHundredths: 200, marksWrongHundredths: -66, marksBlankHundredths: 0 };
const question = (correctOption: number | null, sectionId = 's1', topic?: string): ScoredQuestion => ({
  id: `q${Math.random()}`,
  sectionId,
  correctOption,
  ...(topic ? { topic } : {}),
});
const answer = (option: number | null): SavedAnswer => ({ option, markedForReview: false, timeSpentSeconds: 1 });

describe('one question', () => {
  it('gives the right answer its marks, takes a wrong one’s, and a blank what the test says', () => {
    expect(scoreQuestion(upsc, question(2), answer(2))).toEqual({ outcome: 'correct', marksHundredths: 200 });
    expect(scoreQuestion(upsc, question(2), answer(1))).toEqual({ outcome: 'wrong', marksHundredths: -66 });
    expect(scoreQuestion(upsc, question(2), answer(null))).toEqual({ outcome: 'unanswered', marksHundredths: 0 });
    expect(scoreQuestion(upsc, question(2), undefined)).toEqual({ outcome: 'unanswered', marksHundredths: 0 });
    expect(scoreQuestion({ ...upsc, marksBlankHundredths: -10 }, question(2), undefined)).toEqual({
      outcome: 'unanswered',
      marksHundredths: -10,
    });
  });

  it('gives everyone the marks of a dropped question, answered or not', () => {
    for (const given of [answer(0), answer(3), answer(null), undefined])
      expect(scoreQuestion(upsc, question(null), given)).toEqual({ outcome: 'dropped', marksHundredths: 200 });
  });
});

describe('an attempt', () => {
  it('adds up exactly in hundredths: 150 wrong answers at -0.66 are -99, not -98.99999', () => {
    const questions = Array.from({ length: 150 }, () => question(0));
    const answers = Object.fromEntries(questions.map((q) => [q.id, answer(1)]));
    expect(scoreAttempt(upsc, questions, answers).total).toMatchObject({
      scoreHundredths: -9900,
      maxScoreHundredths: 30000,
      wrong: 150,
    });
  });

  const marking = fc.record({
    marksCorrectHundredths: fc.integer({ min: 1, max: 10_000 }),
    marksWrongHundredths: fc.integer({ min: -10_000, max: 0 }),
    marksBlankHundredths: fc.integer({ min: -10_000, max: 10_000 }),
  });
  const paper = fc.array(
    fc.record({
      correctOption: fc.option(fc.integer({ min: 0, max: 4 }), { freq: 10 }),
      sectionId: fc.constantFrom('s1', 's2', 's3'),
      topic: fc.option(fc.constantFrom('History', 'Polity'), { nil: undefined }),
      given: fc.option(
        fc.record({
          option: fc.option(fc.integer({ min: 0, max: 4 })),
          markedForReview: fc.boolean(),
          timeSpentSeconds: fc.nat(600),
        }),
        { nil: undefined },
      ),
    }),
    { maxLength: 60 },
  );
  function build(rows: { correctOption: number | null; sectionId: string; topic?: string; given?: SavedAnswer }[]) {
    const questions = rows.map(
      (row, i): ScoredQuestion => ({
        id: `q${i}`,
        sectionId: row.sectionId,
        correctOption: row.correctOption,
        ...(row.topic ? { topic: row.topic } : {}),
      }),
    );
    const answers = Object.fromEntries(rows.flatMap((row, i) => (row.given ? [[`q${i}`, row.given]] : [])));
    return { questions, answers };
  }

  it('never scores above the maximum, and the counts add up to the questions', () => {
    fc.assert(
      fc.property(marking, paper, (rules, rows) => {
        const { questions, answers } = build(rows);
        const { total } = scoreAttempt(rules, questions, answers);
        const blankFloor = Math.min(rules.marksBlankHundredths, rules.marksCorrectHundredths);
        expect(total.scoreHundredths).toBeLessThanOrEqual(
          total.maxScoreHundredths +
            Math.max(0, rules.marksBlankHundredths - rules.marksCorrectHundredths) * questions.length,
        );
        if (rules.marksBlankHundredths <= rules.marksCorrectHundredths)
          expect(total.scoreHundredths).toBeLessThanOrEqual(total.maxScoreHundredths);
        expect(total.scoreHundredths).toBeGreaterThanOrEqual(
          Math.min(rules.marksWrongHundredths, blankFloor) * questions.length,
        );
        const dropped = questions.filter((q) => q.correctOption === null).length;
        expect(total.correct + total.wrong + total.unanswered + dropped).toBe(questions.length);
        expect(Number.isInteger(total.scoreHundredths)).toBe(true);
      }),
    );
  });

  it('is the sum of its sections, and scoring again gives the same (re-scoring is idempotent)', () => {
    fc.assert(
      fc.property(marking, paper, (rules, rows) => {
        const { questions, answers } = build(rows);
        const once = scoreAttempt(rules, questions, answers);
        const again = scoreAttempt(rules, questions, answers);
        expect(again).toEqual(once);
        const sections = [...once.bySection.values()];
        expect(sections.reduce((sum, tally) => sum + tally.scoreHundredths, 0)).toBe(once.total.scoreHundredths);
        expect(sections.reduce((sum, tally) => sum + tally.timeSpentSeconds, 0)).toBe(once.total.timeSpentSeconds);
      }),
    );
  });
});

describe('standing among the first attempts', () => {
  it('gives ties one rank and counts the percentile as those at or below', () => {
    const histogram = new Map([
      [400, 1],
      [200, 2],
      [-100, 1],
    ]);
    expect(standingIn(histogram, 400)).toEqual({
      takers: 4,
      averageHundredths: 175,
      topHundredths: 400,
      rank: 1,
      percentile: 100,
    });
    expect(standingIn(histogram, 200)).toMatchObject({ rank: 2, percentile: 75 });
    expect(standingIn(histogram, -100)).toMatchObject({ rank: 4, percentile: 25 });
    expect(standingIn(new Map())).toEqual({ takers: 0, averageHundredths: null, topHundredths: null });
  });

  it('ranks every score between 1 and the number of takers, the top score first', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 1, maxLength: 200 }), (scores) => {
        const histogram = new Map<number, number>();
        for (const score of scores) histogram.set(score, (histogram.get(score) ?? 0) + 1);
        for (const score of scores) {
          const standing = standingIn(histogram, score);
          expect(standing.rank).toBe(scores.filter((other) => other > score).length + 1);
          expect(standing.percentile).toBeGreaterThan(0);
          expect(standing.percentile).toBeLessThanOrEqual(100);
        }
        expect(standingIn(histogram, Math.max(...scores)).rank).toBe(1);
      }),
    );
  });
});
