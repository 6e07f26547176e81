import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled input; the label text is exactly what the spec names the field. */
export function TextField({ label, onChange, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...inputProps} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
