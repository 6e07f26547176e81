import { useState } from 'react';
import type { UpiReceipt } from '#shared/types.js';
import { Dialog } from '../Dialog';
import { UpiPaymentPanel, type UpiPaymentDetails } from './UpiPaymentPanel';
import { UpiReceiptView, type UpiReceiptTexts } from './UpiReceiptView';
import { UtrForm } from './UtrForm';
import './upi-checkout.css';
import { useT } from '../../lib/i18n';

interface UpiCheckoutDialogProps {
  title: string;
  details: UpiPaymentDetails;
  /** Sends the UTR. Without it (the form cannot be used, e.g. no student is signed in) `fallback` says what to do instead. */
  submitUtr: ((utrNumber: string) => Promise<UpiReceipt>) | undefined;
  fallback?: string;
  receiptTexts: UpiReceiptTexts;
  onSubmitted?: (receipt: UpiReceipt) => void;
  onClose: () => void;
}

/** Pay by UPI (QR code or the UPI app), then give the UTR; ends with the submitted payment's receipt. */
export function UpiCheckoutDialog({
  title,
  details,
  submitUtr,
  fallback,
  receiptTexts,
  onSubmitted,
  onClose,
}: UpiCheckoutDialogProps) {
  const [receipt, setReceipt] = useState<UpiReceipt | null>(null);
  const t = useT();

  function accept(submitted: UpiReceipt) {
    setReceipt(submitted);
    onSubmitted?.(submitted);
  }

  return (
    <Dialog title={title} onClose={onClose}>
      {receipt ? (
        // What was paid for, named as on the screen (in its language), not as the server stored it.
        <UpiReceiptView receipt={{ ...receipt, course: details.item }} texts={receiptTexts} onClose={onClose} />
      ) : (
        <div className="upi-checkout">
          <p className="muted">{submitUtr ? t('upiEnroll.intro') : fallback}</p>
          <UpiPaymentPanel details={details} />
          {submitUtr ? (
            <UtrForm submit={submitUtr} onSubmitted={accept} />
          ) : (
            <button type="button" className="button button-primary button-block" onClick={onClose}>
              {t('common.done')}
            </button>
          )}
        </div>
      )}
    </Dialog>
  );
}
