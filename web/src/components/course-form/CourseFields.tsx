import { useId } from 'react';
import { COURSE_CATEGORIES } from '#shared/constants.js';
import type { CourseDraft, CourseField } from '../../lib/course-form/course-draft';
import type { FieldErrors } from '../../lib/field-errors';
import { FieldError } from '../FieldError';
import { gapDescription, GujaratiGapHint, GujaratiGapsCount } from '../GujaratiGaps';
import { SelectField } from '../SelectField';
import { TextAreaField } from '../TextAreaField';
import { TextField } from '../TextField';
import { FeatureListEditor } from './FeatureListEditor';
import { FeePlansEditor } from './FeePlansEditor';
import './course-form.css';

interface CourseFieldsProps {
  draft: CourseDraft;
  onChange: (change: Partial<CourseDraft>) => void;
  /** Each field's validation message, shown under it. */
  errors?: FieldErrors<CourseField>;
}

/** The course fields shared by the create page and the edit dialog. */
export function CourseFields({ draft, onChange, errors = {} }: CourseFieldsProps) {
  const featuresErrorId = useId();
  const featuresGuErrorId = useId();
  const gapIds = { title: useId(), description: useId(), features: useId() };
  const gujarati = {
    title: { english: draft.title, gujarati: draft.titleGu },
    description: { english: draft.description, gujarati: draft.descriptionGu },
    features: { english: draft.features, gujarati: draft.featuresGu },
  };

  return (
    <>
      <GujaratiGapsCount pairs={Object.values(gujarati)} />
      <TextField
        label="Title"
        required
        value={draft.title}
        onChange={(title) => onChange({ title })}
        error={errors.title}
      />
      <TextAreaField
        label="Description"
        required
        rows={4}
        value={draft.description}
        onChange={(description) => onChange({ description })}
        error={errors.description}
      />
      <TextField
        label="Price (₹)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        required
        value={draft.price}
        onChange={(price) => onChange({ price })}
        error={errors.price}
      />
      <SelectField
        label="Category"
        required
        value={draft.category}
        options={COURSE_CATEGORIES}
        optionLabel={(category) => category.toUpperCase()}
        onChange={(category) => onChange({ category })}
        error={errors.category}
      />
      <TextField
        label="Duration"
        value={draft.duration}
        onChange={(duration) => onChange({ duration })}
        error={errors.duration}
      />
      <FeatureListEditor features={draft.features} onChange={(features) => onChange({ features })} />
      <FieldError id={featuresErrorId} message={errors.features} />
      <fieldset className="course-form-translation">
        <legend>In Gujarati (optional)</legend>
        <p className="field-hint">
          Shown instead of the title, description and features to visitors who read the site in Gujarati.
        </p>
        <TextField
          label="Gujarati title"
          lang="gu"
          value={draft.titleGu}
          onChange={(titleGu) => onChange({ titleGu })}
          error={errors.titleGu}
          aria-describedby={gapDescription(gapIds.title, gujarati.title)}
        />
        <GujaratiGapHint id={gapIds.title} pair={gujarati.title} />
        <TextAreaField
          label="Gujarati description"
          lang="gu"
          rows={4}
          value={draft.descriptionGu}
          onChange={(descriptionGu) => onChange({ descriptionGu })}
          error={errors.descriptionGu}
          aria-describedby={gapDescription(gapIds.description, gujarati.description)}
        />
        <GujaratiGapHint id={gapIds.description} pair={gujarati.description} />
        <FeatureListEditor
          features={draft.featuresGu}
          onChange={(featuresGu) => onChange({ featuresGu })}
          legend="Gujarati features"
          inputLabel="New Gujarati feature"
          addLabel="Add Gujarati feature"
          placeholder="e.g. દર અઠવાડિયે મોક ટેસ્ટ"
          lang="gu"
        />
        <GujaratiGapHint id={gapIds.features} pair={gujarati.features} />
        <FieldError id={featuresGuErrorId} message={errors.featuresGu} />
      </fieldset>
      <FeePlansEditor
        plans={draft.plans}
        price={draft.price}
        onChange={(plans) => onChange({ plans })}
        errors={errors}
      />
    </>
  );
}
