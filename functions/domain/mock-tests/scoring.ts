import type { QuestionOutcome, SavedAnswer } from '#shared/attempts.js';

/** What scoring needs of a test: its marking, in whole hundredths of a mark. */
export interface Marking {
  marksCorrectHundredths: number;
  /** Zero or less: what a wrong answer adds. */
  marksWrongHundredths: number;
  marksBlankHundredths: number;
}

/** What scoring needs of a question; a null key in a published test means it was dropped. */
export interface ScoredQuestion {
  id: string;
  sectionId: string;
  topic?: string;
  correctOption: number | null;
}

export interface Tally {
  scoreHundredths: number;
  maxScoreHundredths: number;
  correct: number;
  wrong: number;
  unanswered: number;
  timeSpentSeconds: number;
}

export interface QuestionScore {
  outcome: QuestionOutcome;
  marksHundredths: number;
}

export interface AttemptScore {
  total: Tally;
  bySection: Map<string, Tally>;
  byTopic: Map<string, Tally>;
  byQuestion: Map<string, QuestionScore>;
}

const emptyTally = (): Tally => ({
  scoreHundredths: 0,
  maxScoreHundredths: 0,
  correct: 0,
  wrong: 0,
  unanswered: 0,
  timeSpentSeconds: 0,
});

/**
 * One question's outcome under the test's marking. A dropped question (its key removed after the
 * test was published) gives everyone its marks, as exam bodies do; it counts as neither right nor wrong.
 */
export function scoreQuestion(
  marking: Marking,
  question: ScoredQuestion,
  answer: SavedAnswer | undefined,
): QuestionScore {
  if (question.correctOption === null) return { outcome: 'dropped', marksHundredths: marking.marksCorrectHundredths };
  const option = answer?.option ?? null;
  if (option === null) return { outcome: 'unanswered', marksHundredths: marking.marksBlankHundredths };
  if (option === question.correctOption) return { outcome: 'correct', marksHundredths: marking.marksCorrectHundredths };
  return { outcome: 'wrong', marksHundredths: marking.marksWrongHundredths };
}

function add(tally: Tally, score: QuestionScore, maxHundredths: number, seconds: number): void {
  tally.scoreHundredths += score.marksHundredths;
  tally.maxScoreHundredths += maxHundredths;
  tally.timeSpentSeconds += seconds;
  if (score.outcome === 'correct') tally.correct++;
  else if (score.outcome === 'wrong') tally.wrong++;
  else if (score.outcome === 'unanswered') tally.unanswered++;
}

/** An attempt's score, whole and by section, topic and question: integers only, so nothing drifts. */
export function scoreAttempt(
  marking: Marking,
  questions: readonly ScoredQuestion[],
  answers: Readonly<Record<string, SavedAnswer>>,
): AttemptScore {
  const result: AttemptScore = { total: emptyTally(), bySection: new Map(), byTopic: new Map(), byQuestion: new Map() };
  const tallyOf = (map: Map<string, Tally>, key: string) => {
    let tally = map.get(key);
    if (!tally) map.set(key, (tally = emptyTally()));
    return tally;
  };
  for (const question of questions) {
    const answer = answers[question.id];
    const score = scoreQuestion(marking, question, answer);
    const seconds = answer?.timeSpentSeconds ?? 0;
    result.byQuestion.set(question.id, score);
    add(result.total, score, marking.marksCorrectHundredths, seconds);
    add(tallyOf(result.bySection, question.sectionId), score, marking.marksCorrectHundredths, seconds);
    if (question.topic) add(tallyOf(result.byTopic, question.topic), score, marking.marksCorrectHundredths, seconds);
  }
  return result;
}
