import { optionLetter, questionExcerpt, type PlacedQuestion } from './placed-questions';

interface QuestionListItemProps {
  placed: PlacedQuestion;
  canMoveUp: boolean;
  canMoveDown: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function QuestionListItem({
  placed: { number, question },
  canMoveUp,
  canMoveDown,
  busy,
  onMove,
  onPreview,
  onEdit,
  onDelete,
}: QuestionListItemProps) {
  const languages = [question.textEn && 'English', question.textGu && 'Gujarati'].filter(Boolean).join(' + ');
  return (
    <li className="question-item" aria-busy={busy || undefined}>
      <span className="question-item-number">{`Q${number}`}</span>
      <div className="question-item-body">
        <p className="question-item-text">{questionExcerpt(question)}</p>
        <p className="question-item-facts">
          <span>{languages || 'No text'}</span>
          <span>{`${Math.max(question.optionsEn.length, question.optionsGu.length)} options`}</span>
          {question.correctOption === null ? (
            <span className="question-item-warning">No correct option</span>
          ) : (
            <span>{`Answer ${optionLetter(question.correctOption)}`}</span>
          )}
          {question.topic && <span>{question.topic}</span>}
          {question.imageKey && <span>Image</span>}
        </p>
      </div>
      <div className="question-item-actions">
        <button
          type="button"
          className="question-move-button"
          aria-label={`Move question ${number} up`}
          disabled={busy || !canMoveUp}
          onClick={() => onMove(-1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="question-move-button"
          aria-label={`Move question ${number} down`}
          disabled={busy || !canMoveDown}
          onClick={() => onMove(1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button
          type="button"
          className="button button-outline"
          aria-label={`Preview question ${number}`}
          onClick={onPreview}
        >
          Preview
        </button>
        <button
          type="button"
          className="button button-outline"
          aria-label={`Edit question ${number}`}
          disabled={busy}
          onClick={onEdit}
        >
          Edit
        </button>
        <button
          type="button"
          className="button button-outline admin-tests-danger"
          aria-label={`Delete question ${number}`}
          disabled={busy}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
