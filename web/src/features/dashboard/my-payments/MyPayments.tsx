import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { formatDate, formatRupees } from '../../../lib/format';
import { useData } from '../../../lib/use-data';
import { fetchMyPayments, type MyPayment } from './api';
import { PAYMENT_STATUS_LABELS, statusTone } from './payment-status';
import './my-payments.css';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { localizedTitle } from '../../../lib/course-text';

/** The student's payments on the dashboard: UPI ones with their verification status, card ones with the receipt. */
export function MyPayments() {
  const headingId = useId();
  const payments = useData(fetchMyPayments);
  const t = useT();

  return (
    <section className="my-payments" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('payments.heading')}</h2>
      {payments.status === 'loading' && <Spinner label={t('payments.loading')} />}
      {payments.status === 'error' && (
        <LoadError message={t('payments.failed')} onRetry={payments.retry} />
      )}
      {payments.status === 'success' &&
        (payments.data.length === 0 ? (
          <p className="muted">{t('payments.empty')}</p>
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
  const t = useT();
  const language = useActiveLanguage();
  return (
    <li className="my-payment">
      <div className="my-payment-main">
        <strong>{localizedTitle(payment.course, language)}</strong>
        <span className={`my-payment-status my-payment-status-${statusTone(payment.status)}`}>{t(PAYMENT_STATUS_LABELS[payment.status])}</span>
      </div>
      <p className="muted my-payment-facts">
        {formatRupees(payment.amount)} · {payment.method === 'upi' ? t('payments.upi') : t('payments.card')} · {formatDate(payment.createdAt, language)}
        {payment.utrNumber && ` · ${t('payments.utr', { number: payment.utrNumber })}`}
        {payment.receiptNumber && ` · ${t('payments.receipt', { number: payment.receiptNumber })}`}
      </p>
      {payment.status === 'rejected' && payment.rejectionReason && <p className="my-payment-reason">{t('payments.reason', { reason: payment.rejectionReason })}</p>}
    </li>
  );
}
