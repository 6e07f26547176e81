import { SOLUTIONS_AFTER, type SolutionsAfter } from '../../../../shared/mock-tests';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import type { FieldErrors } from '../../lib/field-errors';
import { SectionsField } from './SectionsField';
import type { TestForm } from './test-form';

const SOLUTIONS_LABELS: Record<SolutionsAfter, string> = {
  submit: 'As soon as the student submits',
  close: 'After the test closes',
};

interface TestFieldsProps {
  form: TestForm;
  onChange: (change: Partial<TestForm>) => void;
  errors: FieldErrors<string>;
}

/** The settings of a test, shared by the create dialog and the editor's settings dialog. */
export function TestFields({ form, onChange, errors }: TestFieldsProps) {
  const set =
    <Field extends keyof TestForm>(field: Field) =>
    (value: TestForm[Field]) =>
      onChange({ [field]: value } as Partial<TestForm>);

  return (
    <>
      <div className="test-form-row">
        <TextField label="Title" value={form.title} onChange={set('title')} error={errors.title} required />
        <TextField
          label="Title in Gujarati"
          lang="gu"
          value={form.titleGu}
          onChange={set('titleGu')}
          error={errors.titleGu}
        />
      </div>
      <div className="test-form-row">
        <TextAreaField
          label="Instructions"
          value={form.instructions}
          onChange={set('instructions')}
          error={errors.instructions}
          rows={4}
        />
        <TextAreaField
          label="Instructions in Gujarati"
          lang="gu"
          value={form.instructionsGu}
          onChange={set('instructionsGu')}
          error={errors.instructionsGu}
          rows={4}
        />
      </div>
      <div className="test-form-row">
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          max={600}
          step={1}
          value={form.durationMinutes}
          onChange={set('durationMinutes')}
          error={errors.durationMinutes}
          required
        />
        <TextField
          label="Marks for a right answer"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          value={form.marksCorrect}
          onChange={set('marksCorrect')}
          error={errors.marksCorrect}
          required
        />
        <TextField
          label="Marks taken off for a wrong answer"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={form.marksWrong}
          onChange={set('marksWrong')}
          error={errors.marksWrong}
        />
        <TextField
          label="Marks for a blank answer"
          type="number"
          inputMode="decimal"
          step={0.01}
          value={form.marksBlank}
          onChange={set('marksBlank')}
          error={errors.marksBlank}
        />
      </div>
      <div className="test-form-row">
        <TextField
          label="Opens at (optional)"
          type="datetime-local"
          value={form.opensAt}
          onChange={set('opensAt')}
          error={errors.opensAt}
        />
        <TextField
          label="Closes at (optional)"
          type="datetime-local"
          value={form.closesAt}
          onChange={set('closesAt')}
          error={errors.closesAt}
        />
      </div>
      <SelectField
        label="Show solutions"
        value={form.solutionsAfter}
        options={SOLUTIONS_AFTER}
        optionLabel={(choice) => SOLUTIONS_LABELS[choice]}
        onChange={set('solutionsAfter')}
        error={errors.solutionsAfter}
      />
      <CheckboxField label="Allow reattempts" checked={form.allowReattempts} onChange={set('allowReattempts')} />
      <SectionsField sections={form.sections} onChange={set('sections')} errors={errors} />
    </>
  );
}
