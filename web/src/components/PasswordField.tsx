import { TextField } from './TextField';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Lets password managers offer the saved password, or a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A required password input: sign-in, registration, a reset and the account's password change all use it. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" required {...props} />;
}
