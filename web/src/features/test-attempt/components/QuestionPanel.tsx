import { useId } from 'react';
import type { StudentQuestion } from '../../../../../shared/mock-tests';
import type { Language } from '../../../../../shared/site-pages';
import { useT } from '../../../lib/i18n';
import { optionLetter, questionOptions, questionText } from '../question-text';

interface QuestionPanelProps {
  question: StudentQuestion;
  number: number;
  language: Language;
  selected: number | null;
  disabled: boolean;
  onSelect: (option: number) => void;
}

/** One question: its number, text and image, and its options as radio buttons. */
export function QuestionPanel({ question, number, language, selected, disabled, onSelect }: QuestionPanelProps) {
  const t = useT();
  const headingId = useId();
  const textId = useId();
  const options = questionOptions(question, language);
  return (
    <div className="exam-question">
      <h2 id={headingId} className="exam-question-number">
        {t('examHall.questionNumber', { number })}
      </h2>
      <p id={textId} className="exam-question-text" lang={language}>
        {questionText(question, language)}
      </p>
      {question.imageUrl && (
        <img className="exam-question-image" src={question.imageUrl} alt={t('examHall.imageAlt', { number })} />
      )}
      <div role="radiogroup" aria-labelledby={`${headingId} ${textId}`} className="exam-options" lang={language}>
        {options.map((option, index) => (
          <label key={index} className={`exam-option${selected === index ? ' exam-option-selected' : ''}`}>
            <input
              type="radio"
              name={`question-${question._id}`}
              value={index}
              checked={selected === index}
              disabled={disabled}
              onChange={() => onSelect(index)}
            />
            <span className="exam-option-letter">{optionLetter(index)}</span> <span>{option}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
