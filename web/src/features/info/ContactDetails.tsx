import { CONTACT } from '../../../../shared/constants';

/** E-mail, phone and city, as in the header's contact bar. */
export function ContactDetails() {
  return (
    <dl className="contact-details">
      <div>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`}>{CONTACT.phone}</a>
        </dd>
      </div>
      <div>
        <dt>Address</dt>
        <dd>{CONTACT.city}, Gujarat, India</dd>
      </div>
    </dl>
  );
}
