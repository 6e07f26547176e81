import { Link } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { useT } from '../../lib/i18n';
import { Message } from '../../lib/message';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function TermsPage() {
  const t = useT();
  return (
    <InfoPage title={t('terms.title')} description={t('terms.description')} path={paths.termsAndConditions}>
      <p className="info-lead">{t('terms.lead', { name: INSTITUTE_NAME })}</p>
      <h2>{t('terms.accountsHeading')}</h2>
      <p>{t('terms.accounts')}</p>
      <h2>{t('terms.feesHeading')}</h2>
      <p>{t('terms.fees')}</p>
      <p>
        <Message id="terms.refunds" components={{ refund: <Link to={paths.refundPolicy} /> }} />
      </p>
      <h2>{t('terms.availabilityHeading')}</h2>
      <p>{t('terms.availability')}</p>
      <h2>{t('terms.lawHeading')}</h2>
      <p>{t('terms.law', { city: t('contact.city') })}</p>
    </InfoPage>
  );
}
