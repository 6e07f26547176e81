import '../../../components/exam-palette.css';
import type { SavedAnswer } from '../api';
import { useT } from '../../../lib/i18n';
import { PALETTE_STATUSES, paletteStatus, statusCounts } from '../palette';

interface QuestionPaletteProps {
  id: string;
  open: boolean;
  /** The questions of the section shown. */
  questionIds: readonly string[];
  /** Each question's number in the whole test. */
  numbers: ReadonlyMap<string, number>;
  answers: Record<string, SavedAnswer>;
  currentId: string;
  onOpen: (questionId: string) => void;
}

/** The question numbers of the section shown in their CBT colours, and the legend with that section's counts. */
export function QuestionPalette({ id, open, questionIds, numbers, answers, currentId, onOpen }: QuestionPaletteProps) {
  const t = useT();
  const counts = statusCounts(questionIds, answers);
  return (
    <aside id={id} className={`exam-palette${open ? ' exam-palette-open' : ''}`} aria-label={t('examHall.palette')}>
      <ul className="exam-legend" aria-label={t('examHall.legend')}>
        {PALETTE_STATUSES.map((status) => (
          <li key={status} className="exam-legend-item">
            <span className={`palette-mark status-${status}`} aria-hidden="true">
              {counts[status]}
            </span>
            <span>{t(`examHall.status.${status}`)}</span>
            <span className="visually-hidden">: {counts[status]}</span>
          </li>
        ))}
      </ul>
      <ol className="exam-palette-grid">
        {questionIds.map((questionId) => {
          const status = paletteStatus(answers[questionId]);
          const number = numbers.get(questionId) ?? 0;
          return (
            <li key={questionId}>
              <button
                type="button"
                className={`palette-mark status-${status}`}
                aria-current={questionId === currentId ? 'step' : undefined}
                aria-label={t('examHall.paletteItem', { number, status: t(`examHall.status.${status}`) })}
                onClick={() => onOpen(questionId)}
              >
                {number}
              </button>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
