import { useId } from 'react';
import { formatRupees } from '../../lib/format';
import type { CourseDraft } from './course-draft';

/** Spec section 9: cards and previews show at most 3 features. */
const PREVIEW_FEATURES = 3;

export function CoursePreview({ draft }: { draft: CourseDraft }) {
  const price = Number(draft.price);
  const extraFeatures = draft.features.length - PREVIEW_FEATURES;
  const headingId = useId();

  return (
    <aside className="admin-courses-preview" aria-labelledby={headingId}>
      <h2 id={headingId}>Preview</h2>
      <article className="course-card">
        <div className="course-card-body">
          <div className="course-card-meta">
            <span className="course-price">{draft.price.trim() && Number.isFinite(price) ? formatRupees(price) : '₹—'}</span>
            <span className="course-category">{draft.category.toUpperCase()}</span>
          </div>
          <h3 className="course-title">{draft.title.trim() || 'Course title'}</h3>
          {draft.description.trim() && <p className="course-description">{draft.description}</p>}
          {draft.duration.trim() && (
            <ul className="course-facts">
              <li>{draft.duration}</li>
            </ul>
          )}
          {draft.features.length > 0 && (
            <ul className="course-features">
              {draft.features.slice(0, PREVIEW_FEATURES).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          {extraFeatures > 0 && <p className="muted">{`+${extraFeatures} more features`}</p>}
        </div>
      </article>
    </aside>
  );
}
