import './progress-bar.css';

interface TaskProgressProps {
  /** What is in progress, for screen readers ('Export progress'). */
  label: string;
  done: number;
  /** Unknown yet: the bar waits, empty, and says `text`. */
  total: number | undefined;
  /** The same words beside the bar and for screen readers. */
  text: string;
}

/** A long job's progress: done of total as a bar and in words. */
export function TaskProgress({ label, done, total, text }: TaskProgressProps) {
  const percent = total ? Math.round((Math.min(done, total) / total) * 100) : 0;
  return (
    <div className="progress">
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className="progress-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress-text">{text}</p>
    </div>
  );
}
