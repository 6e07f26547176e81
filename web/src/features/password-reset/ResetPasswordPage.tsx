import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import type { Role } from '../../../../shared/types';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/error-messages';
import { useT } from '../../lib/i18n';
import { useData } from '../../lib/use-data';
import { BackToLogin } from './BackToLogin';
import { checkResetLink, tokenOfHash } from './api';
import { endedLink, LinkEnded } from './LinkEnded';
import { NewPasswordForm } from './NewPasswordForm';
import './password-reset.css';

/** The page a reset e-mail links to: checks the link first, then takes the new password. */
export function ResetPasswordPage() {
  const t = useT();
  const { hash } = useLocation();
  const token = tokenOfHash(hash);
  const check = useCallback(
    (signal: AbortSignal) => (token ? checkResetLink(token, signal) : Promise.resolve(undefined)),
    [token],
  );
  const link = useData(check);
  const [changedFor, setChangedFor] = useState<Role>();

  let content;
  if (changedFor) {
    content = (
      <div role="status">
        <h2>{t('passwordReset.doneTitle')}</h2>
        <p>{t('passwordReset.done')}</p>
        <BackToLogin role={changedFor} label="auth.login" primary />
      </div>
    );
  } else if (!token) {
    content = <LinkEnded message={t('error.reset_link_invalid')} />;
  } else if (link.status === 'loading') {
    content = <Spinner label={t('passwordReset.checking')} />;
  } else if (link.status === 'error') {
    content = endedLink(link.error) ? (
      <LinkEnded message={errorMessage(link.error, t('passwordReset.checkFailed'))} />
    ) : (
      <LoadError message={t('passwordReset.checkFailed')} onRetry={link.retry} />
    );
  } else {
    content = <NewPasswordForm token={token} role={link.data ?? 'student'} onChanged={setChangedFor} />;
  }

  return (
    <section className="container page password-reset-page">
      <title>{`${t('passwordReset.resetTitle')} | ${INSTITUTE_NAME}`}</title>
      <h1>{t('passwordReset.resetTitle')}</h1>
      {content}
    </section>
  );
}
