import { useState } from 'react';
import { useSession } from '../../lib/session';
import { isPhone } from '../../lib/is-phone';
import type { UpiPaymentDetails } from '../../components/upi/UpiPaymentPanel';
import { initiateTestSeriesPurchase, type TestSeries } from './api';
import { useT } from '../../lib/i18n';

/**
 * Purchase Now for a test series (spec sections 4 and 7): a student on a phone is sent to their UPI
 * app; everyone gets the QR code of the same link (`payment`), since upi:// does nothing on a
 * desktop; then they are told to send the UTR to support. The link is the server's (its payee).
 * `processingId` is the series in progress.
 */
export function useTestSeriesPurchase() {
  const { isStudent } = useSession();
  const [processingId, setProcessingId] = useState<string | null>(null);
  const t = useT();
  const [payment, setPayment] = useState<UpiPaymentDetails | null>(null);

  async function purchase(series: TestSeries) {
    if (!isStudent) {
      window.alert(t('testSeries.loginAsStudent'));
      return;
    }
    setProcessingId(series._id);
    try {
      // The link and its payee come from the server, which knows where the institute takes UPI payments.
      const { upiUrl: upiLink, amount, payee } = await initiateTestSeriesPurchase(series._id);
      setPayment({ link: upiLink, payee, amount, item: t('testSeries.paymentFor', { title: series.title }) });
      if (isPhone()) window.location.assign(upiLink);
      // Let the QR code dialog paint before the alert blocks the page.
      await new Promise((resolve) => setTimeout(resolve, 0));
      window.alert(t('testSeries.afterPayment'));
    } catch {
      setPayment(null);
      window.alert(t('testSeries.purchaseFailed'));
    } finally {
      setProcessingId(null);
    }
  }

  return { processingId, purchase, payment, closePayment: () => setPayment(null) };
}
