import { useId } from 'react';
import { FeaturePreview } from '../../components/FeaturePreview';
import { isRupeeAmount } from '../../../../shared/money';
import { formatRupees } from '../../lib/format';
import type { CourseDraft } from '../../lib/course-form/course-draft';

export function CoursePreview({ draft }: { draft: CourseDraft }) {
  const price = Number(draft.price);
  const headingId = useId();

  return (
    <aside className="admin-courses-preview" aria-labelledby={headingId}>
      <h2 id={headingId}>Preview</h2>
      <article className="course-card">
        <div className="course-card-body">
          <div className="course-card-meta">
            <span className="course-price">
              {draft.price.trim() && isRupeeAmount(price) ? formatRupees(price) : '₹—'}
            </span>
            <span className="course-category">{draft.category.toUpperCase()}</span>
          </div>
          <h3 className="course-title">{draft.title.trim() || 'Course title'}</h3>
          {draft.description.trim() && <p className="course-description">{draft.description}</p>}
          {draft.duration.trim() && (
            <ul className="course-facts">
              <li>{draft.duration}</li>
            </ul>
          )}
          <FeaturePreview features={draft.features} moreLabel="more features" />
        </div>
      </article>
    </aside>
  );
}
