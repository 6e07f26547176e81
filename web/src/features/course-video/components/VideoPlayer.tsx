import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { ErrorBox } from '../../../components/ErrorBox';
import { formatClock } from '../../../lib/format';
import { readSpeed, SPEEDS, storeSpeed } from '../playback-speed';
import { FullscreenIcon, PauseIcon, PlayIcon, SkipIcon, SoundIcon } from './PlayerIcons';
import { QualityMenu } from './QualityMenu';
import { useFullscreen } from '../hooks/use-fullscreen';
import type { LectureRenditions } from '../api';
import { useHls } from '../hooks/use-hls';
import { useT } from '../../../lib/i18n';

const SKIP_SECONDS = 10;

interface VideoPlayerProps {
  /** The original file: played when there are no renditions, or the browser cannot play them. */
  src: string;
  /** The lecture's HLS renditions, once ready. */
  hls?: LectureRenditions;
  title: string;
  /** Seconds, from the video record: shown until the file's own metadata arrives. */
  knownDuration?: number;
  /** Where to start (a saved position), in seconds. */
  startAt?: number;
  onReload: () => void;
  /** The caller's handle on the <video>, e.g. to save progress. */
  videoRef?: RefObject<HTMLVideoElement | null>;
  /** Shown over the video once it has ended: the next lecture, for one. */
  endScreen?: ReactNode;
}

/**
 * A <video> with custom controls: play/pause, ±10 s, mute, a seek bar, elapsed/total time, speed and
 * fullscreen, and keyboard shortcuts (space or k, arrows, f, m) when the player has focus.
 */
export function VideoPlayer({ src, hls, title, knownDuration, startAt = 0, onReload, videoRef: outerRef, endScreen }: VideoPlayerProps) {
  const innerRef = useRef<HTMLVideoElement>(null);
  const videoRef = outerRef ?? innerRef;
  const playerRef = useRef<HTMLDivElement>(null);
  // Driven by the element's own events, so the controls always show what the media is really doing.
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [currentTime, setCurrentTime] = useState(startAt);
  const [duration, setDuration] = useState(knownDuration ?? 0);
  const [buffering, setBuffering] = useState(false);
  const [ended, setEnded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [speed, setSpeed] = useState(readSpeed);
  const fullscreen = useFullscreen(playerRef);
  const renditions = useHls(videoRef, hls, () => {
    setFailed(true);
    setPlaying(false);
    setBuffering(false);
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed, videoRef]);

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
    const limit = Number.isFinite(video.duration) ? video.duration : duration;
    const target = Math.max(0, Math.min(seconds, limit || seconds));
    video.currentTime = target;
    setCurrentTime(target);
  };

  const skip = (seconds: number) => seekTo((videoRef.current?.currentTime ?? currentTime) + seconds);

  const changeSpeed = (next: number) => {
    setSpeed(next);
    storeSpeed(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // Form controls keep their own keys (the seek bar's arrows, the speed list, a button's space).
    const inControl = target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'BUTTON';
    const handled = runShortcut(event.key, inControl);
    if (handled) event.preventDefault();
  };

  const runShortcut = (key: string, inControl: boolean): boolean => {
    switch (key) {
      case ' ':
        if (inControl) return false;
        togglePlay();
        return true;
      case 'k':
        togglePlay();
        return true;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (inControl) return false;
        skip(key === 'ArrowLeft' ? -SKIP_SECONDS : SKIP_SECONDS);
        return true;
      case 'ArrowUp':
      case 'ArrowDown': {
        const video = videoRef.current;
        if (inControl || !video) return false;
        video.volume = Math.max(0, Math.min(1, video.volume + (key === 'ArrowUp' ? 0.1 : -0.1)));
        return true;
      }
      case 'f':
        fullscreen.toggle();
        return true;
      case 'm':
        toggleMute();
        return true;
      default:
        return false;
    }
  };

  return (
    <div ref={playerRef} className="player" role="group" aria-label={t('player.label', { title })} onKeyDown={onKeyDown}>
      <div className="player-stage">
        <video
          ref={videoRef}
          className="player-video"
          src={renditions.mode === 'file' ? src : renditions.mode === 'native' ? hls?.nativeUrl : undefined}
          poster={hls?.posterUrl}
          preload="metadata"
          playsInline
          tabIndex={0}
          aria-label={t('player.shortcuts', { title })}
          onClick={togglePlay}
          onDoubleClick={fullscreen.toggle}
          onLoadedMetadata={(event) => {
            const video = event.currentTarget;
            video.playbackRate = speed;
            if (startAt > 0 && startAt < video.duration) video.currentTime = startAt;
          }}
          onPlay={() => {
            setPlaying(true);
            setEnded(false);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setEnded(true)}
          onWaiting={() => setBuffering(true)}
          onPlaying={() => setBuffering(false)}
          onCanPlay={() => setBuffering(false)}
          onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
          onRateChange={(event) => {
            const rate = event.currentTarget.playbackRate;
            if ((SPEEDS as readonly number[]).includes(rate)) setSpeed(rate);
          }}
          onTimeUpdate={(event) => setCurrentTime(event.currentTarget.currentTime)}
          onDurationChange={(event) => {
            const mediaDuration = event.currentTarget.duration;
            if (Number.isFinite(mediaDuration)) setDuration(mediaDuration);
          }}
          onError={() => {
            setFailed(true);
            setPlaying(false);
            setBuffering(false);
          }}
        />
        {buffering && !failed && (
          <div className="player-buffering" role="status">
            <span className="spinner-circle" aria-hidden="true" />
            <span className="visually-hidden">{t('player.buffering')}</span>
          </div>
        )}
        {ended && endScreen && <div className="player-end">{endScreen}</div>}
      </div>
      <div className="player-controls">
        <button type="button" className="player-button" aria-label={playing ? t('player.pause') : t('player.play')} onClick={togglePlay}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className="player-button" aria-label={t('player.back', { seconds: SKIP_SECONDS })} onClick={() => skip(-SKIP_SECONDS)}>
          <SkipIcon forward={false} />
        </button>
        <button type="button" className="player-button" aria-label={t('player.forward', { seconds: SKIP_SECONDS })} onClick={() => skip(SKIP_SECONDS)}>
          <SkipIcon forward />
        </button>
        <button type="button" className="player-button" aria-label={muted ? t('player.unmute') : t('player.mute')} onClick={toggleMute}>
          <SoundIcon muted={muted} />
        </button>
        <input
          type="range"
          className="player-seek"
          aria-label={t('player.seek')}
          aria-valuetext={t('player.position', { current: formatClock(currentTime), total: formatClock(duration) })}
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
        <select className="player-speed" aria-label={t('player.speed')} value={speed} onChange={(event) => changeSpeed(Number(event.target.value))}>
          {SPEEDS.map((option) => (
            <option key={option} value={option}>
              {option}×
            </option>
          ))}
        </select>
        {renditions.mode === 'hls' && renditions.levels.length > 0 && (
          <QualityMenu levels={renditions.levels} quality={renditions.quality} dataSaver={renditions.dataSaver} onChange={renditions.choose} />
        )}
        <button type="button" className="player-button" aria-label={fullscreen.isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')} onClick={fullscreen.toggle}>
          <FullscreenIcon active={fullscreen.isFullscreen} />
        </button>
      </div>
      {failed && (
        <div className="player-error">
          <ErrorBox>{t('player.failed')}</ErrorBox>
          <button type="button" className="button button-primary" onClick={onReload}>
            {t('player.reload')}
          </button>
        </div>
      )}
    </div>
  );
}
