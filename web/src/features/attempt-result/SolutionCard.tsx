import type { Language } from '../../../../shared/site-pages';
import { useT, type MessageId } from '../../lib/i18n';
import type { QuestionOutcome, SolutionQuestion } from './api';
import { QuestionDoubts } from './QuestionDoubts';
import { formatMarks, formatTimeSpent, optionLetter, optionsIn, textIn } from './result-format';

const OUTCOMES: Record<QuestionOutcome, MessageId> = {
  correct: 'testResult.outcomeCorrect',
  wrong: 'testResult.outcomeWrong',
  unanswered: 'testResult.outcomeUnanswered',
  dropped: 'testResult.outcomeDropped',
};

const signed = (marks: number) => (marks > 0 ? `+${formatMarks(marks)}` : formatMarks(marks));

interface SolutionCardProps {
  question: SolutionQuestion;
  number: number;
  /** The language chosen on the page; a text missing in it is shown in the other. */
  language: Language;
  /** The finished attempt this review is of: a doubt on the question is asked from it. */
  attemptId: string;
}

/** One question: its text and options, the student's answer and the right one, marks, time and explanation. */
export function SolutionCard({ question, number, language, attemptId }: SolutionCardProps) {
  const t = useT();
  const text = textIn(language, question.textEn, question.textGu);
  const options = optionsIn(language, question.optionsEn, question.optionsGu);
  const explanation = textIn(language, question.explanationEn, question.explanationGu);
  const optionText = (index: number | null) =>
    index === null ? t('testResult.notAnswered') : `${optionLetter(index)}. ${options[index] ?? ''}`;

  return (
    <li
      className={`test-result-question test-result-${question.outcome}`}
      aria-label={t('testResult.questionNumber', { number })}
    >
      <div className="test-result-question-head">
        <h3>{t('testResult.questionNumber', { number })}</h3>
        <span className="test-result-outcome">{t(OUTCOMES[question.outcome])}</span>
        {question.markedForReview && <span className="test-result-flag">{t('testResult.markedForReview')}</span>}
      </div>
      {question.dropped && <p className="test-result-note">{t('testResult.droppedNote')}</p>}
      {text && <p className="test-result-question-text">{text}</p>}
      {question.imageUrl && (
        <img src={question.imageUrl} alt={t('testResult.questionImage', { number })} loading="lazy" />
      )}
      <ol className="test-result-options">
        {options.map((option, index) => (
          <li
            key={index}
            className={
              index === question.correctOption ? 'is-correct' : index === question.yourOption ? 'is-chosen' : undefined
            }
          >
            <span className="test-result-letter">{optionLetter(index)}</span> <span>{option}</span>
            {index === question.correctOption && (
              <span className="test-result-tag">{t('testResult.correctAnswer')}</span>
            )}
            {index === question.yourOption && <span className="test-result-tag">{t('testResult.yourAnswer')}</span>}
          </li>
        ))}
      </ol>
      <dl className="test-result-facts">
        <div>
          <dt>{t('testResult.yourAnswer')}</dt>
          <dd>{optionText(question.yourOption)}</dd>
        </div>
        <div>
          <dt>{t('testResult.correctAnswer')}</dt>
          <dd>{question.correctOption === null ? t('testResult.none') : optionText(question.correctOption)}</dd>
        </div>
        <div>
          <dt>{t('testResult.marks')}</dt>
          <dd>{signed(question.marks)}</dd>
        </div>
        <div>
          <dt>{t('testResult.time')}</dt>
          <dd>{formatTimeSpent(question.timeSpentSeconds)}</dd>
        </div>
      </dl>
      {explanation && (
        <div className="test-result-explanation">
          <h4>{t('testResult.explanation')}</h4>
          <p>{explanation}</p>
        </div>
      )}
      <QuestionDoubts attemptId={attemptId} questionId={question._id} />
    </li>
  );
}
