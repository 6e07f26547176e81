import { useCallback, useRef } from 'react';
import { INSTITUTE_NAME } from '../../../../../shared/constants';
import { Spinner } from '../../../components/Spinner';
import type { CourseVideo } from '../../../lib/course-videos';
import type { VideoProgress } from '../../../lib/progress';
import { useData } from '../../../lib/use-data';
import { AccessDenied } from './AccessStates';
import { fetchVideoPlayback } from '../api';
import { resumePosition } from '../playback-speed';
import { LectureDoubts } from './LectureDoubts';
import { SavingPlayer } from './SavingPlayer';
import { useT } from '../../../lib/i18n';

interface LessonPlayerProps {
  courseId: string;
  videoId: string;
  /** Where the student stopped last time, if anywhere. */
  saved: VideoProgress | undefined;
  next: CourseVideo | undefined;
  onProgressSaved: (progress: VideoProgress) => void;
}

export function LessonPlayer({ courseId, videoId, saved, next, onProgressSaved }: LessonPlayerProps) {
  const loadPlayback = useCallback(
    (signal: AbortSignal) => fetchVideoPlayback(courseId, videoId, signal),
    [courseId, videoId],
  );
  const playback = useData(loadPlayback);
  const videoRef = useRef<HTMLVideoElement>(null);
  const t = useT();

  if (playback.status === 'loading') {
    return (
      <div className="lesson-main">
        <Spinner label={t('learning.loadingVideo')} />
      </div>
    );
  }
  if (playback.status === 'error') {
    return (
      <div className="lesson-main">
        <AccessDenied reason={t('learning.videoFailed')} courseId={courseId} onRetry={playback.retry} />
      </div>
    );
  }

  const { video, signedUrl, hls } = playback.data;
  return (
    <div className="lesson-main">
      <title>{`${video.title} | ${INSTITUTE_NAME}`}</title>
      {/* Keyed by the link: a reloaded (fresh) link starts a fresh element that saves progress again. */}
      <SavingPlayer
        key={signedUrl}
        courseId={courseId}
        video={video}
        src={signedUrl}
        hls={hls}
        startAt={resumePosition(saved)}
        next={next}
        onReload={playback.retry}
        onProgressSaved={onProgressSaved}
        videoRef={videoRef}
      />
      <h1 className="lesson-title">{video.title}</h1>
      {video.description && <p className="lesson-description">{video.description}</p>}
      <LectureDoubts courseId={courseId} videoId={videoId} videoRef={videoRef} />
    </div>
  );
}
