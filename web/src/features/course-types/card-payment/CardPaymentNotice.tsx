import { CONTACT } from '../../../../../shared/constants';
import type { ReceiptRef } from './api';
import type { CardPaymentState } from './use-card-payment';

interface CardPaymentNoticeProps {
  state: CardPaymentState;
  onRetryReceipt: (receipt: ReceiptRef) => void;
  onStartOver: () => void;
}

const phoneHref = `tel:${CONTACT.phone.replace(/\s/g, '')}`;

/** What the enrolment dialog says while a card payment is confirmed, or when it could not be. */
export function CardPaymentNotice({ state, onRetryReceipt, onStartOver }: CardPaymentNoticeProps) {
  switch (state.step) {
    case 'form':
    case 'paying':
      return null;
    case 'confirming':
      return (
        <div className="info-box card-payment-notice">
          <p>
            <span className="spinner-circle" aria-hidden="true" /> We are confirming your payment with the bank. Please keep this window open; this takes a few seconds.
          </p>
        </div>
      );
    case 'unconfirmed':
      return (
        <div className="info-box card-payment-notice">
          <p>
            We have not received a confirmation for this payment yet. If money was taken from your account, it will be
            confirmed shortly and you do not need to pay again. If you closed the payment window without paying, nothing
            was charged.
          </p>
          <p>
            For help, call us on <a href={phoneHref}>{CONTACT.phone}</a> or write to{' '}
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> with your order reference {state.orderId}.
          </p>
          <button type="button" className="button button-outline" onClick={onStartOver}>
            Back to the form
          </button>
        </div>
      );
    case 'receipt-failed':
      return (
        <div className="info-box card-payment-notice">
          <p>Your payment is confirmed. Receipt number: {state.receipt.receiptNumber}.</p>
          <button type="button" className="button button-outline" onClick={() => onRetryReceipt(state.receipt)}>
            Download receipt
          </button>
        </div>
      );
  }
}
