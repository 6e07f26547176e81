import type { ReactNode } from 'react';
import type { AdminPayment } from '#shared/admin-types.js';
import { formatPaymentWhen, formatRupees } from '../lib/format';
import {
  OFFLINE_MODE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentStatusTone,
} from '../lib/payment-labels';
import './payment-ledger.css';
import { CreditNoteLinks } from './CreditNoteLinks';
import { DataTable } from './DataTable';
import { ProductTag } from './ProductTag';

interface PaymentLedgerTableProps {
  payments: readonly AdminPayment[];
  /** Whose payment it is: a column for the payments page, left out on a student's own page. */
  showPayer?: boolean;
  /** Buttons for a payment (receipt, approve, reject), in a last column when given. */
  actions?: (payment: AdminPayment) => ReactNode;
  busy?: boolean;
  caption: string;
}

/** Payments of any method and status as admins see them: when, who, what for, how, how far, how much, and its reference. */
export function PaymentLedgerTable({
  payments,
  showPayer = false,
  actions,
  busy = false,
  caption,
}: PaymentLedgerTableProps) {
  return (
    <DataTable
      className="data-table card-table payment-ledger"
      busy={busy}
      caption={caption}
      columns={[
        'Date',
        showPayer && 'Payer',
        'Course',
        'Method',
        'Status',
        'Amount',
        'Reference',
        actions !== undefined && { hidden: 'Actions' },
      ]}
    >
      {payments.map((payment) => (
        <tr key={payment._id}>
          <th scope="row" className="payment-ledger-date">
            {formatPaymentWhen(payment)}
          </th>
          {showPayer && (
            <td data-label="Payer">
              <span className="payment-ledger-payer">
                <span>{payment.name}</span>
                {payment.email && <span className="payment-ledger-secondary">{payment.email}</span>}
                <span className="payment-ledger-secondary">{payment.mobile}</span>
                {payment.delivery && (
                  <span className="payment-ledger-secondary payment-ledger-delivery">
                    Courier material to: {payment.delivery.address}, PIN {payment.delivery.pinCode}
                  </span>
                )}
              </span>
            </td>
          )}
          <td data-label="Course">
            {payment.course.title}
            <ProductTag product={payment.product} />
          </td>
          <td data-label="Method">
            {PAYMENT_METHOD_LABELS[payment.method]}
            {payment.offlineMode && ` (${OFFLINE_MODE_LABELS[payment.offlineMode]})`}
          </td>
          <td data-label="Status">
            <span className={`payment-status payment-status-${paymentStatusTone(payment.status)}`}>
              {PAYMENT_STATUS_LABELS[payment.status]}
            </span>
          </td>
          <td data-label="Amount">
            {formatRupees(payment.amount)}
            {payment.refunded !== undefined && (
              <span className="payment-ledger-secondary payment-ledger-refunded">
                Refunded {formatRupees(payment.refunded)}
              </span>
            )}
            {payment.checkout && payment.checkout.discount > 0 && (
              <span className="payment-ledger-secondary payment-ledger-discount">
                Price {formatRupees(payment.checkout.price)}, discount {formatRupees(payment.checkout.discount)}
                {payment.checkout.couponCode && ` (coupon ${payment.checkout.couponCode})`}
              </span>
            )}
            {payment.checkout?.plan && (
              <span className="payment-ledger-secondary payment-ledger-plan">Plan: {payment.checkout.plan.name}</span>
            )}
          </td>
          <td data-label="Reference">
            <span className="payment-ledger-reference">
              {referencesOf(payment).map((reference) => (
                <span key={reference}>{reference}</span>
              ))}
              {payment.note && <span className="payment-ledger-secondary">{payment.note}</span>}
              {payment.rejectionReason && (
                <span className="payment-ledger-secondary">Reason: {payment.rejectionReason}</span>
              )}
              {payment.creditNotes?.length ? (
                <span className="payment-ledger-secondary">
                  <CreditNoteLinks numbers={payment.creditNotes} />
                </span>
              ) : null}
              {payment.refundPending !== undefined && (
                <span className="payment-ledger-secondary">
                  Refund of {formatRupees(payment.refundPending)} pending
                </span>
              )}
              {payment.refundsNotMade?.map((refund) => (
                <span key={refund._id} className="payment-ledger-secondary">
                  Refund of {formatRupees(refund.amount)} not made: {refund.reason}
                </span>
              ))}
            </span>
          </td>
          {actions && (
            <td>
              <div className="payment-ledger-actions">{actions(payment)}</div>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}

/** The payment's receipt number (once its money arrived), then the UTR or the office's reference it came with. */
function referencesOf(payment: AdminPayment): string[] {
  const parts = [
    payment.receiptNumber && `Receipt ${payment.receiptNumber}`,
    payment.utrNumber ? `UTR ${payment.utrNumber}` : payment.reference && `Ref. ${payment.reference}`,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts : ['—'];
}
