import { useId } from 'react';
import type { StudentQuestion } from '../../../../../shared/mock-tests';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../../shared/site-pages';
import { useT } from '../../../lib/i18n';
import { optionLetter, questionOptions, questionText } from '../question-text';

interface QuestionPanelProps {
  question: StudentQuestion;
  number: number;
  language: Language;
  onLanguageChange: (language: Language) => void;
  selected: number | null;
  disabled: boolean;
  onSelect: (option: number) => void;
}

/** One question: its number, the language it is shown in ("View in"), its text and image, and its options as radio buttons. */
export function QuestionPanel({
  question,
  number,
  language,
  onLanguageChange,
  selected,
  disabled,
  onSelect,
}: QuestionPanelProps) {
  const t = useT();
  const headingId = useId();
  const languageId = useId();
  const textId = useId();
  const options = questionOptions(question, language);
  return (
    <div className="exam-question">
      <div className="exam-question-head">
        <h2 id={headingId} className="exam-question-number">
          {t('examHall.questionNumber', { number })}
        </h2>
        <div className="exam-view-in">
          <label htmlFor={languageId}>{t('examHall.viewIn')}</label>
          <select
            id={languageId}
            value={language}
            onChange={(event) => onLanguageChange(event.target.value as Language)}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </select>
        </div>
      </div>
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
