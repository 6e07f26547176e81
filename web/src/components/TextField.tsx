import { useId, type InputHTMLAttributes } from 'react';
import { mobileFieldText, pastedMobileText } from '../lib/mobile-input';
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

/**
 * A mobile number's field: a phone keypad, and the ten digits kept from what is typed or pasted
 * ("98980 12345", "+91 98980 12345"). A paste is handled here because the browser cuts pasted text
 * at `maxLength` before any change event could clean it.
 */
export function MobileField({ onChange, ...props }: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...props}
      onChange={(text) => onChange(mobileFieldText(text))}
      onPaste={(event) => {
        event.preventDefault();
        onChange(pastedMobileText(event.currentTarget, event.clipboardData.getData('text')));
      }}
    />
  );
}
