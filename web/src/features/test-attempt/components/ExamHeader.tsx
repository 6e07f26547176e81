import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../../shared/site-pages';
import { useT } from '../../../lib/i18n';
import type { SaveStatus } from '../hooks/use-answer-saver';
import { ExamClock } from './ExamClock';

interface ExamHeaderProps {
  title: string;
  secondsLeft: number;
  saveStatus: SaveStatus;
  /** The language the questions are shown in. */
  language: Language;
  onLanguageChange: (language: Language) => void;
}

/** The test's title, the clock, whether the answers are saved, and the questions' language. */
export function ExamHeader({ title, secondsLeft, saveStatus, language, onLanguageChange }: ExamHeaderProps) {
  const t = useT();
  return (
    <header className="exam-bar">
      <h1 className="exam-title">{title}</h1>
      <ExamClock secondsLeft={secondsLeft} />
      <p className={`exam-save-status exam-save-${saveStatus}`} role="status">
        {saveStatus === 'saved'
          ? t('examHall.saved')
          : saveStatus === 'saving'
            ? t('examHall.saving')
            : t('examHall.offline')}
      </p>
      <div className="exam-language" role="group" aria-label={t('examHall.questionLanguage')}>
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            className="language-option"
            aria-pressed={option === language}
            onClick={() => onLanguageChange(option)}
          >
            {LANGUAGE_NAMES[option]}
          </button>
        ))}
      </div>
    </header>
  );
}
