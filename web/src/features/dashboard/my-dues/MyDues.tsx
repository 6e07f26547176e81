import { Suspense, useId, useState } from 'react';
import type { MyDue, MyDuesReply } from '../../../../../shared/dues';
import { startOfIndianDay } from '../../../../../shared/india-time';
import { buildUpiLink } from '../../../../../shared/upi-link';
import type { UpiReceipt } from '../../../../../shared/types';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { formatDate, formatRupees } from '../../../lib/format';
import { lazyComponent } from '../../../lib/lazy-component';
import { useData } from '../../../lib/use-data';
import { useActiveLanguage, useT, type MessageId } from '../../../lib/i18n';
import './my-dues.css';

// The payment dialogs load when a student opens one.
const UpiCheckoutDialog = lazyComponent(() =>
  import('../../../components/upi/UpiCheckoutDialog').then((module) => module.UpiCheckoutDialog),
);
const UtrEntryDialog = lazyComponent(() =>
  import('../../../components/upi/UtrEntryDialog').then((module) => module.UtrEntryDialog),
);

async function fetchMyDues(signal?: AbortSignal): Promise<MyDuesReply> {
  const { success: _success, ...reply } = await api('GET /api/my/dues', {}, { signal });
  return reply;
}

async function submitDueUtr(due: MyDue, utrNumber: string): Promise<UpiReceipt> {
  const body = { utrNumber, dueId: due._id };
  if (due.product.kind === 'test-series') {
    return (await api('POST /api/test-series/{id}/upi/submit-utr', { id: due.product._id }, { body })).receipt;
  }
  return (await api('POST /api/upi-payments/submit-utr', {}, { body: { ...body, courseId: due.product._id } })).receipt;
}

const payDueOnline = () => import('../../../lib/razorpay-checkout/pay-checkout').then((module) => module.payCheckout);

type Notice = { dueId: string; kind: 'ok' | 'error' | 'info'; text: string };

const STATUS_LABELS: Record<MyDue['status'], MessageId> = {
  upcoming: 'dues.status.upcoming',
  due: 'dues.status.due',
  overdue: 'dues.status.overdue',
  paid: 'dues.status.paid',
};

/** A due's India date at noon there, so every reader's clock shows the same day. */
export const dueDay = (dueOn: string, language: Parameters<typeof formatDate>[1]) =>
  formatDate(new Date(startOfIndianDay(dueOn).getTime() + 12 * 3_600_000).toISOString(), language);

/**
 * The instalments still to pay on the dashboard: the balance and the next date, each due with its
 * state, "Pay online" (Razorpay's checkout, loaded when pressed), "Pay by UPI" (link, QR code and UTR)
 * and "I have paid, enter the UTR". Nothing is shown to a student who never had a due.
 * `onPaymentDialogClosed` tells the screen a payment may have been sent or made.
 */
export function MyDues({ onPaymentDialogClosed }: { onPaymentDialogClosed?: () => void }) {
  const headingId = useId();
  const t = useT();
  const language = useActiveLanguage();
  const dues = useData(fetchMyDues);
  const [paying, setPaying] = useState<{ due: MyDue; utrOnly: boolean } | null>(null);
  const [payingOnline, setPayingOnline] = useState<string>();
  const [notice, setNotice] = useState<Notice>();

  if (dues.status === 'success' && dues.data.dues.length === 0) return null;
  const payee = dues.status === 'success' ? dues.data.payee : undefined;
  const titleOf = (due: MyDue) => (language === 'gu' && due.product.titleGu) || due.product.title;
  const close = () => {
    setPaying(null);
    dues.refresh();
    onPaymentDialogClosed?.();
  };
  const payOnline = async (due: MyDue) => {
    setPayingOnline(due._id);
    setNotice(undefined);
    const say = (kind: Notice['kind'], text: string) => setNotice({ dueId: due._id, kind, text });
    try {
      const payCheckout = await payDueOnline();
      const description = t('dues.instalment', { number: due.instalment, plan: due.plan.name });
      const outcome = await payCheckout({ dueId: due._id }, description, () => say('info', t('payOnline.confirming')));
      if (outcome.kind === 'failed') say('error', t('payOnline.failed'));
      else if (outcome.kind === 'unconfirmed') say('error', t('payOnline.notConfirmed', { orderId: outcome.orderId }));
      else if (outcome.kind === 'paid') {
        say('ok', t('dues.paidOnline', { receiptNumber: outcome.receiptNumber }));
        dues.refresh();
        onPaymentDialogClosed?.();
      }
    } catch (error) {
      say('error', errorMessage(error, t('payOnline.orderFailed'), t));
    } finally {
      setPayingOnline(undefined);
    }
  };
  const receiptTexts = { status: t('dues.receiptStatus'), itemLabel: t('dues.receiptItem') };

  return (
    <section className="my-dues" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dues.heading')}</h2>
      {dues.status === 'loading' && <Spinner label={t('dues.loading')} />}
      {dues.status === 'error' && <LoadError message={t('dues.failed')} onRetry={dues.retry} />}
      {dues.status === 'success' && (
        <>
          <p className="my-dues-summary">
            {dues.data.next
              ? t('dues.balanceNext', {
                  balance: formatRupees(dues.data.balance),
                  amount: formatRupees(dues.data.next.amount),
                  date: dueDay(dues.data.next.dueOn, language),
                })
              : t('dues.allPaid')}
          </p>
          <ul className="my-dues-list">
            {dues.data.dues.map((due) => (
              <li key={due._id} className={`my-due my-due-${due.status}`}>
                <div className="my-due-main">
                  <strong>{titleOf(due)}</strong>
                  <span>{formatRupees(due.amount)}</span>
                </div>
                <p className="muted">
                  {t('dues.instalment', { number: due.instalment, plan: due.plan.name })} ·{' '}
                  {t('dues.dueOn', { date: dueDay(due.dueOn, language) })} ·{' '}
                  <span className="my-due-status">{t(STATUS_LABELS[due.status])}</span>
                </p>
                {due.suspends && <p className="my-due-suspended">{t('dues.suspended')}</p>}
                {due.pendingPaymentId && <p className="muted">{t('dues.waiting')}</p>}
                {due.status !== 'paid' && !due.pendingPaymentId && (
                  <p className="my-due-actions">
                    <button
                      type="button"
                      className="button button-primary"
                      disabled={payingOnline !== undefined}
                      onClick={() => void payOnline(due)}
                    >
                      {payingOnline === due._id ? t('common.processing') : t('dues.payOnline')}
                    </button>
                    {payee && (
                      <button
                        type="button"
                        className="button button-outline"
                        onClick={() => setPaying({ due, utrOnly: false })}
                      >
                        {t('dues.payByUpi')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button-outline"
                      onClick={() => setPaying({ due, utrOnly: true })}
                    >
                      {t('utrEntry.open')}
                    </button>
                  </p>
                )}
                {notice?.dueId === due._id && (
                  <p
                    className={`my-due-notice my-due-notice-${notice.kind}`}
                    role={notice.kind === 'error' ? 'alert' : 'status'}
                  >
                    {notice.text}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {paying && (
        <Suspense fallback={null}>
          {paying.utrOnly || !payee ? (
            <UtrEntryDialog
              item={titleOf(paying.due)}
              submitUtr={(utr) => submitDueUtr(paying.due, utr)}
              receiptTexts={receiptTexts}
              onClose={close}
            />
          ) : (
            <UpiCheckoutDialog
              title={t('dues.payTitle', { item: titleOf(paying.due) })}
              details={{
                link: buildUpiLink({
                  payeeAddress: payee.address,
                  payeeName: payee.name,
                  amount: paying.due.amount,
                  note: `${paying.due.product.title} ${paying.due.instalment}`,
                }),
                payee,
                amount: paying.due.amount,
                item: titleOf(paying.due),
              }}
              submitUtr={(utr) => submitDueUtr(paying.due, utr)}
              receiptTexts={receiptTexts}
              onClose={close}
            />
          )}
        </Suspense>
      )}
    </section>
  );
}
