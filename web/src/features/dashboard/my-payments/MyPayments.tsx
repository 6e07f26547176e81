import { useEffect, useId, useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { CreditNoteLinks } from '../../../components/CreditNoteLinks';
import { formatDate, formatRupees } from '../../../lib/format';
import { useData } from '../../../lib/use-data';
import { fetchMyPayments, type MyPayment } from './api';
import { methodLabel, paidAt, PAYMENT_STATUS_LABELS, statusTone } from './payment-status';
import './my-payments.css';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { localizedTitle } from '../../../lib/course-text';
import { fetchReceiptWithSession } from '../../../lib/receipt-file';
import { saveBlob } from '../../../lib/save-file';

/**
 * The student's payments on the dashboard: each with its status, and the receipt of every one whose
 * money arrived. Each change of `sentElsewhere` (a payment dialog elsewhere on the screen closed)
 * loads the list again, so a UTR just sent shows here without a reload.
 */
export function MyPayments({ sentElsewhere = 0 }: { sentElsewhere?: number }) {
  const headingId = useId();
  const payments = useData(fetchMyPayments);
  const t = useT();
  const { refresh } = payments;
  useEffect(() => {
    if (sentElsewhere > 0) refresh();
  }, [sentElsewhere, refresh]);

  return (
    <section className="my-payments" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('payments.heading')}</h2>
      {payments.status === 'loading' && <Spinner label={t('payments.loading')} />}
      {payments.status === 'error' && <LoadError message={t('payments.failed')} onRetry={payments.retry} />}
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
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  async function downloadReceipt(receiptNumber: string) {
    setDownloading(true);
    setFailed(false);
    try {
      saveBlob(await fetchReceiptWithSession(receiptNumber), `receipt_${receiptNumber}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }
  return (
    <li className="my-payment">
      <div className="my-payment-main">
        <strong>{localizedTitle(payment.course, language)}</strong>
        <span className={`my-payment-status my-payment-status-${statusTone(payment.status)}`}>
          {t(PAYMENT_STATUS_LABELS[payment.status])}
        </span>
      </div>
      <p className="muted my-payment-facts">
        {formatRupees(payment.amount)} · {t(methodLabel(payment))} · {formatDate(paidAt(payment), language)}
        {payment.utrNumber && ` · ${t('payments.utr', { number: payment.utrNumber })}`}
        {payment.reference && ` · ${t('payments.reference', { reference: payment.reference })}`}
        {payment.receiptNumber && ` · ${t('payments.receipt', { number: payment.receiptNumber })}`}
      </p>
      {payment.checkout?.couponCode && payment.checkout.discount > 0 && (
        <p className="my-payment-discount">
          {t('payments.discount', {
            price: formatRupees(payment.checkout.price),
            discount: formatRupees(payment.checkout.discount),
            code: payment.checkout.couponCode,
          })}
        </p>
      )}
      {payment.checkout?.plan && (
        <p className="muted my-payment-plan">{t('payments.plan', { name: payment.checkout.plan.name })}</p>
      )}
      {payment.status === 'rejected' && payment.rejectionReason && (
        <p className="my-payment-reason">{t('payments.reason', { reason: payment.rejectionReason })}</p>
      )}
      {payment.refunded !== undefined && (
        <p className="my-payment-refund">
          {t('payments.refunded', { amount: formatRupees(payment.refunded) })}{' '}
          <CreditNoteLinks numbers={payment.creditNotes ?? []} />
        </p>
      )}
      {payment.receiptNumber && (
        <p className="my-payment-receipt">
          <button
            type="button"
            className="button button-outline"
            disabled={downloading}
            onClick={() => void downloadReceipt(payment.receiptNumber!)}
          >
            {downloading ? t('common.pleaseWait') : t('payments.downloadReceipt')}
          </button>
          {failed && <span role="alert"> {t('payments.receiptFailed')}</span>}
        </p>
      )}
    </li>
  );
}
