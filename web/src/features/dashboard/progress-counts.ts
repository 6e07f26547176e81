import type { Enrollment } from '../../lib/enrollments';
import type { CourseProgress } from './api';

export interface ProgressCounts {
  completed: number;
  inProgress: number;
  /** The enrolled course the student watched most recently, to continue. */
  last: { enrollment: Enrollment; progress: CourseProgress } | undefined;
}

/** Completed: every lecture watched. In progress: started, not completed. A course with no lectures is neither. */
export function progressCounts(
  enrollments: Enrollment[],
  progress: ReadonlyMap<string, CourseProgress>,
): ProgressCounts {
  let completed = 0;
  let inProgress = 0;
  let last: ProgressCounts['last'];
  for (const enrollment of enrollments) {
    const entry = progress.get(enrollment.course._id);
    if (!entry || entry.total === 0) continue;
    if (entry.watched >= entry.total) completed += 1;
    else inProgress += 1;
    if (!last || entry.updatedAt > last.progress.updatedAt) last = { enrollment, progress: entry };
  }
  return { completed, inProgress, last };
}
