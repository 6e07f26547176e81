import { useEffect, useState } from 'react';
import type { AdminCourseVideo, VideoProcessing } from '../../../../../shared/video-processing';
import { fetchAdminCourseVideos } from './api';

/** How often a processing video's percent is read again. */
export const PROCESSING_POLL_MS = 3000;

/** The video's conversion state, read again every few seconds while it is processing. */
export function useVideoProcessing(courseId: string, video: AdminCourseVideo) {
  const [processing, setProcessing] = useState<VideoProcessing | undefined>(video.processing);
  useEffect(() => setProcessing(video.processing), [video.processing]);
  const isProcessing = processing?.state === 'processing';
  useEffect(() => {
    if (!isProcessing) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      fetchAdminCourseVideos(courseId, controller.signal)
        .then((videos) => {
          const now = (videos as AdminCourseVideo[]).find((item) => item._id === video._id);
          if (now?.processing) setProcessing(now.processing);
        })
        // A missed reading is taken again at the next tick.
        .catch(() => undefined);
    }, PROCESSING_POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [courseId, video._id, isProcessing]);
  return [processing, setProcessing] as const;
}
