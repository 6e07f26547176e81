import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { Message } from '../../lib/message';
import { paths } from '../../lib/paths';
import { ContactDetails } from './ContactDetails';
import { InfoPage } from './InfoPage';

export function RefundPolicyPage() {
  const t = useT();
  return (
    <InfoPage title={t('refund.title')} description={t('refund.description')} path={paths.refundPolicy}>
      <h2>{t('refund.cancellationHeading')}</h2>
      <p>{t('refund.cancellation')}</p>
      <h2>{t('refund.refundsHeading')}</h2>
      <p>
        <Message id="refund.refunds" components={{ terms: <Link to={paths.termsAndConditions} /> }} />
      </p>
      <h2>{t('refund.howHeading')}</h2>
      <ContactDetails />
    </InfoPage>
  );
}
