import { useCallback, useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { LoadError } from '../../components/LoadError';
import { ProgressBar } from '../../components/ProgressBar';
import { Spinner } from '../../components/Spinner';
import { fetchCourseVideos } from '../../lib/course-videos';
import { formatClock } from '../../lib/format';
import { fetchCourseProgress, watchedCount, type VideoProgress } from '../../lib/progress';
import { useData } from '../../lib/use-data';
import { useT } from '../../lib/i18n';

/** The videos, and the student's progress in them (none shown when it cannot be read). */
async function loadCurriculum(courseId: string, signal: AbortSignal) {
  const [{ videos }, progress] = await Promise.all([
    fetchCourseVideos(courseId, signal),
    fetchCourseProgress(courseId, signal).catch(() => new Map<string, VideoProgress>()),
  ]);
  return { videos, progress };
}

/** The numbered video list; rendered (and its videos fetched) only for an enrolled student. */
export function CourseCurriculum({ courseId }: { courseId: string }) {
  const headingId = useId();
  const t = useT();
  const loadVideos = useCallback((signal: AbortSignal) => loadCurriculum(courseId, signal), [courseId]);
  const result = useData(loadVideos);

  return (
    <section className="course-detail-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('curriculum.heading')}</h2>
      {result.status === 'loading' && <Spinner label={t('curriculum.loading')} />}
      {result.status === 'error' && <LoadError message={t('curriculum.failed')} onRetry={result.retry} />}
      {result.status === 'success' && result.data.videos.length === 0 && (
        <p className="muted">{t('curriculum.empty')}</p>
      )}
      {result.status === 'success' && result.data.videos.length > 0 && (
        <ProgressBar
          watched={watchedCount(
            result.data.progress,
            result.data.videos.map((video) => video._id),
          )}
          total={result.data.videos.length}
        />
      )}
      {result.status === 'success' && result.data.videos.length > 0 && (
        <ol className="curriculum">
          {result.data.videos.map((video, index) => (
            <li key={video._id} className="curriculum-item">
              <span className="curriculum-number">{index + 1}</span>{' '}
              <span className="curriculum-text">
                <span className="curriculum-title">{video.title}</span>{' '}
                {video.duration !== undefined && <span className="muted">{formatClock(video.duration)}</span>}
                {result.data.progress.get(video._id)?.watched && (
                  <>
                    {' '}
                    <span className="curriculum-watched">
                      <span aria-hidden="true">✓ </span>
                      {t('curriculum.watched')}
                    </span>
                  </>
                )}
              </span>{' '}
              <Link to={paths.courseVideo(courseId, video._id)} className="button button-outline">
                {t('curriculum.watch')}
                <span className="visually-hidden">: {video.title}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
