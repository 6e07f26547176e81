import { useT } from '../../lib/i18n';
import { ContactDetails } from './ContactDetails';
import { paths } from '../../lib/paths';
import { InfoPage } from './InfoPage';

export function ShippingPage() {
  const t = useT();
  return (
    <InfoPage title={t('shipping.title')} description={t('shipping.description')} path={paths.shipping}>
      <h2>{t('shipping.onlineHeading')}</h2>
      <p>{t('shipping.online')}</p>
      <h2>{t('shipping.printedHeading')}</h2>
      <p>{t('shipping.printed')}</p>
      <h2>{t('shipping.questionsHeading')}</h2>
      <ContactDetails />
    </InfoPage>
  );
}
