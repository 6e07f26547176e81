import { useState } from 'react';
import type { ErrorCode } from '../../../../shared/error-codes';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { useSession } from '../../lib/session';
import { isPhone } from '../../lib/is-phone';
import type { UpiPaymentDetails } from '../../components/upi/UpiPaymentPanel';
import { initiateTestSeriesPurchase, type TestSeries, type TestSeriesAccessStatus } from './api';
import { useActiveLanguage, useT } from '../../lib/i18n';
import { localizedTitle } from '../../lib/course-text';

export interface SeriesPayment {
  seriesId: string;
  details: UpiPaymentDetails;
}

/** Refusals that tell the student something true about their series, worth showing in the server's words. */
const STATUS_CONFLICTS: Partial<Record<ErrorCode, TestSeriesAccessStatus>> = {
  test_series_already_purchased: 'purchased',
  test_series_payment_pending: 'pending',
};

/**
 * Purchase Now for a test series (spec sections 4 and 7): a student on a phone is sent to their UPI
 * app; everyone gets the QR code of the same link (`payment`), since upi:// does nothing on a
 * desktop, and the UTR form. The link is the server's (its payee). `processingId` is the series in
 * progress; `onStatusLearned` hears when the server says the student already has, or is buying, it.
 */
export function useTestSeriesPurchase(onStatusLearned: (seriesId: string, status: TestSeriesAccessStatus) => void) {
  const { isStudent } = useSession();
  const [processingId, setProcessingId] = useState<string | null>(null);
  const t = useT();
  const language = useActiveLanguage();
  const [payment, setPayment] = useState<SeriesPayment | null>(null);

  async function purchase(series: TestSeries) {
    if (!isStudent) {
      window.alert(t('testSeries.loginAsStudent'));
      return;
    }
    setProcessingId(series._id);
    try {
      // The link and its payee come from the server, which knows where the institute takes UPI payments.
      const { upiUrl: upiLink, amount, payee } = await initiateTestSeriesPurchase(series._id);
      const item = t('testSeries.paymentFor', { title: localizedTitle(series, language) });
      setPayment({ seriesId: series._id, details: { link: upiLink, payee, amount, item } });
      if (isPhone()) window.location.assign(upiLink);
    } catch (error) {
      setPayment(null);
      const learned = error instanceof ApiError && error.code ? STATUS_CONFLICTS[error.code] : undefined;
      if (learned) onStatusLearned(series._id, learned);
      const failed = t('testSeries.purchaseFailed');
      window.alert(learned ? errorMessage(error, failed) : failed);
    } finally {
      setProcessingId(null);
    }
  }

  return { processingId, purchase, payment, closePayment: () => setPayment(null) };
}
