import { Conflict, NotFound } from '#lib/errors.js';
import { isOverdue, ownAttempt } from './attempt-records.js';
import { getTest } from './tests.js';

/** A question of a student's finished attempt, as a doubt on it names it. */
export interface FinishedAttemptQuestion {
  testId: string;
  seriesId: string;
  title: string;
  titleGu?: string;
  questionId: string;
  /** Its place in the attempt's paper, counted from 1. */
  questionNumber: number;
}

/**
 * A question of the student's own attempt, once the attempt is over (submitted, or its time and grace
 * past: no answer can change any more). Before that, 409 attempt_running and nothing about the
 * question: not whether it exists, not its answer. Another student's attempt is 404.
 */
export async function finishedAttemptQuestion(
  userId: string,
  attemptId: string,
  questionId: string,
  now = Date.now(),
): Promise<FinishedAttemptQuestion> {
  const attempt = await ownAttempt(userId, attemptId);
  if (attempt.status !== 'submitted' && !isOverdue(attempt, now)) throw new Conflict('doubt_attempt_running');
  const index = attempt.questionIds.indexOf(questionId);
  if (index < 0) throw new NotFound('question_not_found');
  const test = await getTest(attempt.testId);
  return {
    testId: test.id,
    seriesId: test.seriesId,
    title: test.title,
    ...(test.titleGu ? { titleGu: test.titleGu } : {}),
    questionId,
    questionNumber: index + 1,
  };
}
