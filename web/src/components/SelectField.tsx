import { useId, type SelectHTMLAttributes } from 'react';
import { errorAttributes, FieldError } from './FieldError';
import './form-fields.css';

interface SelectFieldProps<Value extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: Value;
  options: readonly Value[];
  /** The text shown for an option; the option's value by default. */
  optionLabel?: (option: Value) => string;
  onChange: (value: Value) => void;
  /** The field's validation message, shown under it. */
  error?: string;
}

export function SelectField<Value extends string>({
  label,
  value,
  options,
  optionLabel = (option) => option,
  onChange,
  error,
  ...selectProps
}: SelectFieldProps<Value>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {/* The cast holds: the select offers nothing but `options`. */}
      <select
        id={id}
        {...selectProps}
        {...errorAttributes(errorId, error, selectProps['aria-describedby'])}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
