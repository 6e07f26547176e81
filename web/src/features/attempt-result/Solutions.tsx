import { useState } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../shared/site-pages';
import { formatDateTime } from '../../lib/format';
import { useActiveLanguage, useT, type MessageId } from '../../lib/i18n';
import type { AttemptResult, SolutionQuestion } from './api';
import { SolutionCard } from './SolutionCard';

type Filter = 'all' | 'wrong' | 'unanswered' | 'marked';

const FILTERS: [Filter, MessageId, (question: SolutionQuestion) => boolean][] = [
  ['all', 'testResult.filterAll', () => true],
  ['wrong', 'testResult.filterWrong', (question) => question.outcome === 'wrong'],
  ['unanswered', 'testResult.filterUnanswered', (question) => question.outcome === 'unanswered'],
  ['marked', 'testResult.filterMarked', (question) => question.markedForReview],
];

/** Each question with the student's answer, the right one and the explanation; or when they will be shown (never after a refund: the summary says so). */
export function Solutions({ solutions, attemptId }: { solutions: AttemptResult['solutions']; attemptId: string }) {
  const t = useT();
  const activeLanguage = useActiveLanguage();
  if (!solutions.available && 'refunded' in solutions) return null;
  if (!solutions.available) {
    return (
      <>
        <h2>{t('testResult.solutions')}</h2>
        <p className="test-result-note">
          {t('testResult.solutionsLater', { date: formatDateTime(solutions.availableAt, activeLanguage) })}
        </p>
      </>
    );
  }
  return <SolutionList questions={solutions.questions} attemptId={attemptId} />;
}

function SolutionList({ questions, attemptId }: { questions: SolutionQuestion[]; attemptId: string }) {
  const t = useT();
  const activeLanguage = useActiveLanguage();
  const [language, setLanguage] = useState<Language>(activeLanguage);
  const [filter, setFilter] = useState<Filter>('all');
  const numbered = questions.map((question, index) => ({ question, number: index + 1 }));
  const shows = FILTERS.find(([name]) => name === filter)![2];
  const shown = numbered.filter(({ question }) => shows(question));

  return (
    <>
      <h2>{t('testResult.solutions')}</h2>
      <div className="test-result-controls">
        <div className="test-result-toggle" role="group" aria-label={t('testResult.questionLanguage')}>
          {LANGUAGES.map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              aria-pressed={option === language}
              onClick={() => setLanguage(option)}
            >
              {LANGUAGE_NAMES[option]}
            </button>
          ))}
        </div>
        <div className="test-result-toggle" role="group" aria-label={t('testResult.filterLabel')}>
          {FILTERS.map(([name, label, matches]) => (
            <button key={name} type="button" aria-pressed={name === filter} onClick={() => setFilter(name)}>
              {t(label, { count: questions.filter(matches).length })}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="muted">{t('testResult.noQuestions')}</p>
      ) : (
        <ol className="test-result-questions">
          {shown.map(({ question, number }) => (
            <SolutionCard
              key={question._id}
              question={question}
              number={number}
              language={language}
              attemptId={attemptId}
            />
          ))}
        </ol>
      )}
    </>
  );
}
