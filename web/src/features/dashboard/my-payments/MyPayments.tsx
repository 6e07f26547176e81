import { useId } from 'react';
import { ErrorBox } from '../../../components/ErrorBox';
import { Spinner } from '../../../components/Spinner';
import { formatDate, formatPrice } from '../../../lib/format';
import { useAsyncData } from '../../../lib/use-async-data';
import { fetchMyPayments, type MyPayment } from './api';
import { PAYMENT_STATUS_LABELS, statusTone } from './payment-status';
import './my-payments.css';

/** The student's payments on the dashboard: UPI ones with their verification status, card ones with the receipt. */
export function MyPayments() {
  const headingId = useId();
  const payments = useAsyncData(fetchMyPayments);

  return (
    <section className="my-payments" aria-labelledby={headingId}>
      <h2 id={headingId}>My Payments</h2>
      {payments.status === 'loading' && <Spinner label="Loading your payments..." />}
      {payments.status === 'error' && (
        <div className="state-panel">
          <ErrorBox>Failed to load payments</ErrorBox>
          <button type="button" className="button button-primary" onClick={payments.reload}>
            Try Again
          </button>
        </div>
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
        {formatPrice(payment.amount)} · {payment.method === 'upi' ? 'UPI' : 'Card'} · {formatDate(payment.createdAt)}
        {payment.utrNumber && ` · UTR ${payment.utrNumber}`}
        {payment.receiptNumber && ` · Receipt ${payment.receiptNumber}`}
      </p>
      {payment.status === 'rejected' && payment.rejectionReason && <p className="my-payment-reason">Reason: {payment.rejectionReason}</p>}
    </li>
  );
}
