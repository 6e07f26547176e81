import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { fetchAccount } from './api';
import { DetailsForm } from './DetailsForm';
import { PasswordForm } from './PasswordForm';
import './account.css';

/** The student's own account: name and mobile, and a new password. */
export function AccountPage() {
  const t = useT();
  const account = useData(fetchAccount);

  return (
    <section className="container page account-page">
      <title>{`${t('account.title')} | ${INSTITUTE_NAME}`}</title>
      <Link className="back-link" to={paths.dashboard}>
        {t('account.back')}
      </Link>
      <h1>{t('account.title')}</h1>
      {account.status === 'loading' && <Spinner label={t('account.loading')} />}
      {account.status === 'error' && <LoadError message={t('account.failed')} onRetry={account.retry} />}
      {account.status === 'success' && (
        <>
          <DetailsForm user={account.data} onSaved={(user) => account.update(() => user)} />
          <PasswordForm />
        </>
      )}
    </section>
  );
}
