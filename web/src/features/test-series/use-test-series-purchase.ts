import { useState } from 'react';
import { upiPayee } from '../../lib/config';
import { useSession } from '../../lib/session';
import type { TestSeries } from './api';
import { buildUpiPaymentLink } from './upi-link';

/**
 * Purchase Now for a test series (spec sections 4 and 7): a student is sent to their UPI app and
 * told to send the UTR to support; there is no server call. `processingId` is the series in progress.
 */
export function useTestSeriesPurchase() {
  const { isStudent } = useSession();
  const [processingId, setProcessingId] = useState<string | null>(null);

  async function purchase(series: TestSeries) {
    if (!isStudent) {
      window.alert('Please login as a student to purchase test series');
      return;
    }
    setProcessingId(series._id);
    try {
      // Let 'Processing...' paint before the navigation and the alert, which blocks the page.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const upiLink = buildUpiPaymentLink({
        payeeAddress: upiPayee.address,
        payeeName: upiPayee.name,
        amount: series.price,
        note: `Test Series ${series.title}`,
      });
      window.location.assign(upiLink);
      window.alert('After payment, please contact support with your UTR for test series access.');
    } catch {
      window.alert('Failed to initiate purchase. Please try again.');
    } finally {
      setProcessingId(null);
    }
  }

  return { processingId, purchase };
}
