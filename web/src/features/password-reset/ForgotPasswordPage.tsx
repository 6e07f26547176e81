import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INSTITUTE_NAME, PASSWORD_RESET_LINK_MINUTES } from '../../../../shared/constants';
import { passwordResetRequestSchema } from '../../../../shared/schemas';
import { ErrorBox } from '../../components/ErrorBox';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/error-messages';
import { formMessage } from '../../lib/form-messages';
import { useT } from '../../lib/i18n';
import { useLanguage } from '../../lib/language';
import { BackToLogin } from './BackToLogin';
import { requestResetLink } from './api';
import './password-reset.css';

/** Asks for a reset link by e-mail. `?for=admin` (from the admin login) leads back to the admin login. */
export function ForgotPasswordPage() {
  const t = useT();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const forAdmin = searchParams.get('for') === 'admin';
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email, language });
    setFailure(undefined);
    setInvalid(parsed.success ? undefined : formMessage(parsed.error.issues[0]!.message, t));
    if (!parsed.success) return;
    setSubmitting(true);
    try {
      await requestResetLink(parsed.data.email, language);
      setSentTo(parsed.data.email);
    } catch (error) {
      setFailure(errorMessage(error, t('passwordReset.requestFailed')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="container page password-reset-page">
      <title>{`${t('passwordReset.forgotTitle')} | ${INSTITUTE_NAME}`}</title>
      <h1>{t('passwordReset.forgotTitle')}</h1>
      {sentTo ? (
        <div role="status">
          <h2>{t('passwordReset.sentTitle')}</h2>
          <p>{t('passwordReset.sent', { email: sentTo, minutes: PASSWORD_RESET_LINK_MINUTES })}</p>
        </div>
      ) : (
        <>
          <p>{t('passwordReset.forgotIntro', { minutes: PASSWORD_RESET_LINK_MINUTES })}</p>
          <form className="form" onSubmit={submit} noValidate>
            {failure && <ErrorBox>{failure}</ErrorBox>}
            <TextField
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={setEmail}
              error={invalid}
            />
            <button type="submit" className="button button-primary button-block" disabled={submitting}>
              {submitting ? t('common.pleaseWait') : t('passwordReset.send')}
            </button>
          </form>
        </>
      )}
      <BackToLogin role={forAdmin ? 'admin' : 'student'} />
    </section>
  );
}
