import { INSTITUTE_NAME } from '../../../../shared/constants';
import { useT } from '../../lib/i18n';
import { ContactDetails } from './ContactDetails';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function ContactPage() {
  const t = useT();
  return (
    <InfoPage title={t('contactPage.title')} description={t('contactPage.description')} path={paths.contact}>
      <p className="info-lead">{t('contactPage.lead', { name: INSTITUTE_NAME })}</p>
      <ContactDetails />
      <p>{t('contactPage.utr')}</p>
    </InfoPage>
  );
}
