import { useCallback, useMemo, useState } from 'react';
import { fetchCourseProgress, type VideoProgress } from '../../../lib/progress';
import { useData } from '../../../lib/use-data';

/**
 * The student's saved progress in a course, kept current with the saves this page makes. While it
 * loads, `ready` is false; if it cannot be read, lectures start from the beginning and nothing is marked.
 */
export function useCourseProgress(courseId: string) {
  const load = useCallback((signal: AbortSignal) => fetchCourseProgress(courseId, signal), [courseId]);
  const loaded = useData(load);
  const [saves, setSaves] = useState<ReadonlyMap<string, VideoProgress>>(new Map());
  const loadedData = loaded.status === 'success' ? loaded.data : undefined;

  const progress = useMemo(() => new Map([...(loadedData ?? []), ...saves]), [loadedData, saves]);
  const record = useCallback((entry: VideoProgress) => {
    setSaves((current) => new Map(current).set(entry.videoId, entry));
  }, []);

  return { ready: loaded.status !== 'loading', progress, record };
}
