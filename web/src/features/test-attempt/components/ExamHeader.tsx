import { ExamLanguageChoice } from './ExamLanguageChoice';
import { useT } from '../../../lib/i18n';
import type { SaveStatus } from '../hooks/use-answer-saver';
import { ExamClock } from './ExamClock';

interface ExamHeaderProps {
  title: string;
  /** The signed-in student's name, as NTA's screen shows the candidate's. */
  candidate: string | undefined;
  secondsLeft: number;
  saveStatus: SaveStatus;
}

/** The bar pinned at the top: the test, the candidate, the clock, whether the answers are saved, and the screen's language. */
export function ExamHeader({ title, candidate, secondsLeft, saveStatus }: ExamHeaderProps) {
  const t = useT();
  return (
    <header className="exam-bar">
      <div className="exam-bar-who">
        <h1 className="exam-title">{title}</h1>
        {candidate && (
          <p className="exam-candidate">
            <span className="visually-hidden">{t('examHall.candidate')}: </span>
            {candidate}
          </p>
        )}
      </div>
      <ExamClock secondsLeft={secondsLeft} />
      <p className={`exam-save-status exam-save-${saveStatus}`} role="status">
        {saveStatus === 'saved'
          ? t('examHall.saved')
          : saveStatus === 'saving'
            ? t('examHall.saving')
            : t('examHall.offline')}
      </p>
      <ExamLanguageChoice />
    </header>
  );
}
