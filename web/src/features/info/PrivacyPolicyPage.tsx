import { INSTITUTE_NAME } from '../../../../shared/constants';
import { useT } from '../../lib/i18n';
import { ContactDetails } from './ContactDetails';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function PrivacyPolicyPage() {
  const t = useT();
  return (
    <InfoPage title={t('privacy.title')} description={t('privacy.description')} path={paths.privacyPolicy}>
      <p className="info-lead">{t('privacy.lead', { name: INSTITUTE_NAME })}</p>
      <h2>{t('privacy.collectHeading')}</h2>
      <ul>
        <li>{t('privacy.collect.details')}</li>
        <li>{t('privacy.collect.enrolments')}</li>
      </ul>
      <p>{t('privacy.cards')}</p>
      <h2>{t('privacy.useHeading')}</h2>
      <p>{t('privacy.use')}</p>
      <h2>{t('privacy.keepHeading')}</h2>
      <p>{t('privacy.keep')}</p>
      <h2>{t('privacy.choicesHeading')}</h2>
      <p>{t('privacy.choices')}</p>
      <ContactDetails />
    </InfoPage>
  );
}
