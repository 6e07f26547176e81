import { useId, type SelectHTMLAttributes } from 'react';
import './form-fields.css';

interface SelectFieldProps<Value extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: Value;
  options: readonly Value[];
  /** The text shown for an option; the option's value by default. */
  optionLabel?: (option: Value) => string;
  onChange: (value: Value) => void;
}

export function SelectField<Value extends string>({
  label,
  value,
  options,
  optionLabel = (option) => option,
  onChange,
  ...selectProps
}: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {/* The cast holds: the select offers nothing but `options`. */}
      <select id={id} {...selectProps} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
