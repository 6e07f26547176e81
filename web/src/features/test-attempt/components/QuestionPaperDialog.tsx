import type { Language } from '../../../../../shared/site-pages';
import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../lib/i18n';
import type { ExamLayout } from '../exam-layout';
import { optionLetter, questionOptions, questionText } from '../question-text';

interface QuestionPaperDialogProps {
  /** The section's name, in the screen's language. */
  sectionTitle: string | undefined;
  questionIds: readonly string[];
  layout: ExamLayout;
  /** The language the questions are shown in. */
  language: Language;
  onClose: () => void;
}

/** The question paper: every question of the section shown, with its options, to read (answers are given on the question itself). */
export function QuestionPaperDialog({
  sectionTitle,
  questionIds,
  layout,
  language,
  onClose,
}: QuestionPaperDialogProps) {
  const t = useT();
  const title = sectionTitle ? t('examHall.questionPaperOf', { section: sectionTitle }) : t('examHall.questionPaper');
  return (
    <Dialog title={title} onClose={onClose}>
      <ol className="exam-paper">
        {questionIds.map((questionId) => {
          const question = layout.questions.get(questionId);
          if (!question) return null;
          const number = layout.numbers.get(questionId) ?? 0;
          return (
            <li key={questionId} className="exam-paper-question">
              <h3>{t('examHall.questionNumber', { number })}</h3>
              <p className="exam-question-text" lang={language}>
                {questionText(question, language)}
              </p>
              {question.imageUrl && (
                <img className="exam-question-image" src={question.imageUrl} alt={t('examHall.imageAlt', { number })} />
              )}
              <ol className="exam-paper-options" lang={language}>
                {questionOptions(question, language).map((option, index) => (
                  <li key={index}>
                    <span className="exam-option-letter">{optionLetter(index)}</span> {option}
                  </li>
                ))}
              </ol>
            </li>
          );
        })}
      </ol>
      {/* The paper has nothing else to focus: a keyboard can reach its scrolling body through this. */}
      <button type="button" className="button button-outline exam-paper-close" onClick={onClose}>
        {t('common.close')}
      </button>
    </Dialog>
  );
}
