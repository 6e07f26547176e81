import { useRef, useState, type KeyboardEvent } from 'react';
import { ErrorBox } from '../../components/ErrorBox';
import { formatClock } from '../../lib/format';
import { PauseIcon, PlayIcon, SoundIcon } from './PlayerIcons';

interface VideoPlayerProps {
  src: string;
  title: string;
  /** Seconds, from the video record: shown until the file's own metadata arrives. */
  knownDuration?: number;
  onReload: () => void;
}

/** A <video> with custom controls: play/pause, mute, seek and elapsed/total time. */
export function VideoPlayer({ src, title, knownDuration, onReload }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  // Driven by the element's own events, so the controls always show what the media is really doing.
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(knownDuration ?? 0);
  const [failed, setFailed] = useState(false);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      video.pause();
    } else {
      // A refused play() (autoplay policy, interrupted by pause) changes nothing; a broken source fires 'error'.
      video.play().catch(() => {});
    }
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  };

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    setCurrentTime(seconds);
  };

  const playOnSpace = (event: KeyboardEvent<HTMLVideoElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    togglePlay();
  };

  return (
    <div className="player" role="group" aria-label={`Video player: ${title}`}>
      <video
        ref={videoRef}
        className="player-video"
        src={src}
        preload="metadata"
        playsInline
        tabIndex={0}
        onClick={togglePlay}
        onKeyDown={playOnSpace}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
        onDurationChange={(event) => {
          const mediaDuration = event.currentTarget.duration;
          if (Number.isFinite(mediaDuration)) setDuration(mediaDuration);
        }}
        onError={() => {
          setFailed(true);
          setPlaying(false);
        }}
      />
      <div className="player-controls">
        <button type="button" className="player-button" aria-label={playing ? 'Pause' : 'Play'} onClick={togglePlay}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className="player-button" aria-label={muted ? 'Unmute' : 'Mute'} onClick={toggleMute}>
          <SoundIcon muted={muted} />
        </button>
        <input
          type="range"
          className="player-seek"
          aria-label="Seek"
          aria-valuetext={`${formatClock(currentTime)} of ${formatClock(duration)}`}
          min={0}
          max={duration}
          step="any"
          value={Math.min(currentTime, duration)}
          disabled={duration === 0}
          onChange={(event) => seekTo(Number(event.target.value))}
        />
        <span className="player-time" data-testid="video-time">
          {formatClock(currentTime)} / {formatClock(duration)}
        </span>
      </div>
      {failed && (
        <div className="player-error">
          <ErrorBox>This video could not be played. The link may have expired or the connection dropped.</ErrorBox>
          <button type="button" className="button button-primary" onClick={onReload}>
            Reload video
          </button>
        </div>
      )}
    </div>
  );
}
