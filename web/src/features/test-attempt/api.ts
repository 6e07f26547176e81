import type { AnswerInput, AttemptView, SavedAnswer, SubmittedAttempt } from '../../../../shared/attempts';
import { api, ApiError } from '../../lib/api';

export type { AnswerInput, AttemptView, SavedAnswer, SubmittedAttempt };

/** Starts the attempt, or returns the one already running (a reload, another device): same clock, same answers. */
export async function startAttempt(testId: string, signal?: AbortSignal): Promise<AttemptView> {
  const { attempt } = await api('POST /api/tests/{testId}/attempts', { testId }, { signal });
  if (!attempt) throw new Error('The response has no attempt');
  return attempt;
}

/** Saves one answer; `keepalive` lets the request finish after the page is gone (a closed tab). */
export function saveAnswer(
  attemptId: string,
  questionId: string,
  answer: AnswerInput,
  { keepalive = false } = {},
): Promise<unknown> {
  return api(
    'PUT /api/attempts/{attemptId}/answers/{questionId}',
    { attemptId, questionId },
    { body: answer, keepalive },
  );
}

export async function submitAttempt(attemptId: string, reason: 'student' | 'time'): Promise<SubmittedAttempt> {
  const { attempt } = await api('POST /api/attempts/{attemptId}/submit', { attemptId }, { body: { reason } });
  return attempt;
}

/** The student's latest attempt at a test, to link an already taken test to its result. */
export async function latestAttemptId(testId: string, signal: AbortSignal): Promise<string | undefined> {
  const { test } = await api('GET /api/tests/{testId}', { testId }, { signal });
  return test?.attemptId;
}

/** Why the exam screen shows no questions. */
export type StartProblem = 'not-purchased' | 'already-submitted' | 'not-open' | 'closed' | 'not-found' | 'failed';

export function startProblem(error: unknown): StartProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.code === 'test_series_not_purchased') return 'not-purchased';
  if (error.code === 'attempt_already_submitted') return 'already-submitted';
  if (error.code === 'test_not_open_yet') return 'not-open';
  if (error.code === 'test_closed') return 'closed';
  if (error.status === 404) return 'not-found';
  return 'failed';
}

/** A save the server refused for good (a bad body, the time is over): retrying would not help. */
export function isFinalRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** The test's own instructions (English and Gujarati), for the instructions the exam screen opens. */
export async function testInstructions(
  testId: string,
  signal: AbortSignal,
): Promise<{ instructions?: string; instructionsGu?: string }> {
  const { test } = await api('GET /api/tests/{testId}', { testId }, { signal });
  if (!test) throw new Error('The response has no test');
  return { instructions: test.instructions, instructionsGu: test.instructionsGu };
}
