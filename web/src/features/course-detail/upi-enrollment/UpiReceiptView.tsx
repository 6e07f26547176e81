import { formatRupees } from '../../../lib/format';
import type { UpiReceipt } from './api';

/** The receipt after a UTR is accepted (spec section 4's status text, word for word). */
export function UpiReceiptView({ receipt, onClose }: { receipt: UpiReceipt; onClose: () => void }) {
  const rows: [string, string][] = [
    ['UTR Number', receipt.utrNumber],
    ['Name', receipt.name],
    ['Email', receipt.email],
    ['Phone', receipt.phone],
    ['Course', receipt.course],
    ['Amount', formatRupees(receipt.amount)],
  ];
  return (
    <div className="upi-receipt">
      <p className="upi-receipt-status" role="status">
        Payment Submitted... under verification. Within 24 hours, you&apos;ll get access to your course
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
        Done
      </button>
    </div>
  );
}
