import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { formatDate, formatRupees } from '../../../lib/format';
import { useData } from '../../../lib/use-data';
import { fetchMyPayments, type MyPayment } from './api';
import { PAYMENT_STATUS_LABELS, statusTone } from './payment-status';
import './my-payments.css';

/** The student's payments on the dashboard: UPI ones with their verification status, card ones with the receipt. */
export function MyPayments() {
  const headingId = useId();
  const payments = useData(fetchMyPayments);

  return (
    <section className="my-payments" aria-labelledby={headingId}>
      <h2 id={headingId}>My Payments</h2>
      {payments.status === 'loading' && <Spinner label="Loading your payments..." />}
      {payments.status === 'error' && (
        <LoadError message="Failed to load payments" onRetry={payments.retry} />
      )}
      {payments.status === 'success' &&
        (payments.data.length === 0 ? (
          <p className="muted">No payments yet.</p>
        ) : (
          <ul className="my-payments-list">
            {payments.data.map((payment) => (
              <PaymentItem key={payment._id} payment={payment} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function PaymentItem({ payment }: { payment: MyPayment }) {
  return (
    <li className="my-payment">
      <div className="my-payment-main">
        <strong>{payment.course.title}</strong>
        <span className={`my-payment-status my-payment-status-${statusTone(payment.status)}`}>{PAYMENT_STATUS_LABELS[payment.status]}</span>
      </div>
      <p className="muted my-payment-facts">
        {formatRupees(payment.amount)} · {payment.method === 'upi' ? 'UPI' : 'Card'} · {formatDate(payment.createdAt)}
        {payment.utrNumber && ` · UTR ${payment.utrNumber}`}
        {payment.receiptNumber && ` · Receipt ${payment.receiptNumber}`}
      </p>
      {payment.status === 'rejected' && payment.rejectionReason && <p className="my-payment-reason">Reason: {payment.rejectionReason}</p>}
    </li>
  );
}
