import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { ApiError } from '../../../lib/api';
import type { VideoProgress } from '../../../lib/progress';
import { saveVideoProgress, sendVideoProgressOnLeave, type ProgressSave } from '../api';

/** How often the position is saved while the video plays. */
export const SAVE_EVERY_MS = 10_000;
/** The server takes one write per 2 s per student; a save sooner than this waits for its turn. */
export const MIN_GAP_MS = 2_100;

function currentSave(video: HTMLVideoElement | null): ProgressSave | undefined {
  if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return undefined;
  return { position: Math.min(video.currentTime, video.duration), duration: video.duration };
}

/**
 * Saves the student's position in a lecture: every SAVE_EVERY_MS while playing, after a pause, a seek or
 * the end (spaced at least MIN_GAP_MS apart, the last one always sent), and when the page is hidden,
 * left or the lecture changes (keepalive, so it survives the page). Failed saves are dropped: the next
 * one carries the newer position anyway.
 */
export function useProgressSaver(
  courseId: string,
  videoId: string,
  videoRef: RefObject<HTMLVideoElement | null>,
  onSaved: (progress: VideoProgress) => void,
): void {
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  });

  // A layout effect: listening starts in the commit that shows the video, so a pause or seek that comes
  // before the browser next paints (a busy device, a keyboard shortcut at once) is saved too.
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let lastSentAt = 0;
    let lastSent: ProgressSave | undefined;
    let trailing: ReturnType<typeof setTimeout> | undefined;

    const unchanged = (save: ProgressSave) =>
      lastSent !== undefined && Math.abs(lastSent.position - save.position) < 0.5;

    const save = () => {
      const next = currentSave(video);
      if (!next || unchanged(next)) return;
      const wait = lastSentAt + MIN_GAP_MS - Date.now();
      if (wait > 0) {
        trailing ??= setTimeout(() => {
          trailing = undefined;
          save();
        }, wait);
        return;
      }
      lastSentAt = Date.now();
      lastSent = next;
      saveVideoProgress(courseId, videoId, next).then(
        (progress) => onSavedRef.current(progress),
        (error: unknown) => {
          lastSent = undefined; // not saved: the next save carries it
          // Too soon after another save (another tab, a reload): try once more when the server allows it.
          if (error instanceof ApiError && error.status === 429)
            trailing ??= setTimeout(() => ((trailing = undefined), save()), MIN_GAP_MS);
        },
      );
    };
    const leave = () => {
      clearTimeout(trailing);
      trailing = undefined;
      const next = currentSave(video);
      if (!next || unchanged(next)) return;
      lastSent = next;
      lastSentAt = Date.now();
      sendVideoProgressOnLeave(courseId, videoId, next);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };

    const timer = setInterval(() => {
      if (!video.paused) save();
    }, SAVE_EVERY_MS);
    video.addEventListener('pause', save);
    video.addEventListener('seeked', save);
    video.addEventListener('ended', save);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      video.removeEventListener('pause', save);
      video.removeEventListener('seeked', save);
      video.removeEventListener('ended', save);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
    };
  }, [courseId, videoId, videoRef]);
}
