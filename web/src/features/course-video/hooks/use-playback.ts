import { useEffect, useState, type RefObject, type SyntheticEvent } from 'react';
import { readSpeed, SPEEDS, storeSpeed } from '../playback-speed';

/** How far the skip buttons and the arrow keys move. */
export const SKIP_SECONDS = 10;

type MediaEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * What the <video> is doing, driven by its own events so the controls always show what the media really
 * does, and the actions on it: play or pause, mute, seek, skip, volume and speed (remembered on the device).
 */
export function usePlayback(
  videoRef: RefObject<HTMLVideoElement | null>,
  startAt: number,
  knownDuration: number | undefined,
) {
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [currentTime, setCurrentTime] = useState(startAt);
  const [duration, setDuration] = useState(knownDuration ?? 0);
  const [buffering, setBuffering] = useState(false);
  const [ended, setEnded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [speed, setSpeed] = useState(readSpeed);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = speed;
    video.playbackRate = speed;
  }, [speed, videoRef]);

  const fail = () => {
    setFailed(true);
    setPlaying(false);
    setBuffering(false);
  };

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

  /** Moves the volume by `change` within silent and full; false when there is no video to change. */
  const changeVolume = (change: number): boolean => {
    const video = videoRef.current;
    if (!video) return false;
    video.volume = Math.max(0, Math.min(1, video.volume + change));
    return true;
  };

  const changeSpeed = (next: number) => {
    setSpeed(next);
    storeSpeed(next);
  };

  /** The <video>'s event handlers that keep this state in step with the media. */
  const mediaEvents = {
    onLoadedMetadata: (event: MediaEvent) => {
      const video = event.currentTarget;
      video.playbackRate = speed;
      if (startAt > 0 && startAt < video.duration) video.currentTime = startAt;
    },
    onPlay: () => {
      setPlaying(true);
      setEnded(false);
    },
    onPause: () => setPlaying(false),
    onEnded: () => setEnded(true),
    onWaiting: () => setBuffering(true),
    onPlaying: () => setBuffering(false),
    onCanPlay: () => setBuffering(false),
    onVolumeChange: (event: MediaEvent) => setMuted(event.currentTarget.muted),
    onRateChange: (event: MediaEvent) => {
      const rate = event.currentTarget.playbackRate;
      if ((SPEEDS as readonly number[]).includes(rate)) setSpeed(rate);
    },
    onTimeUpdate: (event: MediaEvent) => setCurrentTime(event.currentTarget.currentTime),
    onDurationChange: (event: MediaEvent) => {
      const mediaDuration = event.currentTarget.duration;
      if (Number.isFinite(mediaDuration)) setDuration(mediaDuration);
    },
    onError: fail,
  };

  return {
    playing,
    muted,
    currentTime,
    duration,
    buffering,
    ended,
    failed,
    speed,
    fail,
    togglePlay,
    toggleMute,
    seekTo,
    skip,
    changeVolume,
    changeSpeed,
    mediaEvents,
  };
}

export type Playback = ReturnType<typeof usePlayback>;
