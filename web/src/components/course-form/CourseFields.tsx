import { useId } from 'react';
import { COURSE_CATEGORIES, type CourseCategory } from '../../../../shared/constants';
import type { CourseDraft } from '../../lib/course-form/course-draft';
import { TextField } from '../TextField';
import { FeatureListEditor } from './FeatureListEditor';
import './course-form.css';

interface CourseFieldsProps {
  draft: CourseDraft;
  onChange: (change: Partial<CourseDraft>) => void;
}

/** The course fields shared by the create page and the edit dialog. */
export function CourseFields({ draft, onChange }: CourseFieldsProps) {
  const descriptionId = useId();
  const categoryId = useId();

  return (
    <>
      <TextField label="Title" required value={draft.title} onChange={(title) => onChange({ title })} />
      <div className="field">
        <label htmlFor={descriptionId}>Description</label>
        <textarea
          id={descriptionId}
          required
          rows={4}
          value={draft.description}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
      <TextField
        label="Price (₹)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        value={draft.price}
        onChange={(price) => onChange({ price })}
      />
      <div className="field">
        <label htmlFor={categoryId}>Category</label>
        <select
          id={categoryId}
          required
          value={draft.category}
          onChange={(event) => onChange({ category: event.target.value as CourseCategory })}
        >
          {COURSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category.toUpperCase()}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Duration" value={draft.duration} onChange={(duration) => onChange({ duration })} />
      <FeatureListEditor features={draft.features} onChange={(features) => onChange({ features })} />
    </>
  );
}
