import { Link } from 'react-router-dom';
import type { Course } from '#shared/types.js';
import { paths } from '../lib/paths';
import { FeaturePreview } from './FeaturePreview';
import { formatRupees } from '../lib/rupees';
import { useActiveLanguage, useT } from '../lib/i18n';
import {
  categoryLabel,
  localizedDescription,
  localizedDuration,
  localizedFeatures,
  localizedTitle,
} from '../lib/course-text';

/** Placeholder figure shown on every card (spec section 9). */
const PLACEHOLDER_RATING = '4.8';

export type CourseTitleLevel = 2 | 3;

export function CourseCard({ course, headingLevel }: { course: Course; headingLevel: CourseTitleLevel }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const language = useActiveLanguage();
  return (
    <article className="course-card">
      {course.thumbnail ? (
        <img className="course-thumbnail" src={course.thumbnail} alt="" loading="lazy" />
      ) : (
        <div className="course-thumbnail course-thumbnail-placeholder" aria-hidden="true">
          {categoryLabel(course.category, t)}
        </div>
      )}
      <div className="course-card-body">
        <div className="course-card-meta">
          <span className="course-price">{formatRupees(course.price)}</span>
          <span className="course-category">{categoryLabel(course.category, t)}</span>
          <span className="course-rating">
            <span aria-hidden="true">★ </span>
            <span className="visually-hidden">{t('courseCard.rating')} </span>
            {PLACEHOLDER_RATING}
          </span>
        </div>
        <Title className="course-title">
          {/* The link stretches over the whole card (CSS), so a click anywhere opens the course. */}
          <Link to={paths.course(course._id)} className="course-link">
            {localizedTitle(course, language)}
          </Link>
        </Title>
        <p className="course-description">{localizedDescription(course, language)}</p>
        <ul className="course-facts">
          <li>{localizedDuration(course.duration, t)}</li>
          <li>{t('courseCard.videoLectures')}</li>
          <li>{t('courseCard.expertFaculty')}</li>
        </ul>
        <FeaturePreview features={localizedFeatures(course, language)} />
      </div>
    </article>
  );
}
