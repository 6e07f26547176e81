import { useState, type FormEvent } from 'react';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/error-messages';
import type { TestInput } from '../../../../shared/mock-tests';
import type { FieldErrors } from '../../lib/field-errors';
import type { AdminTest } from './api';
import { TestFields } from './TestFields';
import { emptyTestForm, formFromTest, parseTestForm, type TestForm } from './test-form';

interface TestFormDialogProps {
  /** The test to edit; without one the dialog creates a new test. */
  test?: AdminTest;
  save: (input: TestInput) => Promise<AdminTest>;
  onClose: () => void;
  onSaved: (test: AdminTest) => void;
}

export function TestFormDialog({ test, save, onClose, onSaved }: TestFormDialogProps) {
  const toast = useToast();
  const [form, setForm] = useState<TestForm>(() => (test ? formFromTest(test) : emptyTestForm()));
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseTestForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await save(parsed.input);
      toast.success(test ? 'Test updated' : 'Test created');
      onSaved(saved);
    } catch (error) {
      toast.error(errorMessage(error, test ? 'Failed to update the test' : 'Failed to create the test'));
      setSaving(false);
    }
  }

  return (
    <Dialog title={test ? 'Test Settings' : 'New Test'} onClose={onClose}>
      {/* Checked against the shared schema on submit, so the browser's own checks are off. */}
      <form className="form admin-tests-wide-form" noValidate onSubmit={submit}>
        <p className="field-hint">Marks may have two decimals: 2 for a right answer, 0.66 taken off for a wrong one.</p>
        <TestFields
          form={form}
          onChange={(change) => setForm((current) => ({ ...current, ...change }))}
          errors={errors}
        />
        <div className="admin-tests-form-actions">
          <button type="button" className="button button-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving...' : test ? 'Save Settings' : 'Create Test'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
