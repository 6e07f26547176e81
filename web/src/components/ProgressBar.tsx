import './progress-bar.css';
import { useT } from '../lib/i18n';

/** 'n of m lectures watched' as a bar, with the same words for screen readers and beside it. */
export function ProgressBar({ watched, total }: { watched: number; total: number }) {
  const percent = total > 0 ? Math.round((Math.min(watched, total) / total) * 100) : 0;
  const t = useT();
  const text = t('progress.text', { watched, total });
  return (
    <div className="progress">
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={t('progress.label')}
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
