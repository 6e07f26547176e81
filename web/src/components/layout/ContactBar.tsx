import { CONTACT } from '../../../../shared/constants';

export function ContactBar() {
  return (
    <div className="contact-bar">
      <ul className="container contact-list" aria-label="Contact">
        <li className="contact-extra">
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </li>
        <li>
          <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
        </li>
        <li className="contact-extra">{CONTACT.city}</li>
      </ul>
    </div>
  );
}
