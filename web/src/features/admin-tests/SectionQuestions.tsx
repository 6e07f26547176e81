import { useId } from 'react';
import type { TestSection } from '../../../../shared/mock-tests';
import type { PlacedQuestion } from './placed-questions';
import { QuestionListItem } from './QuestionListItem';

interface SectionQuestionsProps {
  section: TestSection;
  questions: PlacedQuestion[];
  canMove: (questionId: string, step: -1 | 1) => boolean;
  isBusy: (questionId: string) => boolean;
  onAdd: () => void;
  onMove: (questionId: string, step: -1 | 1) => void;
  onPreview: (placed: PlacedQuestion) => void;
  onEdit: (placed: PlacedQuestion) => void;
  onDelete: (placed: PlacedQuestion) => void;
}

/** One section of the test and its questions, in order. */
export function SectionQuestions({
  section,
  questions,
  canMove,
  isBusy,
  onAdd,
  onMove,
  onPreview,
  onEdit,
  onDelete,
}: SectionQuestionsProps) {
  const headingId = useId();
  return (
    <section className="test-section" aria-labelledby={headingId}>
      <div className="test-section-header">
        <h2 id={headingId}>
          {section.title}
          {section.titleGu && (
            <span className="admin-tests-secondary" lang="gu">
              {section.titleGu}
            </span>
          )}
        </h2>
        <button
          type="button"
          className="button button-outline"
          aria-label={`Add a question to ${section.title}`}
          onClick={onAdd}
        >
          Add Question
        </button>
      </div>
      {questions.length === 0 ? (
        <p className="muted">No questions in this section yet.</p>
      ) : (
        <ol className="question-list">
          {questions.map((placed) => (
            <QuestionListItem
              key={placed.question._id}
              placed={placed}
              canMoveUp={canMove(placed.question._id, -1)}
              canMoveDown={canMove(placed.question._id, 1)}
              busy={isBusy(placed.question._id)}
              onMove={(step) => onMove(placed.question._id, step)}
              onPreview={() => onPreview(placed)}
              onEdit={() => onEdit(placed)}
              onDelete={() => onDelete(placed)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
