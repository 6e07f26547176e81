import { useState, type FormEvent } from 'react';
import { loginSchema } from '../../../../shared/schemas';
import type { Role } from '../../../../shared/types';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/error-messages';
import { useSession } from '../../lib/session';
import { logIn } from './api';
import { BusyNote } from './BusyNote';
import { FormErrors } from './FormErrors';
import { distinctMessages } from './messages';
import { useT } from '../../lib/i18n';

export function LoginForm({ role, onSignedIn }: { role: Role; onSignedIn: () => void }) {
  const { signIn } = useSession();
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(distinctMessages(parsed.error.issues, t));
      return;
    }
    setErrors([]);
    setSubmitting(true);
    try {
      const { token, user } = await logIn(role, parsed.data, { onRetry: () => setBusy(true) });
      signIn(token, user, role);
      onSignedIn();
    } catch (error) {
      setErrors([errorMessage(error, t('auth.loginFailed'))]);
      setSubmitting(false);
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormErrors messages={errors} />
      <BusyNote busy={busy} />
      <TextField label={t('auth.email')} type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
      <button type="submit" className="button button-primary button-block" disabled={submitting}>
        {submitting ? t('common.pleaseWait') : t('auth.login')}
      </button>
    </form>
  );
}
