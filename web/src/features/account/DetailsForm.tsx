import { useState, type FormEvent } from 'react';
import { MOBILE_INPUT_MAX_LENGTH } from '../../../../shared/mobile';
import { accountDetailsSchema } from '../../../../shared/schemas';
import type { PublicUser } from '../../../../shared/types';
import { ErrorBox } from '../../components/ErrorBox';
import { MobileField, TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/error-messages';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors';
import { formMessage } from '../../lib/form-messages';
import { useT } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { readToken } from '../../lib/token';
import { saveDetails } from './api';

/** Name and mobile, with the rules of registration; the e-mail is shown, not changed. */
export function DetailsForm({ user, onSaved }: { user: PublicUser; onSaved: (user: PublicUser) => void }) {
  const t = useT();
  const { signIn } = useSession();
  const [name, setName] = useState(user.name);
  const [mobile, setMobile] = useState(user.mobile);
  const [invalid, setInvalid] = useState<FieldErrors<'name' | 'mobile'>>({});
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = accountDetailsSchema.safeParse({ name, mobile });
    setInvalid(
      parsed.success
        ? {}
        : fieldErrors(
            parsed.error.issues.map((issue) => ({ path: issue.path, message: formMessage(issue.message, t) })),
          ),
    );
    setFailure(undefined);
    setSaved(false);
    if (!parsed.success) return;
    setSubmitting(true);
    try {
      const updated = await saveDetails(parsed.data);
      const token = readToken();
      if (token) signIn(token, updated, 'student');
      onSaved(updated);
      setSaved(true);
    } catch (error) {
      setFailure(errorMessage(error, t('account.detailsFailed')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form account-section" onSubmit={submit} noValidate aria-labelledby="account-details-heading">
      <h2 id="account-details-heading">{t('account.detailsHeading')}</h2>
      <p className="muted">{t('account.email', { email: user.email })}</p>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        required
        value={name}
        onChange={setName}
        error={invalid.name}
      />
      <MobileField
        label={t('auth.mobile')}
        maxLength={MOBILE_INPUT_MAX_LENGTH}
        required
        value={mobile}
        onChange={setMobile}
        error={invalid.mobile}
      />
      {saved && (
        <p className="account-saved" role="status">
          {t('account.detailsSaved')}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={submitting}>
        {submitting ? t('common.pleaseWait') : t('account.saveDetails')}
      </button>
    </form>
  );
}
