import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import type { ReceiptRef } from './api';
import { downloadReceipt } from './receipt-download';

/** After a card payment: its receipt number, and the receipt PDF again whenever the payer wants it. */
export function PaidReceipt({ receipt }: { receipt: ReceiptRef }) {
  const t = useT();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadReceipt(receipt);
    } catch {
      // eslint-disable-next-line no-restricted-properties -- spec: alert 'Payment verified, but receipt download failed.'
      window.alert(t('cardPayment.receiptFailed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="info-box card-payment-notice paid-receipt">
      <p>{t('cardPayment.confirmed', { number: receipt.receiptNumber })}</p>
      <button type="button" className="button button-outline" disabled={downloading} onClick={() => void download()}>
        {t('cardPayment.downloadReceipt')}
      </button>
    </div>
  );
}
