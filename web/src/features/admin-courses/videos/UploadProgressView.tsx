import type { UploadProgress } from '../../../lib/video-upload';
import { formatBytes, formatSpeed, formatTimeLeft } from './upload-format';

const PHASE_TEXT: Record<UploadProgress['phase'], string> = {
  preparing: 'Preparing upload...',
  uploading: 'Uploading...',
  completing: 'Finishing upload...',
  done: 'Upload complete',
};

export function UploadProgressView({ progress }: { progress: UploadProgress }) {
  const percent = Math.floor(progress.percent);
  return (
    <div className="admin-courses-upload-progress">
      <p className="admin-courses-upload-phase">{PHASE_TEXT[progress.phase]}</p>
      <div
        className="admin-courses-progress-bar"
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="admin-courses-upload-figures">
        <span data-testid="upload-progress-text">{`${formatBytes(progress.bytesSent)} of ${formatBytes(progress.totalBytes)}`}</span>
        <span data-testid="upload-percent">{`${percent}%`}</span>
      </p>
      <p className="admin-courses-upload-figures muted">
        <span>{formatSpeed(progress.bytesPerSecond)}</span>
        <span>
          {progress.secondsLeft === undefined
            ? 'Calculating time left...'
            : `${formatTimeLeft(progress.secondsLeft)} left`}
        </span>
      </p>
      {progress.retrying && (
        <p className="admin-courses-upload-retrying" role="status">
          Retrying…
        </p>
      )}
    </div>
  );
}
