import { lazyComponent } from '../lib/lazy-component';

/** The admin screens by name, each loaded with its own chunk when first opened. */
const screens = {
  dashboard: lazyComponent(() => import('../features/admin/AdminDashboard').then((module) => module.AdminDashboard)),
  approvals: lazyComponent(() =>
    import('../features/admin-approvals/AdminApprovalsPage').then((module) => module.AdminApprovalsPage),
  ),
  bankStatements: lazyComponent(() =>
    import('../features/admin-bank-statements/BankStatementsPage').then((module) => module.BankStatementsPage),
  ),
  courses: lazyComponent(() =>
    import('../features/admin-courses/AdminCoursesPage').then((module) => module.AdminCoursesPage),
  ),
  newCourse: lazyComponent(() =>
    import('../features/admin-new-course/CreateCoursePage').then((module) => module.CreateCoursePage),
  ),
  testSeries: lazyComponent(() =>
    import('../features/admin-test-series/AdminTestSeriesPage').then((module) => module.AdminTestSeriesPage),
  ),
  seriesTests: lazyComponent(() =>
    import('../features/admin-tests/AdminSeriesTestsPage').then((module) => module.AdminSeriesTestsPage),
  ),
  test: lazyComponent(() =>
    import('../features/admin-tests/AdminTestEditorPage').then((module) => module.AdminTestEditorPage),
  ),
  testResults: lazyComponent(() =>
    import('../features/admin-test-results/TestResultsPage').then((module) => module.TestResultsPage),
  ),
  homepageAds: lazyComponent(() =>
    import('../features/admin-homepage-ads/AdminAdsPage').then((module) => module.AdminAdsPage),
  ),
  students: lazyComponent(() =>
    import('../features/admin-students/StudentsPage').then((module) => module.StudentsPage),
  ),
  student: lazyComponent(() => import('../features/admin-students/StudentPage').then((module) => module.StudentPage)),
  payments: lazyComponent(() =>
    import('../features/admin-payments/AdminPaymentsPage').then((module) => module.AdminPaymentsPage),
  ),
  coupons: lazyComponent(() =>
    import('../features/admin-coupons/AdminCouponsPage').then((module) => module.AdminCouponsPage),
  ),
  reports: lazyComponent(() => import('../features/reports/ReportsPage').then((module) => module.ReportsPage)),
};

export type AdminScreenName = keyof typeof screens;

/** One admin screen; the routes (AppRoutes) say which path shows which. */
export function AdminScreen({ screen }: { screen: AdminScreenName }) {
  const Screen = screens[screen];
  return <Screen />;
}
