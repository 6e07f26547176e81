import { formatDate } from '../../lib/format';
import { useActiveLanguage, useT } from '../../lib/i18n';
import type { OpenPayment } from './course-access';

/** The student's UPI payment for the course: waiting for verification, or rejected (with the admin's reason). */
export function OpenPaymentNote({ payment }: { payment: OpenPayment }) {
  const t = useT();
  const date = formatDate(payment.createdAt, useActiveLanguage());

  if (payment.status === 'pending') {
    return (
      <div className="course-enroll-note course-payment-pending">
        <p>
          <strong>{t('enroll.pending')}</strong>
        </p>
        {payment.utrNumber && date && (
          <p className="muted">{t('enroll.pendingUtr', { date, utr: payment.utrNumber })}</p>
        )}
      </div>
    );
  }
  return (
    <div className="course-enroll-note course-payment-rejected">
      <p>
        <strong>{t('enroll.rejected')}</strong>
      </p>
      {payment.rejectionReason && <p>{t('enroll.rejectedReason', { reason: payment.rejectionReason })}</p>}
    </div>
  );
}
