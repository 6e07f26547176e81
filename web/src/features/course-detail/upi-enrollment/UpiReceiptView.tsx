import { formatRupees } from '../../../lib/format';
import type { UpiReceipt } from './api';
import { useT } from '../../../lib/i18n';

/** The receipt after a UTR is accepted (spec section 4's status text, word for word). */
export function UpiReceiptView({ receipt, onClose }: { receipt: UpiReceipt; onClose: () => void }) {
  const t = useT();
  const rows: [string, string][] = [
    [t('upiReceipt.utr'), receipt.utrNumber],
    [t('upiReceipt.name'), receipt.name],
    [t('upiReceipt.email'), receipt.email],
    [t('upiReceipt.phone'), receipt.phone],
    [t('upiReceipt.course'), receipt.course],
    [t('upiReceipt.amount'), formatRupees(receipt.amount)],
  ];
  return (
    <div className="upi-receipt">
      <p className="upi-receipt-status" role="status">
        {t('upiReceipt.status')}
      </p>
      <dl className="upi-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button-primary button-block" onClick={onClose}>
        {t('common.done')}
      </button>
    </div>
  );
}
