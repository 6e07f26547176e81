import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/error-messages';
import {
  UploadCancelled,
  uploadCourseVideo,
  type UploadProgress,
  type VideoUpload,
  type VideoUploadOptions,
} from '../../../lib/video-upload';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: UploadProgress; cancelling: boolean }
  | { status: 'cancelled' }
  | { status: 'failed'; reason: string };

export type UploadOutcome = 'uploaded' | 'cancelled' | 'failed';

/** One video upload at a time, with its progress; an upload still running when the dialog goes away is cancelled. */
export function useVideoUpload() {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<VideoUpload | undefined>(undefined);
  const unmounted = useRef(false);

  useEffect(() => {
    unmounted.current = false;
    const uploads = running;
    return () => {
      unmounted.current = true;
      void uploads.current?.cancel();
    };
  }, []);

  const start = useCallback(async (options: Omit<VideoUploadOptions, 'onProgress'>): Promise<UploadOutcome> => {
    // The dialog can close while the form is still being prepared (reading the video's length).
    if (unmounted.current) return 'cancelled';
    setState({ status: 'uploading', progress: initialProgress(options.file), cancelling: false });
    const upload = uploadCourseVideo({
      ...options,
      onProgress: (progress) =>
        setState((current) => (current.status === 'uploading' ? { ...current, progress } : current)),
    });
    running.current = upload;
    try {
      await upload.done;
      setState({ status: 'idle' });
      return 'uploaded';
    } catch (error) {
      if (error instanceof UploadCancelled) {
        setState({ status: 'cancelled' });
        return 'cancelled';
      }
      setState({ status: 'failed', reason: errorMessage(error, 'Failed to upload video') });
      return 'failed';
    } finally {
      running.current = undefined;
    }
  }, []);

  const cancel = useCallback(async () => {
    setState((current) => (current.status === 'uploading' ? { ...current, cancelling: true } : current));
    await running.current?.cancel();
  }, []);

  return { state, start, cancel };
}

function initialProgress(file: File): UploadProgress {
  return {
    phase: 'preparing',
    bytesSent: 0,
    totalBytes: file.size,
    percent: 0,
    bytesPerSecond: 0,
    secondsLeft: undefined,
    retrying: false,
  };
}
