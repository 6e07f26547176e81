import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_TEST_SERIES_DURATION, TEST_SERIES_CATEGORIES } from '../../../../shared/constants';
import { CheckboxField } from '../../components/CheckboxField';
import { Dialog } from '../../components/Dialog';
import { FieldError } from '../../components/FieldError';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { gapDescription, GujaratiGapHint, GujaratiGapsCount } from '../../components/GujaratiGaps';
import { useToast } from '../../components/toast';
import { FeePlansEditor } from '../../components/course-form/FeePlansEditor';
import { errorMessage } from '../../lib/error-messages';
import type { FieldErrors } from '../../lib/field-errors';
import { useT } from '../../lib/i18n';
import { createTestSeries, updateTestSeries, type TestSeries } from './api';
import { FeatureListField } from './FeatureListField';
import {
  EMPTY_TEST_SERIES_FORM,
  formFromTestSeries,
  parseTestSeriesForm,
  type TestSeriesForm,
  type TestSeriesField,
} from './test-series-form';

const TEXTS = {
  create: {
    title: 'Add Test Series',
    submit: 'Create Test Series',
    success: 'Test series created successfully!',
    failure: 'Failed to create test series',
  },
  edit: {
    title: 'Edit Test Series',
    submit: 'Update Test Series',
    success: 'Test series updated successfully!',
    failure: 'Failed to update test series',
  },
} as const;

interface TestSeriesFormDialogProps {
  /** The series to edit; without one the dialog creates a new series. */
  series?: TestSeries;
  onClose: () => void;
  onSaved: (series: TestSeries) => void;
}

export function TestSeriesFormDialog({ series, onClose, onSaved }: TestSeriesFormDialogProps) {
  const toast = useToast();
  const t = useT();
  const [form, setForm] = useState<TestSeriesForm>(() =>
    series ? formFromTestSeries(series) : EMPTY_TEST_SERIES_FORM,
  );
  const featuresErrorId = useId();
  const featuresGuErrorId = useId();
  const gapIds = { title: useId(), description: useId(), features: useId() };
  const [invalid, setInvalid] = useState<FieldErrors<TestSeriesField>>({});
  const [saving, setSaving] = useState(false);
  const texts = series ? TEXTS.edit : TEXTS.create;
  const gujarati = {
    title: { english: form.title, gujarati: form.titleGu },
    description: { english: form.description, gujarati: form.descriptionGu },
    features: { english: form.features, gujarati: form.featuresGu },
  };

  function setField<Field extends keyof TestSeriesForm>(field: Field) {
    return (value: TestSeriesForm[Field]) => setForm((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseTestSeriesForm(form, t);
    if (!parsed.ok) {
      setInvalid(parsed.errors);
      return;
    }
    setInvalid({});
    setSaving(true);
    try {
      const saved = series ? await updateTestSeries(series._id, parsed.input) : await createTestSeries(parsed.input);
      toast.success(texts.success);
      onSaved(saved);
    } catch (error) {
      toast.error(errorMessage(error, texts.failure));
      setSaving(false);
    }
  }

  return (
    <Dialog title={texts.title} onClose={onClose}>
      {/* Checked against the shared schema on submit, so the browser's own checks are off. */}
      <form className="form" noValidate onSubmit={submit}>
        <GujaratiGapsCount pairs={Object.values(gujarati)} />
        <TextField label="Title" value={form.title} onChange={setField('title')} required error={invalid.title} />
        <TextAreaField
          label="Description"
          value={form.description}
          onChange={setField('description')}
          required
          error={invalid.description}
        />
        <div className="series-form-row">
          <TextField
            label="Price (₹)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={form.price}
            onChange={setField('price')}
            error={invalid.price}
            required
          />
          <TextField
            label="Number of Tests"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={form.numberOfTests}
            onChange={setField('numberOfTests')}
            error={invalid.numberOfTests}
            required
          />
        </div>
        <div className="series-form-row">
          <SelectField
            label="Category"
            value={form.category}
            options={TEST_SERIES_CATEGORIES}
            optionLabel={(category) => category.toUpperCase()}
            onChange={setField('category')}
            error={invalid.category}
            required
          />
          <TextField
            label="Duration"
            value={form.duration}
            placeholder={DEFAULT_TEST_SERIES_DURATION}
            onChange={setField('duration')}
            error={invalid.duration}
          />
        </div>
        <FeatureListField features={form.features} onChange={setField('features')} />
        <FieldError id={featuresErrorId} message={invalid.features} />
        <fieldset className="series-form-translation">
          <legend>In Gujarati (optional)</legend>
          <p className="field-hint">
            Shown instead of the title, description and features to visitors who read the site in Gujarati.
          </p>
          <TextField
            label="Gujarati title"
            lang="gu"
            value={form.titleGu}
            onChange={setField('titleGu')}
            error={invalid.titleGu}
            aria-describedby={gapDescription(gapIds.title, gujarati.title)}
          />
          <GujaratiGapHint id={gapIds.title} pair={gujarati.title} />
          <TextAreaField
            label="Gujarati description"
            lang="gu"
            value={form.descriptionGu}
            onChange={setField('descriptionGu')}
            error={invalid.descriptionGu}
            aria-describedby={gapDescription(gapIds.description, gujarati.description)}
          />
          <GujaratiGapHint id={gapIds.description} pair={gujarati.description} />
          <FeatureListField
            features={form.featuresGu}
            onChange={setField('featuresGu')}
            legend="Gujarati features"
            itemName="Gujarati feature"
            lang="gu"
          />
          <GujaratiGapHint id={gapIds.features} pair={gujarati.features} />
          <FieldError id={featuresGuErrorId} message={invalid.featuresGu} />
        </fieldset>
        <FeePlansEditor plans={form.plans} price={form.price} onChange={setField('plans')} errors={invalid} />
        <CheckboxField label="Active" checked={form.isActive} onChange={setField('isActive')} />
        <div className="series-form-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving...' : texts.submit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
