import { formatRupees } from '../../lib/format';
import { UpiQrCode } from './UpiQrCode';
import './upi-qr.css';

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
  return (
    <div className="upi-payment">
      <UpiQrCode link={details.link} label={`UPI QR code to pay ${formatRupees(details.amount)} to ${details.payee.name}`} />
      <p className="upi-qr-hint muted">Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM) to pay.</p>
      <dl className="upi-details">
        <div>
          <dt>Pay to</dt>
          <dd>
            {details.payee.name} ({details.payee.address})
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatRupees(details.amount)}</dd>
        </div>
        <div>
          <dt>For</dt>
          <dd>{details.item}</dd>
        </div>
      </dl>
      <a className="button button-outline button-block" href={details.link}>
        Open UPI app
      </a>
    </div>
  );
}
