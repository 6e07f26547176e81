import type { AdminPayment } from './api';

interface PaymentActionsProps {
  payment: AdminPayment;
  busy: boolean;
  onReceipt: (receiptNumber: string) => void;
  onApprove: (payment: AdminPayment) => void;
  onReject: (payment: AdminPayment) => void;
  onRefund: (payment: AdminPayment) => void;
}

/** A payment whose money arrived opens its receipt (card, UPI or offline); a pending UPI payment is approved or rejected here as on /admin/approvals. */
export function PaymentActions({ payment, busy, onReceipt, onApprove, onReject, onRefund }: PaymentActionsProps) {
  const receiptNumber = payment.receiptNumber;
  const refundable = ['paid', 'approved', 'partially_refunded'].includes(payment.status);
  const pendingUpi = payment.method === 'upi' && payment.status === 'pending';
  return (
    <>
      {receiptNumber && (
        <button
          type="button"
          className="button button-outline"
          disabled={busy}
          aria-label={`Receipt ${receiptNumber} (PDF)`}
          onClick={() => onReceipt(receiptNumber)}
        >
          Receipt
        </button>
      )}
      {refundable && (
        <button
          type="button"
          className="button button-outline"
          disabled={busy}
          aria-label={`Refund ${payment.name} (${payment.course.title})`}
          onClick={() => onRefund(payment)}
        >
          Refund
        </button>
      )}
      {pendingUpi && (
        <>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            aria-label={`Approve ${payment.name} (UTR ${payment.utrNumber})`}
            onClick={() => onApprove(payment)}
          >
            Approve
          </button>
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            aria-label={`Reject ${payment.name} (UTR ${payment.utrNumber})`}
            onClick={() => onReject(payment)}
          >
            Reject
          </button>
        </>
      )}
    </>
  );
}
