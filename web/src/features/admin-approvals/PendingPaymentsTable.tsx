import { formatDateTime, formatRupees } from '../../lib/format';
import { useActiveLanguage, useT } from '../../lib/i18n';
import type { PendingPayment } from './api';
import { DataTable } from '../../components/DataTable';
import { ProductTag } from '../../components/ProductTag';

interface PendingPaymentsTableProps {
  items: PendingPayment[];
  onApprove: (item: PendingPayment) => void;
  onReject: (item: PendingPayment) => void;
}

/** A table on a wide screen; on a phone each payment is a card, its buttons inside the screen (card-table in styles.css). */
export function PendingPaymentsTable({ items, onApprove, onReject }: PendingPaymentsTableProps) {
  const t = useT();
  const language = useActiveLanguage();
  const submitted = t('approvals.submitted');
  return (
    <DataTable
      className="data-table card-table approvals-table"
      columns={['Name', 'Email', 'Phone', 'Course', 'UTR', submitted, { hidden: 'Actions' }]}
    >
      {items.length === 0 ? (
        <tr>
          <td colSpan={7} className="approvals-empty">
            No pending payments.
          </td>
        </tr>
      ) : (
        items.map((item) => (
          <tr key={item._id}>
            <th scope="row">{item.name}</th>
            <td data-label="Email">{item.email}</td>
            <td data-label="Phone">{item.phone}</td>
            <td data-label="Course">
              <span>
                {item.courseTitle}
                <ProductTag product={item.product} />
                <span className="muted approvals-amount"> {formatRupees(item.amount)}</span>
              </span>
            </td>
            <td data-label="UTR" className="approvals-utr">
              {item.utrNumber}
            </td>
            <td data-label={submitted}>{formatDateTime(item.submittedAt, language)}</td>
            <td>
              <div className="approvals-actions">
                <button
                  type="button"
                  className="button button-primary"
                  aria-label={`Approve ${item.name} (UTR ${item.utrNumber})`}
                  onClick={() => onApprove(item)}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="button button-outline"
                  aria-label={`Reject ${item.name} (UTR ${item.utrNumber})`}
                  onClick={() => onReject(item)}
                >
                  Reject
                </button>
              </div>
            </td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
