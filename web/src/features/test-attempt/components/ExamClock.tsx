import { useT } from '../../../lib/i18n';
import { clockText } from '../hooks/use-countdown';

/** From here the clock shows its warning colour and says so once to a screen reader; and again at the last minute. */
export const WARNING_SECONDS = 5 * 60;
const LAST_MINUTE_SECONDS = 60;

/** The time left; in the warning colour in the last five minutes, said to a screen reader at five and at one minute left. */
export function ExamClock({ secondsLeft }: { secondsLeft: number }) {
  const t = useT();
  const announcement =
    secondsLeft <= 0
      ? t('examHall.timeUp')
      : secondsLeft <= LAST_MINUTE_SECONDS
        ? t('examHall.lastMinute')
        : secondsLeft <= WARNING_SECONDS
          ? t('examHall.lastFiveMinutes')
          : '';
  return (
    <div className={`exam-clock${secondsLeft <= WARNING_SECONDS ? ' exam-clock-warning' : ''}`}>
      <span className="exam-clock-label">{t('examHall.timeLeft')}</span>{' '}
      <span role="timer" className="exam-clock-time">
        {clockText(secondsLeft)}
      </span>
      <span className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}
