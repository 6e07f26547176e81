import { useCallback, useEffect, useRef } from 'react';
import type { AttemptView } from '../api';
import type { ExamLayout } from '../exam-layout';
import { useAnswerSaver } from './use-answer-saver';
import { useAnswerSheet } from './use-answer-sheet';
import { useCountdown } from './use-countdown';
import { useSubmit, type SubmitReason } from './use-submit';

/** The running attempt: its answers and their saves, the server's clock, and the submit, which the end of time starts by itself. */
export function useExam(attempt: AttemptView, layout: ExamLayout) {
  // The saver is the first to hear that the server ended the attempt, and the submit that this starts saves through the saver.
  const finishRef = useRef<(reason: SubmitReason) => void>(() => {});
  const onTimeOver = useCallback(() => finishRef.current('time'), []);
  const saver = useAnswerSaver(attempt._id, onTimeOver);
  const secondsLeft = useCountdown(attempt.endsAt, attempt.serverTime);
  const sheet = useAnswerSheet(attempt, layout, saver.queue);

  const { recordCurrent } = sheet;
  const { flush } = saver;
  const saveAll = useCallback(() => {
    recordCurrent();
    return flush();
  }, [recordCurrent, flush]);
  const submit = useSubmit(attempt._id, saveAll);
  const { failures, finish } = submit;
  useEffect(() => {
    finishRef.current = (reason) => void finish(reason);
  }, [finish]);

  // Once the time is up the test is over: it is submitted, and submitted again as soon as a submit fails.
  const timeUp = secondsLeft <= 0;
  useEffect(() => {
    if (timeUp) void finish('time');
  }, [timeUp, failures, finish]);

  return { saveStatus: saver.status, secondsLeft, timeUp, sheet, submit };
}
