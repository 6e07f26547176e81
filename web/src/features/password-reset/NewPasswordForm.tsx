import { useState, type FormEvent } from 'react';
import { MESSAGES, passwordResetSchema } from '../../../../shared/schemas';
import type { Role } from '../../../../shared/types';
import { ErrorBox } from '../../components/ErrorBox';
import { PasswordField } from '../../components/PasswordField';
import { errorMessage } from '../../lib/error-messages';
import { formMessage } from '../../lib/form-messages';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { resetPassword } from './api';
import { endedLink, LinkEnded } from './LinkEnded';

interface Problems {
  password?: string;
  confirmPassword?: string;
}

/** The new password, twice, with the rules of registration. */
export function NewPasswordForm({
  token,
  role,
  onChanged,
}: {
  token: string;
  role: Role;
  onChanged: (role: Role) => void;
}) {
  const t = useT();
  const { user, logout } = useSession();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [invalid, setInvalid] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetSchema.safeParse({ token, password });
    const passwordIssue = parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => issue.path[0] === 'password');
    const problems: Problems = {
      ...(passwordIssue ? { password: formMessage(passwordIssue.message, t) } : {}),
      ...(password === confirmPassword ? {} : { confirmPassword: formMessage(MESSAGES.passwordsDoNotMatch, t) }),
    };
    setInvalid(problems);
    setFailure(undefined);
    if (!parsed.success || problems.confirmPassword) return;
    setSubmitting(true);
    try {
      const changedRole = await resetPassword(token, parsed.data.password);
      // Every session of the account has just ended, this browser's too.
      if (user) logout();
      onChanged(changedRole);
    } catch (error) {
      setFailure(error);
      setSubmitting(false);
    }
  }

  if (failure !== undefined && endedLink(failure))
    return <LinkEnded message={errorMessage(failure, t('passwordReset.failed'))} role={role} />;
  return (
    <form className="form" onSubmit={submit} noValidate>
      {failure !== undefined && <ErrorBox>{errorMessage(failure, t('passwordReset.failed'))}</ErrorBox>}
      <PasswordField
        label={t('passwordReset.newPassword')}
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={invalid.password}
      />
      <PasswordField
        label={t('passwordReset.confirmNewPassword')}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={invalid.confirmPassword}
      />
      <button type="submit" className="button button-primary button-block" disabled={submitting}>
        {submitting ? t('common.pleaseWait') : t('passwordReset.save')}
      </button>
    </form>
  );
}
