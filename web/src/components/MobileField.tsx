import type { ComponentProps } from 'react';
import { mobileFieldText, pastedMobileText } from '../lib/mobile-input';
import { TextField } from './TextField';

/**
 * A mobile number's field: a phone keypad, and the ten digits kept from what is typed or pasted
 * ("98980 12345", "+91 98980 12345"). A paste is handled here because the browser cuts pasted text
 * at `maxLength` before any change event could clean it.
 */
export function MobileField({ onChange, ...props }: Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>) {
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
