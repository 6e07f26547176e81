import { useId, useState } from 'react';
import { PageHead } from '../../components/PageHead';
import { formatRupees } from '../../lib/format';
import { CategoryCourses } from './CategoryCourses';
import { CategoryListing } from './CategoryListing';
import { BATCH_SIZE, COURSE_DURATION, COURSE_FEATURES, directCourseFor } from './direct-courses';
import { EnrollDialog } from './EnrollDialog';
import { courseShareImage } from '../../lib/share-images';
import { EXAM_INFO, listingCategory, programmeCategory } from './exam-info';
import './course-types.css';

/**
 * The page for one course type: /gpsc and /upsc (and an unknown type, as gpsc) show the direct-payment
 * programme with the exam's catalogue courses below; the other exams list their catalogue courses.
 */
export function CourseTypePage({ courseType }: { courseType: string }) {
  const course = directCourseFor(courseType);
  const [enrolling, setEnrolling] = useState(false);
  const featuresHeadingId = useId();
  const feesHeadingId = useId();

  const listing = listingCategory(courseType);
  if (listing) return <CategoryListing category={listing} />;
  const category = programmeCategory(courseType);

  return (
    <div className="container page course-type">
      <PageHead title={course.title} description={course.description} path={`/${courseType}`} image={courseShareImage(category)} />
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

      <CategoryCourses category={category} heading={`More ${EXAM_INFO[category].title}`} />

      {enrolling && <EnrollDialog course={course} onClose={() => setEnrolling(false)} />}
    </div>
  );
}
