import { ErrorBox } from '../../components/ErrorBox';
import { questionExcerpt, type PlacedQuestion } from './placed-questions';
import type { PublishRefusal } from './use-publish';

interface PublishProblemsProps {
  refusal: PublishRefusal;
  placed: PlacedQuestion[];
  onEdit: (placed: PlacedQuestion) => void;
  onDismiss: () => void;
}

/** Why the server would not publish the test: each question that is not ready, with a way to fix it. */
export function PublishProblems({ refusal, placed, onEdit, onDismiss }: PublishProblemsProps) {
  const byId = new Map(placed.map((entry) => [entry.question._id, entry]));
  return (
    <div className="publish-problems">
      <ErrorBox>
        <p className="publish-problems-title">{`Not published: ${refusal.message}`}</p>
        {refusal.problems.length > 0 && (
          <ul className="publish-problems-list">
            {refusal.problems.map((problem) => {
              const entry = byId.get(problem.questionId);
              return (
                <li key={problem.questionId}>
                  <span>
                    <strong>{entry ? `Question ${entry.number}` : 'A question'}</strong>
                    {entry && ` (${entry.section.title}, “${questionExcerpt(entry.question)}”)`}
                    {`: ${problem.message}`}
                  </span>
                  {entry && (
                    <button
                      type="button"
                      className="button button-outline"
                      aria-label={`Fix question ${entry.number}`}
                      onClick={() => onEdit(entry)}
                    >
                      Fix
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </ErrorBox>
      <button type="button" className="button button-outline" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
