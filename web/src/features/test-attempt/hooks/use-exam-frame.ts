import { useEffect } from 'react';

/** The class the exam's stylesheet hides the site's header, footer and menu under. */
export const EXAM_FRAME_CLASS = 'exam-running';

/**
 * While the attempt is on screen the page is the exam alone: the class on <html> lets this feature's
 * own stylesheet hide the site's frame, so the first page's code carries nothing for it.
 */
export function useExamFrame(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(EXAM_FRAME_CLASS);
    return () => root.classList.remove(EXAM_FRAME_CLASS);
  }, []);
}
