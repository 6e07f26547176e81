import { formatClock } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { SPEEDS } from '../playback-speed';
import type { HlsPlayback } from '../hooks/use-hls';
import { SKIP_SECONDS, type Playback } from '../hooks/use-playback';
import { FullscreenIcon, PauseIcon, PlayIcon, SkipIcon, SoundIcon } from './PlayerIcons';
import { QualityMenu } from './QualityMenu';

interface PlayerControlsProps {
  playback: Playback;
  renditions: HlsPlayback;
  fullscreen: { isFullscreen: boolean; toggle: () => void };
}

/** The bar under the video: play/pause, ±10 s, mute, the seek bar, elapsed/total time, speed, quality and fullscreen. */
export function PlayerControls({ playback, renditions, fullscreen }: PlayerControlsProps) {
  const t = useT();
  const { playing, muted, currentTime, duration, speed } = playback;
  return (
    <div className="player-controls">
      <button
        type="button"
        className="player-button"
        aria-label={playing ? t('player.pause') : t('player.play')}
        onClick={playback.togglePlay}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <button
        type="button"
        className="player-button"
        aria-label={t('player.back', { seconds: SKIP_SECONDS })}
        onClick={() => playback.skip(-SKIP_SECONDS)}
      >
        <SkipIcon forward={false} />
      </button>
      <button
        type="button"
        className="player-button"
        aria-label={t('player.forward', { seconds: SKIP_SECONDS })}
        onClick={() => playback.skip(SKIP_SECONDS)}
      >
        <SkipIcon forward />
      </button>
      <button
        type="button"
        className="player-button"
        aria-label={muted ? t('player.unmute') : t('player.mute')}
        onClick={playback.toggleMute}
      >
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
        onChange={(event) => playback.seekTo(Number(event.target.value))}
      />
      <span className="player-time" data-testid="video-time">
        {formatClock(currentTime)} / {formatClock(duration)}
      </span>
      <select
        className="player-speed"
        aria-label={t('player.speed')}
        value={speed}
        onChange={(event) => playback.changeSpeed(Number(event.target.value))}
      >
        {SPEEDS.map((option) => (
          <option key={option} value={option}>
            {option}×
          </option>
        ))}
      </select>
      {renditions.mode === 'hls' && renditions.levels.length > 0 && (
        <QualityMenu
          levels={renditions.levels}
          quality={renditions.quality}
          dataSaver={renditions.dataSaver}
          onChange={renditions.choose}
        />
      )}
      <button
        type="button"
        className="player-button"
        aria-label={fullscreen.isFullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
        onClick={fullscreen.toggle}
      >
        <FullscreenIcon active={fullscreen.isFullscreen} />
      </button>
    </div>
  );
}
