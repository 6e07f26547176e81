import { useT } from '../../../lib/i18n';
import type { AnswerUpdate } from '../hooks/use-answer-sheet';

interface ExamActionsProps {
  /** The time is up or the test is being submitted: answers can no longer change. */
  locked: boolean;
  submitting: boolean;
  previousId: string | undefined;
  nextId: string | undefined;
  /** Changes the answer of the question on screen (with no update, saves it as it is). */
  onChange: (update?: AnswerUpdate) => void;
  onOpen: (questionId: string) => void;
  onSubmit: () => void;
}

/** The buttons under a question, as computer-based tests have them. */
export function ExamActions({ locked, submitting, previousId, nextId, onChange, onOpen, onSubmit }: ExamActionsProps) {
  const t = useT();
  return (
    <div className="exam-actions">
      <button
        type="button"
        className="button button-primary"
        disabled={locked}
        onClick={() => (nextId ? onOpen(nextId) : onChange())}
      >
        {t('examHall.saveNext')}
      </button>
      <button
        type="button"
        className="button button-outline exam-mark"
        disabled={locked}
        onClick={() => {
          onChange({ markedForReview: true });
          if (nextId) onOpen(nextId);
        }}
      >
        {t('examHall.markNext')}
      </button>
      <button
        type="button"
        className="button button-outline"
        disabled={locked}
        onClick={() => onChange({ option: null })}
      >
        {t('examHall.clear')}
      </button>
      <button
        type="button"
        className="button button-outline"
        disabled={!previousId}
        onClick={() => previousId && onOpen(previousId)}
      >
        {t('examHall.previous')}
      </button>
      <button type="button" className="button button-primary exam-submit" disabled={submitting} onClick={onSubmit}>
        {t('examHall.submit')}
      </button>
    </div>
  );
}
