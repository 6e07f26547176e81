import { CONTACT } from '../../../../shared/constants';
import { useT } from '../../lib/i18n';

/** E-mail, phone and city, as in the header's contact bar. */
export function ContactDetails() {
  const t = useT();
  return (
    <dl className="contact-details">
      <div>
        <dt>{t('contactDetails.email')}</dt>
        <dd>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </dd>
      </div>
      <div>
        <dt>{t('contactDetails.phone')}</dt>
        <dd>
          <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t('contactDetails.address')}</dt>
        <dd>{t('contactDetails.addressValue', { city: t('contact.city') })}</dd>
      </div>
    </dl>
  );
}
