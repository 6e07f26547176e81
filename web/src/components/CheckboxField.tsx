import { useId, type InputHTMLAttributes } from 'react';
import './form-fields.css';

interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'checked' | 'onChange'> {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it; pass role="switch" for an on/off setting that applies at once. */
export function CheckboxField({ label, checked, onChange, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="checkbox-control">
      <input
        id={id}
        type="checkbox"
        {...inputProps}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
