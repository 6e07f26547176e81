import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttemptView, SavedAnswer } from '../api';
import { resumeAt, type ExamLayout } from '../exam-layout';
import { QuestionTimes } from '../question-times';
import type { AnswerSaver } from './use-answer-saver';

const UNVISITED: SavedAnswer = { option: null, markedForReview: false, timeSpentSeconds: 0 };

export type AnswerUpdate = Partial<Pick<SavedAnswer, 'option' | 'markedForReview'>>;

export interface AnswerSheet {
  answers: Record<string, SavedAnswer>;
  /** The question on screen. */
  currentId: string;
  /** Changes a question's answer (or, with no update, records only the visit and the time) and queues its save. */
  change: (questionId: string, update?: AnswerUpdate) => void;
  /** Puts another question on screen; both it and the one it replaces are saved with their time. */
  open: (questionId: string) => void;
  /** Saves the question on screen with its time so far (before a submit). */
  recordCurrent: () => void;
}

/** The student's answers and the question on screen: every change and every visit is queued to be saved with the time spent. */
export function useAnswerSheet(attempt: AttemptView, layout: ExamLayout, queue: AnswerSaver['queue']): AnswerSheet {
  const [answers, setAnswers] = useState<Record<string, SavedAnswer>>(attempt.answers);
  const answersRef = useRef(attempt.answers);
  const [currentId, setCurrentId] = useState(() => resumeAt(attempt, layout));
  const currentRef = useRef(currentId);
  const [times] = useState(() => new QuestionTimes(attempt.answers));

  const change = useCallback(
    (questionId: string, update: AnswerUpdate = {}) => {
      if (!questionId) return;
      if (questionId === currentRef.current) times.countUntilNow(questionId);
      const next = {
        ...(answersRef.current[questionId] ?? UNVISITED),
        ...update,
        timeSpentSeconds: times.seconds(questionId),
      };
      answersRef.current = { ...answersRef.current, [questionId]: next };
      setAnswers(answersRef.current);
      queue(questionId, next);
    },
    [queue, times],
  );

  const open = useCallback(
    (questionId: string) => {
      if (questionId === currentRef.current) return;
      change(currentRef.current);
      currentRef.current = questionId;
      setCurrentId(questionId);
      change(questionId);
    },
    [change],
  );

  const recordCurrent = useCallback(() => change(currentRef.current), [change]);

  // The first question on screen is visited (a resumed one is saved again, which tells the server where the student is).
  const firstVisit = useRef(false);
  useEffect(() => {
    if (firstVisit.current) return;
    firstVisit.current = true;
    if (!answersRef.current[currentRef.current]) change(currentRef.current);
  }, [change]);

  return { answers, currentId, change, open, recordCurrent };
}
