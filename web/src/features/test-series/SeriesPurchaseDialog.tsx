import type { UpiReceipt } from '../../../../shared/types';
import { UpiCheckoutDialog } from '../../components/upi/UpiCheckoutDialog';
import { useSession } from '../../lib/session';
import { submitTestSeriesUtr } from './api';
import type { SeriesPayment } from './use-test-series-purchase';
import { useT } from '../../lib/i18n';

interface SeriesPurchaseDialogProps {
  payment: SeriesPayment;
  onSubmitted: (receipt: UpiReceipt) => void;
  onClose: () => void;
}

/**
 * The QR code and UPI link of a series' payment, then its UTR form and receipt. The form needs the
 * student's sign-in; without it (signed out meanwhile) the dialog says to send the UTR to support.
 */
export function SeriesPurchaseDialog({ payment, onSubmitted, onClose }: SeriesPurchaseDialogProps) {
  const { isStudent } = useSession();
  const t = useT();
  return (
    <UpiCheckoutDialog
      title={t('testSeries.payTitle')}
      details={payment.details}
      submitUtr={isStudent ? (utrNumber) => submitTestSeriesUtr(payment.seriesId, utrNumber) : undefined}
      fallback={t('testSeries.afterPayment')}
      receiptTexts={{ status: t('testSeries.receiptStatus'), itemLabel: t('testSeries.receiptItem') }}
      onSubmitted={onSubmitted}
      onClose={onClose}
    />
  );
}
