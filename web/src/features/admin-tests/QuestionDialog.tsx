import { useState, type FormEvent } from 'react';
import type { TestSection } from '../../../../shared/mock-tests';
import { Dialog } from '../../components/Dialog';
import { ErrorBox } from '../../components/ErrorBox';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { createQuestion, updateQuestion, uploadQuestionImage, type AdminQuestion, type SavedQuestion } from './api';
import { OptionsField } from './OptionsField';
import { QuestionImageField } from './QuestionImageField';
import {
  emptyQuestionForm,
  formFromQuestion,
  parseQuestionForm,
  type QuestionErrors,
  type QuestionForm,
} from './question-form';

type Stage = 'editing' | 'uploading' | 'saving';
const STAGE_TEXT: Record<Stage, string> = {
  editing: '',
  uploading: 'Uploading image...',
  saving: 'Saving question...',
};

interface QuestionDialogProps {
  testId: string;
  sections: TestSection[];
  /** The question to edit; without one the dialog adds a question to `sectionId`. */
  question?: AdminQuestion;
  /** Its number in the test, for the title. */
  number?: number;
  sectionId: string;
  onClose: () => void;
  onSaved: (saved: SavedQuestion) => void;
}

export function QuestionDialog({
  testId,
  sections,
  question,
  number,
  sectionId,
  onClose,
  onSaved,
}: QuestionDialogProps) {
  const toast = useToast();
  const [form, setForm] = useState<QuestionForm>(() =>
    question ? formFromQuestion(question) : emptyQuestionForm(sectionId),
  );
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [problem, setProblem] = useState<string>();
  const [stage, setStage] = useState<Stage>('editing');
  const set =
    <Field extends keyof QuestionForm>(field: Field) =>
    (value: QuestionForm[Field]) =>
      setForm((current) => ({ ...current, [field]: value }));
  // The stored image shows while the question keeps it; a new file or Remove Image drops it.
  const currentUrl = question?.imageKey && form.imageKey === question.imageKey ? question.imageUrl : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseQuestionForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setProblem('Fix the fields marked below.');
      return;
    }
    setErrors({});
    setProblem(undefined);
    try {
      let input = parsed.input;
      if (image) {
        setStage('uploading');
        input = { ...input, imageKey: await uploadQuestionImage(testId, image) };
      }
      setStage('saving');
      const saved = question ? await updateQuestion(testId, question._id, input) : await createQuestion(testId, input);
      toast.success(question ? 'Question saved' : 'Question added');
      onSaved(saved);
    } catch (error) {
      const message = errorMessage(error, 'Failed to save the question');
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: message });
      setProblem(message);
      setStage('editing');
    }
  }

  return (
    <Dialog title={question ? `Edit Question ${number ?? ''}`.trim() : 'Add Question'} onClose={onClose}>
      {/* Checked against the shared schema on submit, so the browser's own checks are off. */}
      <form className="form admin-tests-wide-form" noValidate onSubmit={submit}>
        {problem && <ErrorBox>{problem}</ErrorBox>}
        <SelectField
          label="Section"
          value={form.sectionId}
          options={sections.map((section) => section._id)}
          optionLabel={(id) => sections.find((section) => section._id === id)?.title ?? id}
          onChange={set('sectionId')}
          error={errors.sectionId}
        />
        <div className="test-form-row">
          <TextAreaField
            label="Question (English)"
            value={form.textEn}
            onChange={set('textEn')}
            error={errors.textEn}
            rows={4}
          />
          <TextAreaField
            label="Question (Gujarati)"
            lang="gu"
            value={form.textGu}
            onChange={set('textGu')}
            error={errors.textGu}
            rows={4}
          />
        </div>
        <QuestionImageField
          image={image}
          currentUrl={currentUrl}
          onChoose={(file) => {
            setImage(file);
            if (file) setForm((current) => ({ ...current, imageKey: null }));
          }}
          onRemove={() => {
            setImage(null);
            setForm((current) => ({ ...current, imageKey: null }));
          }}
          onReject={setProblem}
        />
        <OptionsField form={form} onChange={setForm} errors={errors} />
        <div className="test-form-row">
          <TextAreaField
            label="Explanation (English)"
            value={form.explanationEn}
            onChange={set('explanationEn')}
            error={errors.explanationEn}
          />
          <TextAreaField
            label="Explanation (Gujarati)"
            lang="gu"
            value={form.explanationGu}
            onChange={set('explanationGu')}
            error={errors.explanationGu}
          />
        </div>
        <TextField
          label="Topic (optional)"
          value={form.topic}
          onChange={set('topic')}
          error={errors.topic}
          maxLength={100}
        />
        <div className="admin-tests-form-actions">
          <p className="admin-tests-stage" role="status">
            {STAGE_TEXT[stage]}
          </p>
          <button type="button" className="button button-outline" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary" disabled={stage !== 'editing'}>
            {question ? 'Save Question' : 'Add Question'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
