import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { formatClock } from '../../lib/format';
import type { ProgressCounts } from './progress-counts';

/** The lecture the student watched last, opened where it stopped (the player resumes from the saved position). */
export function ContinueLearning({ last }: { last: NonNullable<ProgressCounts['last']> }) {
  const headingId = useId();
  const { enrollment, progress } = last;
  return (
    <section className="dashboard-continue" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>Continue learning</h2>
        <p className="muted">
          {enrollment.course.title}, stopped at {formatClock(progress.lastPosition)}
        </p>
      </div>
      <Link to={paths.courseVideo(progress.courseId, progress.lastVideoId)} className="button button-primary">
        Continue<span className="visually-hidden">: {enrollment.course.title}</span>
      </Link>
    </section>
  );
}
