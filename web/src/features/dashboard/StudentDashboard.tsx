import { Suspense, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { INSTITUTE_NAME } from '../../../../shared/constants';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { MyPayments } from './my-payments/MyPayments';
import { PaymentsToFinish } from './my-payments/PaymentsToFinish';
import { MyTestSeriesSection } from './my-test-series/MyTestSeriesSection';
import { MyTestsTakenSection } from './my-tests-taken/MyTestsTakenSection';
import { EnrolledCourses } from './EnrolledCourses';
import './dashboard.css';
import { useT } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';

// Most students have no instalments: their list loads in a chunk of its own.
const MyDues = lazyComponent(() => import('./my-dues/MyDues').then((module) => module.MyDues));
// Doubts come after the courses and tests: their list loads in a chunk of its own.
const MyDoubts = lazyComponent(() => import('./my-doubts/MyDoubts').then((module) => module.MyDoubts));

export function StudentDashboard() {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const t = useT();
  // Counts the payment dialogs closed on this screen: My Payments loads again after each.
  const [paymentDialogsClosed, setPaymentDialogsClosed] = useState(0);
  const paymentDialogClosed = useCallback(() => setPaymentDialogsClosed((count) => count + 1), []);
  if (!user) return null;

  return (
    <section className="container page">
      <title>{`${t('dashboard.title')} | ${INSTITUTE_NAME}`}</title>
      <div className="page-header">
        <div>
          <h1>{t('dashboard.welcome', { name: user.name })}</h1>
          <p className="muted">{user.email}</p>
        </div>
        <div className="dashboard-header-actions">
          <Link className="button button-outline" to={paths.account}>
            {t('account.title')}
          </Link>
          <button
            type="button"
            className="button button-outline"
            onClick={() => {
              logout();
              navigate(paths.home);
            }}
          >
            {t('nav.logout')}
          </button>
        </div>
      </div>
      <PaymentsToFinish userId={user._id} onPaymentDialogClosed={paymentDialogClosed} />
      <Suspense fallback={null}>
        <MyDues onPaymentDialogClosed={paymentDialogClosed} />
      </Suspense>
      <EnrolledCourses />
      <MyTestSeriesSection />
      <MyTestsTakenSection />
      <Suspense fallback={null}>
        <MyDoubts />
      </Suspense>
      <MyPayments sentElsewhere={paymentDialogsClosed} />
    </section>
  );
}
