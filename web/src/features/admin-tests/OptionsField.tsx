import { useId } from 'react';
import { FieldError } from '../../components/FieldError';
import { TextField } from '../../components/TextField';
import { optionLetter } from './placed-questions';
import {
  canAddOption,
  canRemoveOption,
  withOptionAdded,
  withOptionRemoved,
  type OptionDraft,
  type QuestionErrors,
  type QuestionForm,
} from './question-form';

interface OptionsFieldProps {
  form: QuestionForm;
  onChange: (form: QuestionForm) => void;
  errors: QuestionErrors;
}

/** The options, each in English and Gujarati, with one radio for the correct option. */
export function OptionsField({ form, onChange, errors }: OptionsFieldProps) {
  const radioName = useId();
  const errorId = useId();
  const setOption = (index: number, patch: Partial<OptionDraft>) =>
    onChange({ ...form, options: form.options.map((option, at) => (at === index ? { ...option, ...patch } : option)) });
  const problems = [errors.optionsEn, errors.optionsGu, errors.correctOption].filter(Boolean).join(' ');

  return (
    <fieldset className="question-options-field" aria-describedby={problems ? errorId : undefined}>
      <legend>Options</legend>
      <p className="field-hint">Write them in one language or both. Choose the correct one with its radio button.</p>
      <ol className="question-options">
        {form.options.map((option, index) => {
          const letter = optionLetter(index);
          return (
            <li key={index} className="question-option">
              <label className="question-option-correct">
                <input
                  type="radio"
                  name={radioName}
                  checked={form.correctOption === index}
                  onChange={() => onChange({ ...form, correctOption: index })}
                />
                <span>{`Option ${letter} is correct`}</span>
              </label>
              <TextField
                label={`Option ${letter} (English)`}
                value={option.en}
                onChange={(en) => setOption(index, { en })}
                error={errors[`optionsEn.${index}`]}
              />
              <TextField
                label={`Option ${letter} (Gujarati)`}
                lang="gu"
                value={option.gu}
                onChange={(gu) => setOption(index, { gu })}
                error={errors[`optionsGu.${index}`]}
              />
              <button
                type="button"
                className="button button-outline question-option-remove"
                disabled={!canRemoveOption(form)}
                onClick={() => onChange(withOptionRemoved(form, index))}
              >
                {`Remove option ${letter}`}
              </button>
            </li>
          );
        })}
      </ol>
      <FieldError id={errorId} message={problems || undefined} />
      {form.correctOption === null && (
        <p className="field-hint">
          No correct option yet: the question is saved as a draft, and the test cannot be published until it has one.
        </p>
      )}
      <button
        type="button"
        className="button button-outline"
        disabled={!canAddOption(form)}
        onClick={() => onChange(withOptionAdded(form))}
      >
        Add Option
      </button>
    </fieldset>
  );
}
