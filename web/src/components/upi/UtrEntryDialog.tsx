import { useState } from 'react';
import type { UpiReceipt } from '#shared/types.js';
import { Dialog } from '../Dialog';
import { UpiReceiptView, type UpiReceiptTexts } from './UpiReceiptView';
import { UtrForm } from './UtrForm';
import './upi-checkout.css';
import { useT } from '../../lib/i18n';

interface UtrEntryDialogProps {
  /** What was paid for, as the page names it. */
  item: string;
  submitUtr: (utrNumber: string) => Promise<UpiReceipt>;
  receiptTexts: UpiReceiptTexts;
  onSubmitted?: (receipt: UpiReceipt) => void;
  onClose: () => void;
}

/**
 * "I have paid, enter the UTR": only the UTR form, for a student who paid in their UPI app and lost
 * the payment dialog. It asks for no new payment and opens no UPI app, so nobody pays twice.
 */
export function UtrEntryDialog({ item, submitUtr, receiptTexts, onSubmitted, onClose }: UtrEntryDialogProps) {
  const [receipt, setReceipt] = useState<UpiReceipt | null>(null);
  const t = useT();
  return (
    <Dialog title={t('utrEntry.title', { item })} onClose={onClose}>
      {receipt ? (
        <UpiReceiptView receipt={{ ...receipt, course: item }} texts={receiptTexts} onClose={onClose} />
      ) : (
        <div className="upi-checkout">
          <p className="muted">{t('utrEntry.intro')}</p>
          <UtrForm
            submit={submitUtr}
            onSubmitted={(submitted) => {
              setReceipt(submitted);
              onSubmitted?.(submitted);
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
