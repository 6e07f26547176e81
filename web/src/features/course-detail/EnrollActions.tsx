import { Suspense, useEffect, useState } from 'react';
import type { Course } from '../../../../shared/types';
import { ErrorBox } from '../../components/ErrorBox';
import { Spinner } from '../../components/Spinner';
import { formatRupees } from '../../lib/rupees';
import { lazyComponent } from '../../lib/lazy-component';
import { useLoginDialog } from '../../lib/login-dialog';
import { rememberPurchase, takePurchaseToResume } from '../../lib/started-upi-payments';
import { useSession } from '../../lib/session';
import { useUpiEnrollment } from './upi-enrollment/use-upi-enrollment';
import type { CourseAccess } from './course-access';
import { EnrolledActions } from './EnrolledActions';
import { OpenPaymentNote } from './OpenPaymentNote';
import { useT } from '../../lib/i18n';

// The payment dialogs and their forms load on Enroll Now or on the UTR entry, not with the course page.
const UpiEnrollDialog = lazyComponent(() =>
  import('./upi-enrollment/UpiEnrollDialog').then((module) => module.UpiEnrollDialog),
);
const CourseUtrDialog = lazyComponent(() =>
  import('./upi-enrollment/CourseUtrDialog').then((module) => module.CourseUtrDialog),
);

// "Pay online" and Razorpay's loader come with the student's enrol box, never with the page's first code.
const PayOnline = lazyComponent(() => import('../../components/PayOnline').then((module) => module.PayOnline));

export function EnrollActions({ course, access }: { course: Course; access: CourseAccess }) {
  const loginDialog = useLoginDialog();
  // On a page from the server the visitor looks signed out until the browser has checked: a click
  // then could tell a signed-in student to log in.
  const { known } = useSession();
  const refresh = access.kind === 'not-enrolled' ? access.refresh : undefined;
  const upi = useUpiEnrollment(course, refresh);
  const [enteringUtr, setEnteringUtr] = useState(false);
  // What "Pay online" said when the course became the student's: its form goes, the message stays.
  const [paidNote, setPaidNote] = useState<string>();
  const t = useT();
  const payment = access.kind === 'not-enrolled' ? access.payment : undefined;
  const mayPay = access.kind === 'not-enrolled' && payment?.status !== 'pending';

  // A visitor who pressed Enroll Now and has signed in since: their payment dialog opens.
  const { start } = upi;
  useEffect(() => {
    if (access.kind !== 'not-enrolled' && access.kind !== 'enrolled') return;
    if (takePurchaseToResume('course') === course._id && mayPay) void start();
    // `start` is new each render; the resume runs once, when the student's state is first known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [access.kind, course._id, mayPay]);

  switch (access.kind) {
    case 'checking':
      return <Spinner label={t('enroll.checking')} />;
    case 'check-failed':
      return (
        <div className="course-panel-status">
          <ErrorBox>{t('enroll.checkFailed')}</ErrorBox>
          <button type="button" className="button button-outline button-block" onClick={access.retry}>
            {t('common.tryAgain')}
          </button>
        </div>
      );
    case 'enrolled':
      return (
        <>
          {paidNote && (
            <p className="course-paid-note" role="status">
              {paidNote}
            </p>
          )}
          <EnrolledActions courseId={course._id} />
        </>
      );
  }

  const enroll = () => {
    if (access.kind === 'guest') {
      // eslint-disable-next-line no-restricted-properties -- spec: alert 'Please login to enroll in this course'
      window.alert(t('enroll.loginToEnroll'));
      rememberPurchase({ kind: 'course', id: course._id });
      loginDialog.open('login');
    } else if (access.kind === 'not-student') {
      // eslint-disable-next-line no-restricted-properties -- spec: alert 'Please login as a student to enroll'
      window.alert(t('enroll.loginAsStudent'));
    } else {
      void upi.start();
    }
  };
  const price = formatRupees(course.price);
  const submitted = () => {
    upi.submitted();
    refresh?.();
  };

  return (
    <div className="course-panel-status">
      {payment ? <OpenPaymentNote payment={payment} /> : <p className="muted">{t('enroll.prompt')}</p>}
      {upi.refusal && <ErrorBox>{upi.refusal}</ErrorBox>}
      {payment?.status !== 'pending' && (
        <button
          type="button"
          className="button button-primary button-block"
          disabled={upi.initiating || !known}
          onClick={enroll}
        >
          {upi.initiating
            ? t('common.processing')
            : payment
              ? t('enroll.payAgain', { price })
              : t('enroll.now', { price })}
        </button>
      )}
      {mayPay && (
        <button type="button" className="button button-outline button-block" onClick={() => setEnteringUtr(true)}>
          {t('utrEntry.open')}
        </button>
      )}
      {access.kind === 'not-enrolled' && payment?.status !== 'pending' && (
        <Suspense fallback={null}>
          <PayOnline
            product={{ courseId: course._id }}
            plans={course.plans ?? []}
            description={course.title}
            onPaid={(note) => {
              setPaidNote(note);
              access.refresh?.();
            }}
          />
        </Suspense>
      )}
      {upi.payment && (
        <Suspense fallback={null}>
          <UpiEnrollDialog course={course} payment={upi.payment} onSubmitted={submitted} onClose={upi.close} />
        </Suspense>
      )}
      {enteringUtr && (
        <Suspense fallback={null}>
          <CourseUtrDialog course={course} onSubmitted={submitted} onClose={() => setEnteringUtr(false)} />
        </Suspense>
      )}
    </div>
  );
}
