import { useState } from 'react';
import type { AdminCourseVideo } from '../../../../../shared/video-processing';
import { ErrorBox } from '../../../components/ErrorBox';
import { errorMessage } from '../../../lib/error-messages';
import { useT } from '../../../lib/i18n';
import { retryVideoTranscode } from './api';
import { useVideoProcessing } from './use-video-processing';

/** Processing 42% / Ready / Failed: reason, with Retry. Nothing for videos from before conversion existed. */
export function VideoProcessingStatus({ courseId, video }: { courseId: string; video: AdminCourseVideo }) {
  const t = useT();
  const [processing, setProcessing] = useVideoProcessing(courseId, video);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string>();
  if (!processing) return null;

  const retry = async () => {
    setRetrying(true);
    setRetryError(undefined);
    try {
      const retried = await retryVideoTranscode(courseId, video._id);
      setProcessing(retried.processing);
    } catch (error) {
      setRetryError(errorMessage(error, t('adminVideos.retryFailed')));
    } finally {
      setRetrying(false);
    }
  };

  return (
    <div className="admin-courses-video-processing" data-processing={processing.state}>
      <p role="status">
        {processing.state === 'processing' && t('adminVideos.processing', { percent: processing.percent ?? 0 })}
        {processing.state === 'ready' && t('adminVideos.ready')}
        {processing.state === 'failed' && t('adminVideos.failed', { reason: processing.reason ?? '' })}
      </p>
      {processing.state === 'failed' && (
        <button
          type="button"
          className="button button-outline"
          disabled={retrying}
          aria-label={t('adminVideos.retryLabel', { title: video.title })}
          onClick={() => void retry()}
        >
          {retrying ? t('adminVideos.retrying') : t('adminVideos.retry')}
        </button>
      )}
      {retryError && <ErrorBox>{retryError}</ErrorBox>}
    </div>
  );
}
