import { useState, type FormEvent } from 'react';
import { MESSAGES, passwordChangeSchema } from '../../../../shared/schemas';
import { ErrorBox } from '../../components/ErrorBox';
import { PasswordField } from '../../components/PasswordField';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { formMessage } from '../../lib/form-messages';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { changePassword } from './api';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** A new password, given the current one; the student stays signed in here and nowhere else. */
export function PasswordForm() {
  const t = useT();
  const { signIn } = useSession();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [invalid, setInvalid] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string>();
  const [changed, setChanged] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse({ currentPassword, newPassword });
    const problems = fieldErrors<Field>(
      [
        ...(parsed.success ? [] : parsed.error.issues),
        ...(newPassword === confirmPassword
          ? []
          : [{ path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch }]),
      ].map((issue) => ({ path: issue.path, message: formMessage(issue.message, t) })),
    );
    setInvalid(problems);
    setFailure(undefined);
    setChanged(false);
    if (!parsed.success || Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      const { token, user } = await changePassword(parsed.data);
      signIn(token, user, 'student');
      setCurrentPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setChanged(true);
    } catch (error) {
      const message = errorMessage(error, t('account.passwordFailed'));
      if (error instanceof ApiError && error.field === 'currentPassword') setInvalid({ currentPassword: message });
      else setFailure(message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form account-section" onSubmit={submit} noValidate aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{t('account.passwordHeading')}</h2>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <PasswordField
        label={t('account.currentPassword')}
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
        error={invalid.currentPassword}
      />
      <PasswordField
        label={t('account.newPassword')}
        autoComplete="new-password"
        value={newPassword}
        onChange={setNewPassword}
        error={invalid.newPassword}
      />
      <PasswordField
        label={t('account.confirmNewPassword')}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={setConfirmPassword}
        error={invalid.confirmPassword}
      />
      {changed && (
        <p className="account-saved" role="status">
          {t('account.passwordChanged')}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={submitting}>
        {submitting ? t('common.pleaseWait') : t('account.changePassword')}
      </button>
    </form>
  );
}
