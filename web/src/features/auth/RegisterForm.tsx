import { useState, type FormEvent } from 'react';
import { MOBILE_DIGITS } from '../../../../shared/constants';
import { MESSAGES, registerSchema } from '../../../../shared/schemas';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/error-messages';
import { useSession } from '../../lib/session';
import { registerStudent } from './api';
import { FormErrors } from './FormErrors';
import { distinctMessages } from './messages';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { signIn } = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registerSchema.safeParse({ name, email, mobile, password });
    const problems = [
      ...(password === confirmPassword ? [] : [{ message: MESSAGES.passwordsDoNotMatch }]),
      ...(parsed.success ? [] : parsed.error.issues),
    ];
    if (!parsed.success || problems.length > 0) {
      setErrors(distinctMessages(problems));
      return;
    }
    setErrors([]);
    setSubmitting(true);
    try {
      const { token, user } = await registerStudent(parsed.data);
      signIn(token, user, 'student');
      onRegistered();
    } catch (error) {
      setErrors([errorMessage(error, 'Registration failed')]);
      setSubmitting(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormErrors messages={errors} />
      <TextField label="Name" autoComplete="name" required value={name} onChange={setName} />
      <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <TextField
        label="Mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_DIGITS}
        required
        value={mobile}
        onChange={setMobile}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={setPassword}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={setConfirmPassword}
      />
      <button type="submit" className="button button-primary button-block" disabled={submitting}>
        {submitting ? 'Please wait...' : 'Register'}
      </button>
    </form>
  );
}
