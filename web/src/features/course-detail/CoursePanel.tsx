import type { Course } from '../../../../shared/types';
import { formatRupees } from '../../lib/format';
import type { CourseAccess } from './course-access';
import { EnrollActions } from './EnrollActions';

/** Fixed placeholder figures (spec sections 2 and 9): the product has no levels, languages or reviews yet. */
const PLACEHOLDERS = {
  level: 'Beginner',
  language: 'English',
  students: '50 students',
  rating: '4.8',
  reviews: '1,234 reviews',
};

export function CoursePanel({ course, access }: { course: Course; access: CourseAccess }) {
  return (
    <aside className="course-panel" aria-label="Enrollment">
      <p className="course-panel-price">{formatRupees(course.price)}</p>
      <EnrollActions course={course} access={access} />
      <h2 className="course-panel-heading">Course details</h2>
      <dl className="course-panel-facts">
        <div>
          <dt>Level</dt>
          <dd>{PLACEHOLDERS.level}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{PLACEHOLDERS.language}</dd>
        </div>
        <div>
          <dt>Students</dt>
          <dd>{PLACEHOLDERS.students}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>
            <span aria-hidden="true">★ </span>
            {PLACEHOLDERS.rating} <span className="muted">({PLACEHOLDERS.reviews})</span>
          </dd>
        </div>
      </dl>
      {/* Placeholders in the product as well: these buttons have no action yet. */}
      <div className="course-panel-tools">
        <button type="button" className="button button-outline">
          <span aria-hidden="true">♡</span> Wishlist
        </button>
        <button type="button" className="button button-outline">
          <span aria-hidden="true">↗</span> Share
        </button>
        <button type="button" className="button button-outline">
          <span aria-hidden="true">↓</span> Download
        </button>
      </div>
    </aside>
  );
}
