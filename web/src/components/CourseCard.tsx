import { Link } from 'react-router-dom';
import type { Course } from '../../../shared/types';
import { paths } from '../lib/paths';
import { FeaturePreview } from './FeaturePreview';
import { formatRupees } from '../lib/format';

/** Placeholder figure shown on every card (spec section 9). */
const PLACEHOLDER_RATING = '4.8';

export type CourseTitleLevel = 2 | 3;

export function CourseCard({ course, headingLevel }: { course: Course; headingLevel: CourseTitleLevel }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="course-card">
      {course.thumbnail ? (
        <img className="course-thumbnail" src={course.thumbnail} alt="" loading="lazy" />
      ) : (
        <div className="course-thumbnail course-thumbnail-placeholder" aria-hidden="true">
          {course.category.toUpperCase()}
        </div>
      )}
      <div className="course-card-body">
        <div className="course-card-meta">
          <span className="course-price">{formatRupees(course.price)}</span>
          <span className="course-category">{course.category.toUpperCase()}</span>
          <span className="course-rating">
            <span aria-hidden="true">★ </span>
            <span className="visually-hidden">Rating </span>
            {PLACEHOLDER_RATING}
          </span>
        </div>
        <Title className="course-title">
          {/* The link stretches over the whole card (CSS), so a click anywhere opens the course. */}
          <Link to={paths.course(course._id)} className="course-link">
            {course.title}
          </Link>
        </Title>
        <p className="course-description">{course.description}</p>
        <ul className="course-facts">
          <li>{course.duration}</li>
          <li>Video Lectures</li>
          <li>Expert Faculty</li>
        </ul>
        <FeaturePreview features={course.features} />
      </div>
    </article>
  );
}
