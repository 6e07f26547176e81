import { useId, useState } from 'react';
import type { CheckoutQuote } from '#shared/checkout.js';
import { api } from '../lib/api';
import { errorMessage } from '../lib/error-messages';
import { useT } from '../lib/i18n';
import { formatRupees } from '../lib/rupees';
import { payCheckout } from '../lib/razorpay-checkout/pay-checkout';

type Product = { courseId: string } | { seriesId: string };

interface PayOnlineProps {
  product: Product;
  /** The course's or series' fee plans to choose from (none: the whole fee now). */
  plans?: readonly { _id: string; name: string }[];
  description: string;
  /**
   * Told once the product is the student's (paid, or enrolled at zero), with what to say: the screen
   * that replaces this one when access arrives shows it, since this form (and its message) goes away.
   */
  onPaid?: (message: string) => void;
}

type Message = { kind: 'ok' | 'error' | 'info'; text: string };

/**
 * "Pay online": a plan, a coupon priced by the server's quote, then Razorpay's checkout (UPI, cards,
 * netbanking), verify, and the answer on the page. When verify does not answer, the order's status says
 * what happened, as on the card programmes' pages.
 */
export function PayOnline({ product, plans = [], description, onPaid }: PayOnlineProps) {
  const t = useT();
  const couponId = useId();
  const planId = useId();
  const [plan, setPlan] = useState('');
  const [coupon, setCoupon] = useState('');
  const [quote, setQuote] = useState<CheckoutQuote>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>();

  const body = () => ({
    ...product,
    ...(plan ? { planId: plan } : {}),
    ...(coupon.trim() ? { couponCode: coupon.trim() } : {}),
  });

  const priceIt = async () => {
    setMessage(undefined);
    try {
      setQuote((await api('POST /api/checkout/quote', {}, { body: body() })).quote);
    } catch (error) {
      setQuote(undefined);
      setMessage({ kind: 'error', text: errorMessage(error, t('payOnline.quoteFailed'), t) });
    }
  };

  const pay = async () => {
    setBusy(true);
    setMessage(undefined);
    try {
      const outcome = await payCheckout(body(), description, () =>
        setMessage({ kind: 'info', text: t('payOnline.confirming') }),
      );
      if (outcome.kind === 'dismissed') return;
      if (outcome.kind === 'failed') return setMessage({ kind: 'error', text: t('payOnline.failed') });
      if (outcome.kind === 'unconfirmed')
        return setMessage({ kind: 'error', text: t('payOnline.notConfirmed', { orderId: outcome.orderId }) });
      const text =
        outcome.kind === 'enrolled'
          ? t('payOnline.enrolledFree')
          : t('payOnline.paid', { receiptNumber: outcome.receiptNumber });
      setMessage({ kind: 'ok', text });
      onPaid?.(text);
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, t('payOnline.orderFailed'), t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pay-online">
      {plans.length > 0 && (
        <label htmlFor={planId}>
          {t('payOnline.plan')}
          <select id={planId} value={plan} onChange={(event) => (setPlan(event.target.value), setQuote(undefined))}>
            <option value="">{t('payOnline.fullFee')}</option>
            {plans.map((one) => (
              <option key={one._id} value={one._id}>
                {one.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label htmlFor={couponId}>{t('payOnline.coupon')}</label>
      <div className="pay-online-coupon">
        <input
          id={couponId}
          value={coupon}
          maxLength={40}
          onChange={(event) => (setCoupon(event.target.value), setQuote(undefined))}
        />
        <button type="button" className="button button-outline" disabled={busy} onClick={() => void priceIt()}>
          {t('payOnline.apply')}
        </button>
      </div>
      {quote && (
        <p className="pay-online-quote" aria-live="polite">
          {quote.discount > 0
            ? t('payOnline.quoteDiscount', {
                discount: formatRupees(quote.discount),
                payNow: formatRupees(quote.payNow),
              })
            : t('payOnline.quote', { payNow: formatRupees(quote.payNow) })}
        </p>
      )}
      <button type="button" className="button button-primary button-block" disabled={busy} onClick={() => void pay()}>
        {busy ? t('common.processing') : t('payOnline.button')}
      </button>
      {message && (
        <p
          className={`pay-online-message pay-online-${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
