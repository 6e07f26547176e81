import type { QuestionFigures, TestResults } from './api';

const marksFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Marks with up to two decimals and a true minus sign: 12.5, −3.3. */
export function formatMarks(marks: number): string {
  const text = marksFormat.format(Math.abs(marks));
  return marks < 0 ? `\u2212${text}` : text;
}

/** A score out of the test's best: '42.5 / 100', or '—' before any. */
export function scoreOutOf(score: number | null, maxScore: number): string {
  return score === null ? '—' : `${formatMarks(score)} / ${formatMarks(maxScore)}`;
}

/** A share in percent with up to two decimals: '12.5%', or '—' when there is none. */
export function formatPercent(percent: number | null): string {
  return percent === null ? '—' : `${marksFormat.format(percent)}%`;
}

/** An option's letter: 0 → 'A'. */
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);

/** A band of the score distribution: '10 to 20'. */
export function bandLabel({ from, to }: TestResults['distribution'][number]): string {
  return `${formatMarks(from)} to ${formatMarks(to)}`;
}

/** Questions right this seldom are likely wrong in the key or in the wording. */
export const WEAK_PERCENT = 20;

/** A question whose key was dropped: everyone got its marks, so its figures say nothing. */
export const isDropped = (question: QuestionFigures): boolean => question.correctOption === null;

export const isWeak = (question: QuestionFigures): boolean =>
  !isDropped(question) && question.percentRight !== null && question.percentRight < WEAK_PERCENT;

export type QuestionOrder = 'number' | 'percentRight';

/** The questions by number, or by % right lowest first (dropped and unattempted last, then by number). */
export function sortQuestions(questions: readonly QuestionFigures[], order: QuestionOrder): QuestionFigures[] {
  const byNumber = (a: QuestionFigures, b: QuestionFigures) => a.number - b.number;
  if (order === 'number') return [...questions].sort(byNumber);
  const key = (question: QuestionFigures) =>
    isDropped(question) || question.percentRight === null ? Number.POSITIVE_INFINITY : question.percentRight;
  return [...questions].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka === kb ? byNumber(a, b) : ka < kb ? -1 : 1;
  });
}
