import { useCallback, useRef } from 'react';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-messages';
import { useT } from '../../../lib/i18n';
import type { CourseVideo } from '../../../../../shared/types';
import { saveVideoOrder } from './api';

/**
 * Saves the course's video order, one request at a time: moves made while one is on its way are
 * sent together after it, as the latest whole list. After a failure the list is read again.
 */
export function useVideoOrder(courseId: string, onSaved: (videos: CourseVideo[]) => void, onFailed: () => void) {
  const t = useT();
  const toast = useToast();
  const queued = useRef<string[] | undefined>(undefined);
  const running = useRef(false);

  return useCallback(
    async (videoIds: string[]) => {
      queued.current = videoIds;
      if (running.current) return;
      running.current = true;
      try {
        while (queued.current) {
          const sending = queued.current;
          queued.current = undefined;
          const saved = await saveVideoOrder(courseId, sending);
          if (!queued.current) onSaved(saved);
        }
      } catch (error) {
        queued.current = undefined;
        toast.error(errorMessage(error, t('adminVideos.reorderFailed')));
        onFailed();
      } finally {
        running.current = false;
      }
    },
    [courseId, onSaved, onFailed, t, toast],
  );
}
