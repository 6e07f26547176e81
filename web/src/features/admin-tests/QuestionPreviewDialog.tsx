import { useState } from 'react';
import { CheckboxField } from '../../components/CheckboxField';
import { Dialog } from '../../components/Dialog';
import type { PlacedQuestion } from './placed-questions';
import { optionLetter } from './placed-questions';

type PreviewLanguage = 'en' | 'gu';
const LANGUAGE_NAMES: Record<PreviewLanguage, string> = { en: 'English', gu: 'Gujarati' };

/** A question as the student sees it, in English or Gujarati; the answer shows only when asked for. */
export function QuestionPreviewDialog({ placed, onClose }: { placed: PlacedQuestion; onClose: () => void }) {
  const { question, number, section } = placed;
  const [language, setLanguage] = useState<PreviewLanguage>(question.textEn || !question.textGu ? 'en' : 'gu');
  const [showAnswer, setShowAnswer] = useState(false);
  const gujarati = language === 'gu';
  const text = gujarati ? question.textGu : question.textEn;
  const options = gujarati ? question.optionsGu : question.optionsEn;
  const explanation = gujarati ? question.explanationGu : question.explanationEn;
  const sectionTitle = (gujarati && section.titleGu) || section.title;

  return (
    <Dialog title={`Preview of Question ${number}`} onClose={onClose}>
      <div className="question-preview-controls">
        <div className="question-preview-languages" role="group" aria-label="Preview language">
          {(Object.keys(LANGUAGE_NAMES) as PreviewLanguage[]).map((choice) => (
            <button
              key={choice}
              type="button"
              className="button button-outline"
              aria-pressed={language === choice}
              onClick={() => setLanguage(choice)}
            >
              {LANGUAGE_NAMES[choice]}
            </button>
          ))}
        </div>
        <CheckboxField label="Show answer" checked={showAnswer} onChange={setShowAnswer} />
      </div>
      <article className="question-preview" lang={language} aria-label={`Question ${number} as the student sees it`}>
        <p className="admin-tests-eyebrow">{sectionTitle}</p>
        <h3>{`Question ${number}`}</h3>
        {text ? (
          <p className="question-preview-text">{text}</p>
        ) : (
          <p className="muted" lang="en">{`This question has no ${LANGUAGE_NAMES[language]} text yet.`}</p>
        )}
        {question.imageUrl && <img className="question-preview-image" src={question.imageUrl} alt="" />}
        {options.length > 0 && (
          <ol className="question-preview-options">
            {options.map((option, index) => {
              const correct = showAnswer && question.correctOption === index;
              return (
                <li key={index} className={correct ? 'question-preview-correct' : undefined}>
                  <span className="question-preview-letter" aria-hidden="true">
                    {optionLetter(index)}
                  </span>
                  <span>{option}</span>
                  {correct && (
                    <span className="question-preview-answer-tag" lang="en">
                      Correct answer
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {showAnswer && question.correctOption === null && (
          <p className="muted" lang="en">
            No correct option chosen yet.
          </p>
        )}
        {showAnswer && explanation && (
          <div className="question-preview-explanation">
            <h4 lang="en">Explanation</h4>
            <p>{explanation}</p>
          </div>
        )}
      </article>
    </Dialog>
  );
}
