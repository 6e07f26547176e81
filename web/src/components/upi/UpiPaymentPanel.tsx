import { useState } from 'react';
import { formatRupees } from '../../lib/format';
import { isPhone } from '../../lib/is-phone';
import { UpiQrCode } from './UpiQrCode';
import './upi-qr.css';
import { useT } from '../../lib/i18n';

export interface UpiPaymentDetails {
  /** The upi://pay link. */
  link: string;
  payee: { address: string; name: string };
  /** Rupees. */
  amount: number;
  /** What is being paid for: a course or test series title. */
  item: string;
}

/**
 * The same payment three ways: a link for the UPI app, a QR code, and the payee and amount. On a
 * phone the app comes first and opens only when pressed, and the QR code (nobody scans their own
 * screen) waits behind a button; on a desktop, where upi:// opens nothing, the QR code comes first.
 */
export function UpiPaymentPanel({ details }: { details: UpiPaymentDetails }) {
  const t = useT();
  const [phone] = useState(isPhone);
  const [qrShown, setQrShown] = useState(!phone);
  const qr = (
    <>
      <UpiQrCode
        link={details.link}
        label={t('upi.qrLabel', { amount: formatRupees(details.amount), payee: details.payee.name })}
      />
      <p className="upi-qr-hint muted">{t('upi.scanHint')}</p>
    </>
  );
  const facts = (
    <dl className="upi-details">
      <div>
        <dt>{t('upi.payTo')}</dt>
        <dd>
          {details.payee.name} ({details.payee.address})
        </dd>
      </div>
      <div>
        <dt>{t('upi.amount')}</dt>
        <dd>{formatRupees(details.amount)}</dd>
      </div>
      <div>
        <dt>{t('upi.for')}</dt>
        <dd>{details.item}</dd>
      </div>
    </dl>
  );

  if (!phone) {
    return (
      <div className="upi-payment">
        {qr}
        {facts}
        <a className="button button-outline button-block" href={details.link}>
          {t('upi.openApp')}
        </a>
      </div>
    );
  }
  return (
    <div className="upi-payment">
      {facts}
      <a className="button button-primary button-block" href={details.link}>
        {t('upi.payWithApp')}
      </a>
      <p className="upi-qr-hint muted">{t('upi.appHint')}</p>
      {qrShown ? (
        qr
      ) : (
        <button type="button" className="button button-outline button-block" onClick={() => setQrShown(true)}>
          {t('upi.showQr')}
        </button>
      )}
    </div>
  );
}
