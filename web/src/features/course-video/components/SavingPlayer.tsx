import { useRef, type RefObject } from 'react';
import type { CourseVideo } from '../../../lib/course-videos';
import type { VideoProgress } from '../../../lib/progress';
import type { LectureRenditions } from '../api';
import { useProgressSaver } from '../hooks/use-progress-saver';
import { LectureEnd } from './LectureEnd';
import { VideoPlayer } from './VideoPlayer';

interface SavingPlayerProps {
  courseId: string;
  video: CourseVideo;
  src: string;
  hls: LectureRenditions | undefined;
  startAt: number;
  next: CourseVideo | undefined;
  onReload: () => void;
  onProgressSaved: (progress: VideoProgress) => void;
  /** The caller's handle on the <video> (the doubts pin to its time and seek it). */
  videoRef?: RefObject<HTMLVideoElement | null>;
}

/** The lecture's player, saving where the student is, and offering the next lecture at the end. */
export function SavingPlayer({
  courseId,
  video,
  src,
  hls,
  startAt,
  next,
  onReload,
  onProgressSaved,
  videoRef: outerRef,
}: SavingPlayerProps) {
  const innerRef = useRef<HTMLVideoElement>(null);
  const videoRef = outerRef ?? innerRef;
  useProgressSaver(courseId, video._id, videoRef, onProgressSaved);
  return (
    <VideoPlayer
      videoRef={videoRef}
      src={src}
      {...(hls ? { hls } : {})}
      title={video.title}
      knownDuration={video.duration}
      startAt={startAt}
      onReload={onReload}
      endScreen={<LectureEnd courseId={courseId} next={next} />}
    />
  );
}
