import { Suspense, useId, useState } from 'react';
import { PageHead } from '../../components/PageHead';
import { formatRupees } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import type { ReceiptRef } from './card-payment/api';
import { PaidReceipt } from './card-payment/PaidReceipt';
import { CategoryCourses } from './CategoryCourses';
import { CategoryListing } from './CategoryListing';
import { WaysToStudy } from './WaysToStudy';
import { BATCH_SIZE, COURSE_FEATURES, directCourseFor, directCourseText } from './direct-courses';
import { courseShareImage } from '../../lib/share-images';
import { EXAM_INFO, listingCategory, programmeCategory } from './exam-info';
import './course-types.css';

// The form, its checks and the payment code load on Register now, not with the page.
/** The catalogue's courses below the programme, which the two-ways section links to. */
const VIDEO_COURSES_ID = 'video-courses';

const EnrollDialog = lazyComponent(() => import('./EnrollDialog').then((module) => module.EnrollDialog));

/**
 * The page for one course type: /gpsc and /upsc (and an unknown type, as gpsc) show the direct-payment
 * programme with the exam's catalogue courses below; the other exams list their catalogue courses.
 */
export function CourseTypePage({ courseType }: { courseType: string }) {
  const course = directCourseFor(courseType);
  const [enrolling, setEnrolling] = useState(false);
  const [paid, setPaid] = useState<ReceiptRef | null>(null);
  const featuresHeadingId = useId();
  const feesHeadingId = useId();
  const t = useT();

  const listing = listingCategory(courseType);
  if (listing) return <CategoryListing category={listing} />;
  const category = programmeCategory(courseType);
  const text = directCourseText(course);
  const title = t(text.title);
  const description = t(text.description);

  return (
    <div className="container page course-type">
      <PageHead title={title} description={description} path={`/${courseType}`} image={courseShareImage(category)} />
      <div className="course-type-intro">
        <h1>{title}</h1>
        <p className="course-type-description">{description}</p>
      </div>

      <section className="course-type-features" aria-labelledby={featuresHeadingId}>
        <h2 id={featuresHeadingId}>{t('courseType.features')}</h2>
        <ul>
          {COURSE_FEATURES.map((feature) => (
            <li key={feature}>{t(feature)}</li>
          ))}
        </ul>
      </section>

      <section className="course-type-fees" aria-labelledby={feesHeadingId}>
        <h2 id={feesHeadingId}>{t('courseType.durationAndFees')}</h2>
        <dl>
          <div>
            <dt>{t('courseType.duration')}</dt>
            <dd>{t('courseType.durationValue')}</dd>
          </div>
          <div>
            <dt>{t('courseType.batchSize')}</dt>
            <dd>{t('courseType.batchValue', { count: BATCH_SIZE })}</dd>
          </div>
          <div>
            <dt>{t('courseType.fees')}</dt>
            <dd>
              <span className="visually-hidden">{t('courseType.originalFee')} </span>
              <s className="fee-original">{formatRupees(course.cancelled_fee)}</s>
              <span className="visually-hidden">, {t('courseType.nowFee')} </span>
              <strong className="fee-current">{formatRupees(course.fees)}</strong>
            </dd>
          </div>
        </dl>
        <button type="button" className="button button-primary button-block" onClick={() => setEnrolling(true)}>
          {t('courseType.register')}
        </button>
        <div role="status">{paid && <PaidReceipt receipt={paid} />}</div>
      </section>

      <WaysToStudy exam={category.toUpperCase()} videoCoursesId={VIDEO_COURSES_ID} />

      <CategoryCourses
        id={VIDEO_COURSES_ID}
        category={category}
        heading={t('courseType.more', { title: t(EXAM_INFO[category].title) })}
      />

      {enrolling && (
        <Suspense fallback={null}>
          <EnrollDialog
            course={course}
            title={title}
            description={description}
            onPaid={(receipt) => {
              setPaid(receipt);
              setEnrolling(false);
            }}
            onClose={() => setEnrolling(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
