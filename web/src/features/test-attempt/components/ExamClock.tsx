import { useT } from '../../../lib/i18n';
import { clockText } from '../hooks/use-countdown';

/** The time left, and the minutes left for a screen reader, said when they change. */
export function ExamClock({ secondsLeft }: { secondsLeft: number }) {
  const t = useT();
  return (
    <div className="exam-clock">
      <span className="exam-clock-label">{t('examHall.timeLeft')}</span>{' '}
      <span role="timer" className="exam-clock-time">
        {clockText(secondsLeft)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {secondsLeft <= 0 ? t('examHall.timeUp') : t('examHall.minutesLeft', { count: Math.ceil(secondsLeft / 60) })}
      </span>
    </div>
  );
}
