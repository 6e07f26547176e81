import { Suspense, useId } from 'react';
import { PageHead } from '../../components/PageHead';
import { courseShareImage } from '../../lib/share-images';
import { paths } from '../../lib/paths';
import type { Course } from '../../../../shared/types';
import type { CourseAccess } from './course-access';
import { Spinner } from '../../components/Spinner';
import { lazyComponent } from '../../lib/lazy-component';
import { CoursePanel } from './CoursePanel';
import { useCourseNotes } from './course-notes';
import { WaysToPay } from './WaysToPay';
import { useActiveLanguage, useT } from '../../lib/i18n';
import {
  categoryLabel,
  localizedDescription,
  localizedDuration,
  localizedFeatures,
  localizedTitle,
} from '../../lib/course-text';

// Only an enrolled student sees the curriculum: its code loads for them, not with every course page.
const CourseCurriculum = lazyComponent(() => import('./CourseCurriculum').then((module) => module.CourseCurriculum));
const CourseNotes = lazyComponent(() => import('./CourseNotes').then((module) => module.CourseNotes));

export function CourseOverview({ course, access }: { course: Course; access: CourseAccess }) {
  const featuresHeadingId = useId();
  const t = useT();
  const language = useActiveLanguage();
  const title = localizedTitle(course, language);
  const description = localizedDescription(course, language);
  const features = localizedFeatures(course, language);
  const notes = useCourseNotes(course._id, access.kind === 'enrolled');

  return (
    <div className="course-detail-layout">
      <PageHead
        title={title}
        description={description}
        path={paths.course(course._id)}
        image={course.thumbnail ?? courseShareImage(course.category)}
      />
      <header className="course-detail-header">
        <p className="course-detail-category">{categoryLabel(course.category, t)}</p>
        <h1>{title}</h1>
        <p className="course-detail-description">{description}</p>
        <ul className="course-detail-facts" aria-label={t('courseDetail.facts')}>
          <li>{t('courseDetail.duration', { duration: localizedDuration(course.duration, t) })}</li>
          <li>{t('courseDetail.videoCount', { count: course.videoCount })}</li>
        </ul>
      </header>
      <CoursePanel course={course} access={access} notes={notes} />
      <div className="course-detail-content">
        {features.length > 0 && (
          <section className="course-detail-section" aria-labelledby={featuresHeadingId}>
            <h2 id={featuresHeadingId}>{t('courseDetail.whatYoullLearn')}</h2>
            <ul className="course-detail-features">
              {features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </section>
        )}
        <WaysToPay course={course} />
        {access.kind === 'enrolled' && (
          <Suspense fallback={<Spinner label={t('curriculum.loading')} />}>
            <CourseCurriculum courseId={course._id} />
          </Suspense>
        )}
        {notes && (
          <Suspense fallback={<Spinner label={t('notes.loading')} />}>
            <CourseNotes courseId={course._id} notes={notes} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
