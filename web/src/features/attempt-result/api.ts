import type { AttemptResult, QuestionOutcome, ScoreFigures, SolutionQuestion } from '../../../../shared/attempts';
import { api, ApiError } from '../../lib/api';

export type { AttemptResult, QuestionOutcome, ScoreFigures, SolutionQuestion };

/** The result of one of the student's finished attempts. */
export async function fetchResult(attemptId: string, signal: AbortSignal): Promise<AttemptResult> {
  const { result } = await api('GET /api/attempts/{attemptId}/result', { attemptId }, { signal });
  if (!result) throw new Error('The response has no result');
  return result;
}

/** Why the page shows no result: the attempt still runs, it is not there, or a failure worth retrying. */
export type ResultProblem = 'running' | 'not-found' | 'failed';

export function resultProblem(error: unknown): ResultProblem {
  if (error instanceof ApiError && error.code === 'attempt_running') return 'running';
  if (error instanceof ApiError && error.status === 404) return 'not-found';
  return 'failed';
}
