import { useId, useState } from 'react';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { formatRupees } from '../../lib/format';
import { BATCH_SIZE, COURSE_DURATION, COURSE_FEATURES, directCourseFor } from './direct-courses';
import { EnrollDialog } from './EnrollDialog';
import './course-types.css';

/** The page for one course type (/gpsc, /upsc, /ssc, ...); an unknown type shows gpsc. */
export function CourseTypePage({ courseType }: { courseType: string }) {
  const course = directCourseFor(courseType);
  const [enrolling, setEnrolling] = useState(false);
  const featuresHeadingId = useId();
  const feesHeadingId = useId();

  return (
    <div className="container page course-type">
      <title>{`${course.title} | ${INSTITUTE_NAME}`}</title>
      <div className="course-type-intro">
        <h1>{course.title}</h1>
        <p className="course-type-description">{course.description}</p>
      </div>

      <section className="course-type-features" aria-labelledby={featuresHeadingId}>
        <h2 id={featuresHeadingId}>Course Features</h2>
        <ul>
          {COURSE_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </section>

      <section className="course-type-fees" aria-labelledby={feesHeadingId}>
        <h2 id={feesHeadingId}>Duration and Fees</h2>
        <dl>
          <div>
            <dt>Duration</dt>
            <dd>{COURSE_DURATION}</dd>
          </div>
          <div>
            <dt>Batch size</dt>
            <dd>{BATCH_SIZE} students</dd>
          </div>
          <div>
            <dt>Fees</dt>
            <dd>
              <span className="visually-hidden">Original fee </span>
              <s className="fee-original">{formatRupees(course.cancelled_fee)}</s>
              <span className="visually-hidden">, now </span>
              <strong className="fee-current">{formatRupees(course.fees)}</strong>
            </dd>
          </div>
        </dl>
        <button type="button" className="button button-primary button-block" onClick={() => setEnrolling(true)}>
          Register now
        </button>
      </section>

      {enrolling && <EnrollDialog course={course} onClose={() => setEnrolling(false)} />}
    </div>
  );
}
