import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { isPhone } from '../../../lib/is-phone';
import { initiateUpiPayment, type UpiInitiation } from './api';
import { useT } from '../../../lib/i18n';

/**
 * Enroll Now for a student (spec section 4): asks the server for the UPI payment, then on a phone
 * goes to the UPI app; the dialog (QR code and UTR form) shows everywhere. A 409 (already enrolled,
 * or a payment already waiting for verification) shows the server's words, and `onConflict` reads
 * the student's state again so the page says the same.
 */
export function useUpiEnrollment(courseId: string, onConflict?: () => void) {
  const [initiating, setInitiating] = useState(false);
  const t = useT();
  const [payment, setPayment] = useState<UpiInitiation | null>(null);

  async function start() {
    setInitiating(true);
    try {
      const initiation = await initiateUpiPayment(courseId);
      setPayment(initiation);
      if (isPhone()) window.location.assign(initiation.upiUrl);
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 409;
      const failed = t('upiEnroll.initiateFailed');
      window.alert(conflict ? errorMessage(error, failed) : failed);
      if (conflict) onConflict?.();
    } finally {
      setInitiating(false);
    }
  }

  return { initiating, payment, start, close: () => setPayment(null) };
}
