import { useId, type TextareaHTMLAttributes } from 'react';
import { errorAttributes, FieldError } from './FieldError';
import './form-fields.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's validation message, shown under it. */
  error?: string;
}

export function TextAreaField({ label, onChange, error, rows = 3, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        {...textareaProps}
        {...errorAttributes(errorId, error, textareaProps['aria-describedby'])}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
