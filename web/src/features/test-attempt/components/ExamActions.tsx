import { useT } from '../../../lib/i18n';
import type { AnswerUpdate } from '../hooks/use-answer-sheet';

interface ExamActionsProps {
  /** The time is up or the test is being submitted: answers can no longer change. */
  locked: boolean;
  submitting: boolean;
  previousId: string | undefined;
  nextId: string | undefined;
  /** Where Save & Next and Mark for Review & Next go (after the test's last question, its first). */
  followingId: string | undefined;
  /** Changes the answer of the question on screen. */
  onChange: (update: AnswerUpdate) => void;
  onOpen: (questionId: string) => void;
  onSubmit: () => void;
}

/** The buttons under a question, as NTA's computer-based test has them. */
export function ExamActions({
  locked,
  submitting,
  previousId,
  nextId,
  followingId,
  onChange,
  onOpen,
  onSubmit,
}: ExamActionsProps) {
  const t = useT();
  const changeAndGo = (update: AnswerUpdate) => {
    onChange(update);
    if (followingId) onOpen(followingId);
  };
  return (
    <div className="exam-actions">
      <div className="exam-actions-answer">
        <button
          type="button"
          className="button button-primary"
          disabled={locked}
          onClick={() => changeAndGo({ markedForReview: false })}
        >
          {t('examHall.saveNext')}
        </button>
        <button
          type="button"
          className="button button-outline exam-mark"
          disabled={locked}
          onClick={() => changeAndGo({ markedForReview: true })}
        >
          {t('examHall.markNext')}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={locked}
          onClick={() => onChange({ option: null, markedForReview: false })}
        >
          {t('examHall.clear')}
        </button>
      </div>
      <div className="exam-actions-move">
        <button
          type="button"
          className="button button-outline"
          disabled={!previousId}
          onClick={() => previousId && onOpen(previousId)}
        >
          {t('examHall.back')}
        </button>
        <button
          type="button"
          className="button button-outline"
          disabled={!nextId}
          onClick={() => nextId && onOpen(nextId)}
        >
          {t('examHall.next')}
        </button>
        <button type="button" className="button button-primary exam-submit" disabled={submitting} onClick={onSubmit}>
          {t('examHall.submit')}
        </button>
      </div>
    </div>
  );
}
