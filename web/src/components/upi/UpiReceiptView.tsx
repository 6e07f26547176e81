import type { UpiReceipt } from '#shared/types.js';
import { formatRupees } from '../../lib/format';
import { useT } from '../../lib/i18n';

export interface UpiReceiptTexts {
  /** The status line (spec section 4's words for a course). */
  status: string;
  /** What the receipt's item is called: 'Course', 'Test Series'. */
  itemLabel: string;
}

/** The receipt after a UTR is accepted: the status line, then who paid how much for what. */
export function UpiReceiptView({
  receipt,
  texts,
  onClose,
}: {
  receipt: UpiReceipt;
  texts: UpiReceiptTexts;
  onClose: () => void;
}) {
  const t = useT();
  const rows: [string, string][] = [
    [t('upiReceipt.utr'), receipt.utrNumber],
    [t('upiReceipt.name'), receipt.name],
    [t('upiReceipt.email'), receipt.email],
    [t('upiReceipt.phone'), receipt.phone],
    [texts.itemLabel, receipt.course],
    [t('upiReceipt.amount'), formatRupees(receipt.amount)],
  ];
  return (
    <div className="upi-receipt">
      <p className="upi-receipt-status" role="status">
        {texts.status}
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
