import type { Course } from '../../../../shared/types';
import type { StudyNote } from '../../lib/study-notes';
import type { Data } from '../../lib/use-data';
import { formatRupees } from '../../lib/rupees';
import type { CourseAccess } from './course-access';
import { EnrollActions } from './EnrollActions';
import { NotesDownloadButton } from './NotesDownloadButton';
import { useT } from '../../lib/i18n';

/** Fixed placeholder figure (spec sections 2 and 9): the product has no levels, languages or reviews yet. */
const PLACEHOLDER_RATING = '4.8';

/** `notes`: the course's notes, for an enrolled student only (undefined for anyone else). */
export function CoursePanel({
  course,
  access,
  notes,
}: {
  course: Course;
  access: CourseAccess;
  notes?: Data<StudyNote[]>;
}) {
  const t = useT();
  return (
    <aside className="course-panel" aria-label={t('coursePanel.label')}>
      <p className="course-panel-price">{formatRupees(course.price)}</p>
      <EnrollActions course={course} access={access} />
      <h2 className="course-panel-heading">{t('coursePanel.details')}</h2>
      <dl className="course-panel-facts">
        <div>
          <dt>{t('coursePanel.level')}</dt>
          <dd>{t('coursePanel.levelValue')}</dd>
        </div>
        <div>
          <dt>{t('coursePanel.language')}</dt>
          <dd>{t('coursePanel.languageValue')}</dd>
        </div>
        <div>
          <dt>{t('coursePanel.students')}</dt>
          <dd>{t('coursePanel.studentsValue')}</dd>
        </div>
        <div>
          <dt>{t('coursePanel.rating')}</dt>
          <dd>
            <span aria-hidden="true">★ </span>
            {PLACEHOLDER_RATING} <span className="muted">({t('coursePanel.reviews')})</span>
          </dd>
        </div>
      </dl>
      {/* Wishlist and share are placeholders in the product as well: they have no action yet. */}
      <div className="course-panel-tools">
        <button type="button" className="button button-outline">
          <span aria-hidden="true">♡</span> {t('coursePanel.wishlist')}
        </button>
        <button type="button" className="button button-outline">
          <span aria-hidden="true">↗</span> {t('coursePanel.share')}
        </button>
        <NotesDownloadButton notes={notes} />
      </div>
    </aside>
  );
}
