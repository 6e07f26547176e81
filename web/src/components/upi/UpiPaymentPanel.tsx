import { formatRupees } from '../../lib/format';
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

/** Scan-to-pay QR, the payee and amount, and a link for a phone's UPI app: the same payment three ways. */
export function UpiPaymentPanel({ details }: { details: UpiPaymentDetails }) {
  const t = useT();
  return (
    <div className="upi-payment">
      <UpiQrCode
        link={details.link}
        label={t('upi.qrLabel', { amount: formatRupees(details.amount), payee: details.payee.name })}
      />
      <p className="upi-qr-hint muted">{t('upi.scanHint')}</p>
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
      <a className="button button-outline button-block" href={details.link}>
        {t('upi.openApp')}
      </a>
    </div>
  );
}
