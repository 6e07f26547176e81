import { formatRupees } from '../../lib/format';
import type { PendingPayment } from './api';
import { DataTable } from '../../components/DataTable';
import { ProductTag } from '../../components/ProductTag';

interface PendingPaymentsTableProps {
  items: PendingPayment[];
  isBusy: (id: string) => boolean;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
}

/** A table on a wide screen; on a phone each payment is a card, its buttons inside the screen (card-table in styles.css). */
export function PendingPaymentsTable({ items, isBusy, onApprove, onReject }: PendingPaymentsTableProps) {
  return (
    <DataTable
      className="data-table card-table approvals-table"
      columns={['Name', 'Email', 'Phone', 'Course', 'UTR', { hidden: 'Actions' }]}
    >
      {items.length === 0 ? (
        <tr>
          <td colSpan={6} className="approvals-empty">
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
            <td>
              <div className="approvals-actions">
                <button
                  type="button"
                  className="button button-primary"
                  disabled={isBusy(item._id)}
                  aria-label={`Approve ${item.name} (UTR ${item.utrNumber})`}
                  onClick={() => onApprove(item._id)}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="button button-outline"
                  disabled={isBusy(item._id)}
                  aria-label={`Reject ${item.name} (UTR ${item.utrNumber})`}
                  onClick={() => onReject(item._id)}
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
