import { useCallback } from 'react';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { Spinner } from '../../components/Spinner';
import { useData } from '../../lib/use-data';
import { AccessDenied } from './AccessStates';
import { fetchVideoPlayback } from './api';
import { VideoPlayer } from './VideoPlayer';

export function LessonPlayer({ courseId, videoId }: { courseId: string; videoId: string }) {
  const loadPlayback = useCallback(
    (signal: AbortSignal) => fetchVideoPlayback(courseId, videoId, signal),
    [courseId, videoId],
  );
  const playback = useData(loadPlayback);

  if (playback.status === 'loading') {
    return (
      <div className="lesson-main">
        <Spinner label="Loading video..." />
      </div>
    );
  }
  if (playback.status === 'error') {
    return (
      <div className="lesson-main">
        <AccessDenied reason="Failed to load video" courseId={courseId} onRetry={playback.retry} />
      </div>
    );
  }

  const { video, signedUrl } = playback.data;
  return (
    <div className="lesson-main">
      <title>{`${video.title} | ${INSTITUTE_NAME}`}</title>
      {/* A failed playback usually means the short-lived link expired: reloading fetches a new one. */}
      <VideoPlayer src={signedUrl} title={video.title} knownDuration={video.duration} onReload={playback.retry} />
      <h1 className="lesson-title">{video.title}</h1>
      {video.description && <p className="lesson-description">{video.description}</p>}
    </div>
  );
}
