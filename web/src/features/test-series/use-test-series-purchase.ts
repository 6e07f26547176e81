import { useState } from 'react';
import type { ErrorCode } from '../../../../shared/error-codes';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-messages';
import { useLoginDialog } from '../../lib/login-dialog';
import { rememberPurchase } from '../../lib/started-upi-payments';
import { useSession } from '../../lib/session';
import { forgetStartedUpiPayment, rememberStartedUpiPayment } from '../../lib/started-upi-payments';
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
 * Purchase Now for a test series (spec sections 4 and 7): the dialog with the series' UPI link
 * (the server's, to its payee), where the student chooses their UPI app or the QR code, and the UTR
 * form. A visitor gets the spec's alert and then the login dialog, and the purchase resumes after
 * signing in. `processingId` is the series in progress; a refusal is shown on the page (`refusal`);
 * `onStatusLearned` hears when the server says the student already has, or is buying, the series.
 */
export function useTestSeriesPurchase(onStatusLearned: (seriesId: string, status: TestSeriesAccessStatus) => void) {
  const { isStudent, isAuthenticated, user } = useSession();
  const loginDialog = useLoginDialog();
  const [processingId, setProcessingId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ seriesId: string; message: string } | null>(null);
  const t = useT();
  const language = useActiveLanguage();
  const [payment, setPayment] = useState<SeriesPayment | null>(null);

  async function purchase(series: TestSeries) {
    if (!isStudent) {
      // eslint-disable-next-line no-restricted-properties -- spec: alert 'Please login as a student to purchase test series'
      window.alert(t('testSeries.loginAsStudent'));
      if (!isAuthenticated) {
        rememberPurchase({ kind: 'series', id: series._id });
        loginDialog.open('login');
      }
      return;
    }
    setProcessingId(series._id);
    setRefusal(null);
    try {
      const { upiUrl: upiLink, amount, payee } = await initiateTestSeriesPurchase(series._id);
      const item = t('testSeries.paymentFor', { title: localizedTitle(series, language) });
      setPayment({ seriesId: series._id, details: { link: upiLink, payee, amount, item } });
      if (user)
        rememberStartedUpiPayment(user._id, {
          kind: 'series',
          id: series._id,
          title: series.title,
          ...(series.titleGu ? { titleGu: series.titleGu } : {}),
          amount,
          startedAt: new Date().toISOString(),
        });
    } catch (error) {
      setPayment(null);
      const learned = error instanceof ApiError && error.code ? STATUS_CONFLICTS[error.code] : undefined;
      if (learned) {
        onStatusLearned(series._id, learned);
        if (user) forgetStartedUpiPayment(user._id, 'series', series._id);
      }
      const failed = t('testSeries.purchaseFailed');
      setRefusal({ seriesId: series._id, message: learned ? errorMessage(error, failed) : failed });
    } finally {
      setProcessingId(null);
    }
  }

  /** A UTR was accepted for the series: it waits for verification, and nothing is left to finish. */
  function submitted(seriesId: string) {
    onStatusLearned(seriesId, 'pending');
    if (user) forgetStartedUpiPayment(user._id, 'series', seriesId);
  }

  return { processingId, purchase, payment, refusal, submitted, closePayment: () => setPayment(null) };
}
