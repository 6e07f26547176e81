import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { formatClock } from '../../lib/format';
import type { ProgressCounts } from './progress-counts';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedTitle } from '../../lib/course-text';

/** The lecture the student watched last, opened where it stopped (the player resumes from the saved position). */
export function ContinueLearning({ last }: { last: NonNullable<ProgressCounts['last']> }) {
  const headingId = useId();
  const t = useT();
  const title = localizedTitle(last.enrollment.course, useActiveLanguage());
  const { progress } = last;
  // Every lecture watched: nothing to continue, the course can be watched again from the start.
  const finished = progress.total > 0 && progress.watched >= progress.total;
  return (
    <section className="dashboard-continue" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{finished ? t('dashboard.completedHeading') : t('dashboard.continueHeading')}</h2>
        <p className="muted">
          {finished
            ? t('dashboard.completedText', { title })
            : t('dashboard.stoppedAt', { title, time: formatClock(progress.lastPosition) })}
        </p>
      </div>
      <Link
        to={
          finished ? paths.courseVideos(progress.courseId) : paths.courseVideo(progress.courseId, progress.lastVideoId)
        }
        className="button button-primary"
      >
        {finished ? t('dashboard.watchAgain') : t('dashboard.continue')}
        <span className="visually-hidden">: {title}</span>
      </Link>
    </section>
  );
}
