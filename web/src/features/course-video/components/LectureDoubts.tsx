import { useCallback, useId, useState, type RefObject } from 'react';
import type { Doubt } from '#shared/doubts.js';
import { markedShared, SameDoubt } from '../../../components/doubts/SameDoubt';
import { DoubtBody } from '../../../components/doubts/DoubtBody';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { formatClock } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useData } from '../../../lib/use-data';
import { fetchLectureDoubts } from '../doubts-api';
import { AskDoubtForm } from './AskDoubtForm';

interface LectureDoubtsProps {
  courseId: string;
  videoId: string;
  /** The lecture's <video>: a doubt is pinned to its current time, and a doubt's time seeks it. */
  videoRef: RefObject<HTMLVideoElement | null>;
}

/** Under the player: "Ask a doubt" at the current moment, and the lecture's answered doubts and the student's own. */
export function LectureDoubts({ courseId, videoId, videoRef }: LectureDoubtsProps) {
  const t = useT();
  const headingId = useId();
  const load = useCallback((signal: AbortSignal) => fetchLectureDoubts(courseId, videoId, signal), [courseId, videoId]);
  const doubts = useData(load);
  const [askingAt, setAskingAt] = useState<number | undefined>();
  const [notice, setNotice] = useState('');

  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    video.focus();
  };

  const startAsking = () => {
    const video = videoRef.current;
    video?.pause();
    setNotice('');
    setAskingAt(Math.floor(video?.currentTime ?? 0));
  };

  return (
    <section className="lecture-doubts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('doubts.heading')}</h2>
      {askingAt === undefined ? (
        <button type="button" className="button button-primary" onClick={startAsking}>
          {t('doubts.ask')}
        </button>
      ) : (
        <AskDoubtForm
          courseId={courseId}
          videoId={videoId}
          atSeconds={askingAt}
          onCancel={() => setAskingAt(undefined)}
          onAsked={(doubt) => {
            setAskingAt(undefined);
            setNotice(t('doubts.sent'));
            doubts.update((list) => [...list, doubt]);
          }}
        />
      )}
      {notice && (
        <p role="status" className="doubt-notice">
          {notice}
        </p>
      )}
      {doubts.status === 'loading' && <Spinner label={t('doubts.loading')} />}
      {doubts.status === 'error' && <LoadError message={t('doubts.failed')} onRetry={doubts.retry} />}
      {doubts.status === 'success' && doubts.data.length === 0 && <p className="muted">{t('doubts.empty')}</p>}
      {doubts.status === 'success' && doubts.data.length > 0 && (
        <ul className="doubt-list">
          {doubts.data.map((doubt) => (
            <LectureDoubt
              key={doubt._id}
              doubt={doubt}
              onSeek={seek}
              onSame={(sameCount) => doubts.update((list) => markedShared(list, doubt._id, sameCount))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function LectureDoubt({
  doubt,
  onSeek,
  onSame,
}: {
  doubt: Doubt;
  onSeek: (seconds: number) => void;
  onSame: (sameCount: number) => void;
}) {
  const t = useT();
  const at = doubt.atSeconds ?? 0;
  return (
    <li className="doubt-item">
      <button
        type="button"
        className="link-button doubt-time"
        onClick={() => onSeek(at)}
        aria-label={t('doubts.seekTo', { time: formatClock(at) })}
      >
        {formatClock(at)}
      </button>
      <DoubtBody doubt={doubt} />
      <SameDoubt doubt={doubt} onMarked={onSame} />
    </li>
  );
}
