import { useId } from 'react';
import { useT } from '../../lib/i18n';

/**
 * What this page sells next to the catalogue's courses below it: the classroom programme, paid here by
 * card without an account, and the video courses, bought on their own pages after logging in (UPI or
 * online). Two offers, said plainly so nobody pays for one expecting the other.
 */
export function WaysToStudy({ exam, videoCoursesId }: { exam: string; videoCoursesId: string }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="course-type-ways" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('courseType.waysHeading', { exam })}</h2>
      <div className="course-type-ways-grid">
        <div>
          <h3>{t('courseType.classroomTitle')}</h3>
          <p>{t('courseType.classroomText')}</p>
        </div>
        <div>
          <h3>{t('courseType.videoTitle')}</h3>
          <p>{t('courseType.videoText')}</p>
          <a href={`#${videoCoursesId}`}>{t('courseType.videoLink', { exam })}</a>
        </div>
      </div>
    </section>
  );
}
