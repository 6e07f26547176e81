import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { submitAttempt } from '../api';

export type SubmitReason = 'student' | 'time';

export interface SubmitFlow {
  submitting: boolean;
  /** The last submit failed: the student is still on the test, and told so. */
  failed: boolean;
  /** How many submits failed so far. */
  failures: number;
  /** Saves what waits (`saveAll`), submits and opens the result; a call while a submit is under way does nothing. */
  finish: (reason: SubmitReason) => Promise<void>;
}

/** Submitting the attempt: one submit at a time, after every answer is saved, then the result. */
export function useSubmit(attemptId: string, saveAll: () => Promise<unknown>): SubmitFlow {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(0);
  const started = useRef(false);

  const finish = useCallback(
    async (reason: SubmitReason) => {
      if (started.current) return;
      started.current = true;
      setSubmitting(true);
      await saveAll();
      try {
        await submitAttempt(attemptId, reason);
      } catch (error) {
        // Submitted already, or ended by a refund of the series: either way the result is there to open.
        if (
          !(
            error instanceof ApiError &&
            (error.code === 'attempt_already_submitted' || error.code === 'attempt_ended_by_refund')
          )
        ) {
          console.error('The test was not submitted', error);
          started.current = false;
          setSubmitting(false);
          setFailures((count) => count + 1);
          return;
        }
      }
      navigate(paths.attemptResult(attemptId), { replace: true });
    },
    [attemptId, navigate, saveAll],
  );

  return { submitting, failed: failures > 0 && !submitting, failures, finish };
}
