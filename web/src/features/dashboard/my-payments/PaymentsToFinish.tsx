import { Suspense, useId, useState } from 'react';
import { formatRupees } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSession } from '../../../lib/session';
import { useData } from '../../../lib/use-data';
import { forgetStartedUpiPayment, startedUpiPayments, submitUtrFor } from '../../../lib/started-upi-payments';
import { fetchMyPayments } from './api';
import './my-payments.css';
import { paymentsToFinish, type PaymentToFinish } from './payments-to-finish';
import { useActiveLanguage, useT } from '../../../lib/i18n';
import { localizedTitle } from '../../../lib/course-text';

// The UTR form loads when a student opens it.
const UtrEntryDialog = lazyComponent(() =>
  import('../../../components/upi/UtrEntryDialog').then((module) => module.UtrEntryDialog),
);

/**
 * UPI purchases still waiting for the student's UTR (opened on this device, or rejected), each with
 * "I have paid, enter the UTR": only the UTR form, so a student whose payment dialog closed sends the
 * UTR without paying again. Nothing is shown when there is none. `onPaymentDialogClosed` tells the
 * screen a payment may have been sent.
 */
export function PaymentsToFinish({
  userId,
  onPaymentDialogClosed,
}: {
  userId: string;
  onPaymentDialogClosed?: () => void;
}) {
  const headingId = useId();
  const t = useT();
  const language = useActiveLanguage();
  const { user } = useSession();
  const payments = useData(fetchMyPayments);
  const [started, setStarted] = useState(() => startedUpiPayments(userId));
  const [entering, setEntering] = useState<PaymentToFinish | null>(null);
  if (payments.status === 'loading' || user?._id !== userId) return null;
  const items = paymentsToFinish(started, payments.status === 'success' ? payments.data : undefined);
  if (items.length === 0 && !entering) return null;

  const forget = (item: PaymentToFinish) => {
    forgetStartedUpiPayment(userId, item.kind, item.id);
    setStarted(startedUpiPayments(userId));
  };
  const titleOf = (item: PaymentToFinish) => localizedTitle(item, language);

  return (
    <section className="payments-to-finish" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('paymentsToFinish.heading')}</h2>
      <p className="muted">{t('paymentsToFinish.intro')}</p>
      <ul className="my-payments-list">
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`} className="my-payment">
            <div className="my-payment-main">
              <strong>{titleOf(item)}</strong>
              <span>{formatRupees(item.amount)}</span>
            </div>
            {item.rejected && <p className="muted">{t('paymentsToFinish.rejected')}</p>}
            <p className="payments-to-finish-actions">
              <button type="button" className="button button-primary" onClick={() => setEntering(item)}>
                {t('utrEntry.open')}
              </button>
              {!item.rejected && (
                <button type="button" className="button button-outline" onClick={() => forget(item)}>
                  {t('paymentsToFinish.notPaid')}
                </button>
              )}
            </p>
          </li>
        ))}
      </ul>
      {entering && (
        <Suspense fallback={null}>
          <UtrEntryDialog
            item={titleOf(entering)}
            submitUtr={(utrNumber) => submitUtrFor(entering.kind, entering.id, utrNumber)}
            receiptTexts={
              entering.kind === 'series'
                ? { status: t('testSeries.receiptStatus'), itemLabel: t('testSeries.receiptItem') }
                : { status: t('upiReceipt.status'), itemLabel: t('upiReceipt.course') }
            }
            onSubmitted={() => forget(entering)}
            onClose={() => {
              setEntering(null);
              payments.refresh();
              onPaymentDialogClosed?.();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
