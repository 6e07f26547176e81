import { CONTACT } from '../../../../../shared/constants';
import { useT } from '../../../lib/i18n';
import { Message } from '../../../lib/message';
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
  const t = useT();
  switch (state.step) {
    case 'form':
    case 'paying':
      return null;
    case 'confirming':
      return (
        <div className="info-box card-payment-notice">
          <p>
            <span className="spinner-circle" aria-hidden="true" /> {t('cardPayment.confirming')}
          </p>
        </div>
      );
    case 'unconfirmed':
    case 'refunded':
      return (
        <div className="info-box card-payment-notice">
          <p>{t(state.step === 'refunded' ? 'cardPayment.refunded' : 'cardPayment.unconfirmed')}</p>
          <p>
            <Message
              id="cardPayment.help"
              values={{ phone: CONTACT.phone, email: CONTACT.email, orderId: state.orderId }}
              components={{ phone: <a href={phoneHref} />, email: <a href={`mailto:${CONTACT.email}`} /> }}
            />
          </p>
          <button type="button" className="button button-outline" onClick={onStartOver}>
            {t('cardPayment.backToForm')}
          </button>
        </div>
      );
    case 'receipt-failed':
      return (
        <div className="info-box card-payment-notice">
          <p>{t('cardPayment.confirmed', { number: state.receipt.receiptNumber })}</p>
          <button type="button" className="button button-outline" onClick={() => onRetryReceipt(state.receipt)}>
            {t('cardPayment.downloadReceipt')}
          </button>
        </div>
      );
  }
}
