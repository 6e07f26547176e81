import { CONTACT } from '#shared/constants.js';
import { useT } from '../../lib/i18n';
import { LanguageSwitch } from './LanguageSwitch';

export function ContactBar() {
  const t = useT();
  return (
    <div className="contact-bar">
      <ul className="container contact-list" aria-label={t('contact.label')}>
        <li className="contact-extra">
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </li>
        <li>
          <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
        </li>
        <li className="contact-extra">{t('contact.city')}</li>
        <li className="contact-language">
          <LanguageSwitch />
        </li>
      </ul>
    </div>
  );
}
