import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { isFinalRefusal, saveAnswer, type AnswerInput } from '../api';

/** How long a question's changes wait for more before they are sent (a few clicks make one save). */
export const SAVE_DEBOUNCE_MS = 500;
/** How long a failed save waits before it is tried again (sooner when the browser says it is back online). */
export const SAVE_RETRY_MS = 5_000;

export type SaveStatus = 'saved' | 'saving' | 'offline';

export interface AnswerSaver {
  status: SaveStatus;
  /** Saves the question's answer within a second; a newer answer for the same question replaces one not yet sent. */
  queue: (questionId: string, answer: AnswerInput) => void;
  /** Sends everything waiting now; true when nothing is left unsaved. */
  flush: () => Promise<boolean>;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The exam screen's saves: one queue per attempt, the latest answer per question, sent in order,
 * kept and tried again while the device is offline or the server cannot be reached.
 */
export function useAnswerSaver(attemptId: string, onTimeOver: () => void): AnswerSaver {
  const waiting = useRef(new Map<string, { answer: AnswerInput; timer: ReturnType<typeof setTimeout> }>());
  const ready = useRef(new Map<string, AnswerInput>());
  const draining = useRef<Promise<void> | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failing = useRef(false);
  const gone = useRef(false);
  const [status, setStatus] = useState<SaveStatus>(isOnline() ? 'saved' : 'offline');
  const onTimeOverRef = useRef(onTimeOver);
  useEffect(() => {
    onTimeOverRef.current = onTimeOver;
  }, [onTimeOver]);

  const refresh = useCallback(() => {
    const unsaved = waiting.current.size + ready.current.size > 0 || draining.current !== null;
    if (!isOnline() || (failing.current && unsaved)) setStatus('offline');
    else setStatus(unsaved ? 'saving' : 'saved');
  }, []);

  const drain = useCallback((): Promise<void> => {
    if (draining.current) return draining.current;
    clearTimeout(retryTimer.current);
    const run = async () => {
      while (ready.current.size > 0) {
        if (!isOnline()) {
          failing.current = true;
          break;
        }
        const [questionId, answer] = ready.current.entries().next().value as [string, AnswerInput];
        try {
          await saveAnswer(attemptId, questionId, answer);
          failing.current = false;
          if (ready.current.get(questionId) === answer) ready.current.delete(questionId);
        } catch (error) {
          if (!isFinalRefusal(error)) {
            failing.current = true;
            break;
          }
          // Refused for good: keeping it would block every later save.
          console.error('An answer was not saved', error);
          if (ready.current.get(questionId) === answer) ready.current.delete(questionId);
          // The attempt ended on the server (its time, or a refund of the series): the screen submits and shows the result.
          if (error instanceof ApiError && (error.code === 'attempt_over' || error.code === 'attempt_ended_by_refund'))
            onTimeOverRef.current();
        }
      }
    };
    const done = run().finally(() => {
      draining.current = null;
      if (ready.current.size > 0 && !gone.current) {
        retryTimer.current = setTimeout(() => void drain(), SAVE_RETRY_MS);
      }
      refresh();
    });
    draining.current = done;
    refresh();
    return done;
  }, [attemptId, refresh]);

  const queue = useCallback(
    (questionId: string, answer: AnswerInput) => {
      const earlier = waiting.current.get(questionId);
      if (earlier) clearTimeout(earlier.timer);
      const timer = setTimeout(() => {
        waiting.current.delete(questionId);
        ready.current.set(questionId, answer);
        void drain();
      }, SAVE_DEBOUNCE_MS);
      waiting.current.set(questionId, { answer, timer });
      refresh();
    },
    [drain, refresh],
  );

  const flush = useCallback(async () => {
    for (const [questionId, { answer, timer }] of waiting.current) {
      clearTimeout(timer);
      ready.current.set(questionId, answer);
    }
    waiting.current.clear();
    // A drain under way may have started before these were added: wait for it, then send the rest.
    if (draining.current) await draining.current;
    await drain();
    return ready.current.size === 0;
  }, [drain]);

  useEffect(() => {
    const backOnline = () => void drain();
    window.addEventListener('online', backOnline);
    window.addEventListener('offline', refresh);
    // Closing the tab: everything unsaved goes out at once, each as a keepalive request, which the
    // browser finishes after the page is gone (one by one, only the first would leave). They stay queued
    // too, in case the page is kept and shown again; saving the same answer twice changes nothing.
    const sendOnLeave = () => {
      for (const [questionId, { answer, timer }] of waiting.current) {
        clearTimeout(timer);
        ready.current.set(questionId, answer);
      }
      waiting.current.clear();
      for (const [questionId, answer] of ready.current)
        void saveAnswer(attemptId, questionId, answer, { keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', sendOnLeave);
    // Leaving the screen inside the app: what waits goes out now, in order.
    const sendNow = () => void flush();
    gone.current = false;
    return () => {
      window.removeEventListener('online', backOnline);
      window.removeEventListener('offline', refresh);
      window.removeEventListener('pagehide', sendOnLeave);
      gone.current = true;
      clearTimeout(retryTimer.current);
      sendNow();
    };
  }, [attemptId, drain, flush, refresh]);

  return { status, queue, flush };
}
