import type { MyPayment } from '../../../../shared/types';

/** The student's latest UPI payment for a course, while it waits for an admin or after it was turned down. */
export type OpenPayment = Pick<MyPayment, 'utrNumber' | 'rejectionReason' | 'createdAt'> & {
  status: 'pending' | 'rejected';
};

/** What the visitor may do with a course, which decides the enroll panel and whether the curriculum shows. */
export type CourseAccess =
  | { kind: 'checking' }
  | { kind: 'guest' }
  /** Signed in, but not as a student (an admin). */
  | { kind: 'not-student' }
  /** `refresh` reads the enrolment and payments again (after a UTR is sent). */
  | { kind: 'not-enrolled'; payment?: OpenPayment; refresh?: () => void }
  | { kind: 'enrolled' }
  | { kind: 'check-failed'; retry: () => void };

/** The newest UPI payment of the student's for this course, if it is pending or rejected (payments come newest first). */
export function openPaymentFor(payments: readonly MyPayment[], courseId: string): OpenPayment | undefined {
  const latest = payments.find(
    (payment) => payment.method === 'upi' && payment.product !== 'test-series' && payment.course._id === courseId,
  );
  if (!latest || (latest.status !== 'pending' && latest.status !== 'rejected')) return undefined;
  return {
    status: latest.status,
    utrNumber: latest.utrNumber,
    rejectionReason: latest.rejectionReason,
    createdAt: latest.createdAt,
  };
}
