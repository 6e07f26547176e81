import { useState, type FormEvent } from 'react';
import { MOBILE_DIGITS } from '../../../../shared/constants';
import { MESSAGES, registerSchema } from '../../../../shared/schemas';
import { PasswordField } from '../../components/PasswordField';
import { MobileField, TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/error-messages';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { useSession } from '../../lib/session';
import { registerStudent } from './api';
import { BusyNote } from './BusyNote';
import { FormErrors } from './FormErrors';
import { useT } from '../../lib/i18n';
import { formMessage } from './messages';

export function RegisterForm({ onRegistered }: { onRegistered: (name: string) => void }) {
  const { signIn } = useSession();
  const t = useT();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<FieldErrors<'name' | 'email' | 'mobile' | 'password' | 'confirmPassword'>>({});
  const [submitting, setSubmitting] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registerSchema.safeParse({ name, email, mobile, password });
    // Every field's problem at once, each under its field.
    const problems = fieldErrors<'name' | 'email' | 'mobile' | 'password' | 'confirmPassword'>(
      [
        ...(parsed.success ? [] : parsed.error.issues),
        ...(password === confirmPassword ? [] : [{ path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch }]),
      ].map((issue) => ({ path: issue.path, message: formMessage(issue.message, t) })),
    );
    setErrors([]);
    setInvalid(problems);
    if (!parsed.success || Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      const { token, user } = await registerStudent(parsed.data, { onRetry: () => setBusy(true) });
      signIn(token, user, 'student');
      onRegistered(user.name);
    } catch (error) {
      setErrors([errorMessage(error, t('auth.registrationFailed'))]);
      setSubmitting(false);
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormErrors messages={errors} />
      <BusyNote busy={busy} />
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        required
        value={name}
        onChange={setName}
        error={invalid.name}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
        error={invalid.email}
      />
      <MobileField
        label={t('auth.mobile')}
        maxLength={MOBILE_DIGITS}
        required
        value={mobile}
        onChange={setMobile}
        error={invalid.mobile}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={invalid.password}
      />
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={invalid.confirmPassword}
      />
      <button type="submit" className="button button-primary button-block" disabled={submitting}>
        {submitting ? t('common.pleaseWait') : t('auth.register')}
      </button>
    </form>
  );
}
