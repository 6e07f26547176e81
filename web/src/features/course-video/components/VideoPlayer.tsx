import { useRef, type ReactNode, type RefObject } from 'react';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../lib/i18n';
import type { LectureRenditions } from '../api';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useHls } from '../hooks/use-hls';
import { SKIP_SECONDS, usePlayback } from '../hooks/use-playback';
import { playerKeyHandler } from '../player-keys';
import { PlayerControls } from './PlayerControls';

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
export function VideoPlayer({
  src,
  hls,
  title,
  knownDuration,
  startAt = 0,
  onReload,
  videoRef: outerRef,
  endScreen,
}: VideoPlayerProps) {
  const innerRef = useRef<HTMLVideoElement>(null);
  const videoRef = outerRef ?? innerRef;
  const playerRef = useRef<HTMLDivElement>(null);
  const t = useT();
  const playback = usePlayback(videoRef, startAt, knownDuration);
  const fullscreen = useFullscreen(playerRef);
  const renditions = useHls(videoRef, hls, playback.fail);
  const onKeyDown = playerKeyHandler({ ...playback, toggleFullscreen: fullscreen.toggle }, SKIP_SECONDS);

  return (
    <div
      ref={playerRef}
      className="player"
      role="group"
      aria-label={t('player.label', { title })}
      onKeyDown={onKeyDown}
    >
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
          onClick={playback.togglePlay}
          onDoubleClick={fullscreen.toggle}
          {...playback.mediaEvents}
        />
        {playback.buffering && !playback.failed && (
          <div className="player-buffering" role="status">
            <span className="spinner-circle" aria-hidden="true" />
            <span className="visually-hidden">{t('player.buffering')}</span>
          </div>
        )}
        {playback.ended && endScreen && <div className="player-end">{endScreen}</div>}
      </div>
      <PlayerControls playback={playback} renditions={renditions} fullscreen={fullscreen} />
      {playback.failed && (
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
