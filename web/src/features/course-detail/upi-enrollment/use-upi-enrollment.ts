import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useSession } from '../../../lib/session';
import { forgetStartedUpiPayment, rememberStartedUpiPayment } from '../../../lib/started-upi-payments';
import { initiateUpiPayment, type UpiInitiation } from './api';
import { useT } from '../../../lib/i18n';

interface CourseToPay {
  _id: string;
  title: string;
  titleGu?: string;
}

/**
 * Enroll Now for a student (spec section 4): asks the server for the UPI payment and opens the
 * dialog, where the student chooses to leave for their UPI app. A failure is the spec's alert; a
 * 409 (already enrolled, or a payment already waiting for verification) is the server's words on
 * the page (`refusal`), and `onConflict` reads the student's state again so the page says the same.
 */
export function useUpiEnrollment(course: CourseToPay, onConflict?: () => void) {
  const [initiating, setInitiating] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const t = useT();
  const userId = useSession().user?._id;
  const [payment, setPayment] = useState<UpiInitiation | null>(null);

  async function start() {
    setInitiating(true);
    setRefusal(null);
    try {
      const initiation = await initiateUpiPayment(course._id);
      setPayment(initiation);
      if (userId)
        rememberStartedUpiPayment(userId, {
          kind: 'course',
          id: course._id,
          title: course.title,
          ...(course.titleGu ? { titleGu: course.titleGu } : {}),
          amount: initiation.amount,
          startedAt: new Date().toISOString(),
        });
    } catch (error) {
      const failed = t('upiEnroll.initiateFailed');
      if (error instanceof ApiError && error.status === 409) {
        setRefusal(errorMessage(error, failed));
        if (userId) forgetStartedUpiPayment(userId, 'course', course._id);
        onConflict?.();
      } else {
        // eslint-disable-next-line no-restricted-properties -- spec: UPI initiation alerts 'Failed to initiate UPI payment'
        window.alert(failed);
      }
    } finally {
      setInitiating(false);
    }
  }

  /** A UTR was accepted: nothing is left to finish for this course. */
  function submitted() {
    if (userId) forgetStartedUpiPayment(userId, 'course', course._id);
  }

  return { initiating, payment, refusal, start, submitted, close: () => setPayment(null) };
}
