import { useId, type TextareaHTMLAttributes } from 'react';
import './form-fields.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function TextAreaField({ label, onChange, rows = 3, ...textareaProps }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} {...textareaProps} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
