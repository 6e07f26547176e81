import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useData } from '../../lib/use-data';
import { fetchSiteSettings } from './api';
import { SiteSettingsForm } from './SiteSettingsForm';

/** /admin/site-settings: the address, map link, opening hours and WhatsApp number that /contact shows. */
export function SiteSettingsPage() {
  const t = useT();
  const settings = useData(fetchSiteSettings);
  return (
    <section className="container page">
      <title>{`${t('siteSettings.title')} | ${INSTITUTE_NAME}`}</title>
      <Link to={paths.admin} className="back-link">
        <span aria-hidden="true">← </span>
        {t('siteSettings.backToDashboard')}
      </Link>
      <h1>{t('siteSettings.title')}</h1>
      <p className="muted">{t('siteSettings.lead')}</p>
      {settings.status === 'loading' && <Spinner label={t('common.loading')} />}
      {settings.status === 'error' && <LoadError message={t('siteSettings.loadFailed')} onRetry={settings.retry} />}
      {settings.status === 'success' && (
        <>
          {settings.data === null && <p className="muted">{t('siteSettings.none')}</p>}
          <SiteSettingsForm settings={settings.data} onSaved={(saved) => settings.update(() => saved)} />
        </>
      )}
    </section>
  );
}
