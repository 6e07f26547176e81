import { VIDEO_CONTENT_TYPES } from '../../../../../shared/schemas';

export const VIDEO_FILE_ACCEPT = [...VIDEO_CONTENT_TYPES, '.mp4', '.webm', '.avi', '.mov'].join(',');

const VIDEO_EXTENSION = /\.(mp4|webm|avi|mov)$/i;

/** Browsers do not always know a file's type (AVI and MOV often come without one), so the name counts too. */
export function isVideoFile(file: File): boolean {
  return (VIDEO_CONTENT_TYPES as readonly string[]).includes(file.type) || VIDEO_EXTENSION.test(file.name);
}

/** A file whose metadata never loads must not hold up the upload. */
const METADATA_TIMEOUT_MS = 10_000;

/** The video's length in whole seconds, read by the browser; undefined when it cannot play the file. */
export function readVideoDuration(file: File): Promise<number | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const finish = (seconds: number | undefined) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(undefined), METADATA_TIMEOUT_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => finish(Number.isFinite(video.duration) ? Math.round(video.duration) : undefined);
    video.onerror = () => finish(undefined);
    video.src = url;
  });
}
