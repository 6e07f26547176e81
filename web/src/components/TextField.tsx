import { useId, type InputHTMLAttributes } from 'react';
import { errorAttributes, FieldError } from './FieldError';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's validation message, shown under it. */
  error?: string;
}

/** A labelled input; the label text is exactly what the spec names the field. */
export function TextField({ label, onChange, error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...inputProps}
        {...errorAttributes(errorId, error, inputProps['aria-describedby'])}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
