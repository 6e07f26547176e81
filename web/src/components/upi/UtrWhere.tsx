import { useId } from 'react';
import { useT } from '../../lib/i18n';

/** Where each common UPI app shows the UTR of a payment, under the name the app gives it. */
export function UtrWhere() {
  const t = useT();
  const headingId = useId();
  return (
    <section className="upi-utr-where" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('utrWhere.heading')}</h3>
      <ul>
        <li>{t('utrWhere.googlePay')}</li>
        <li>{t('utrWhere.phonePe')}</li>
        <li>{t('utrWhere.paytm')}</li>
      </ul>
    </section>
  );
}
