import { adminPaths, adminRoutePatterns } from '../lib/admin-paths';
import type { ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { ErrorBox } from '../components/ErrorBox';
import { useT } from '../lib/i18n';
import { lazyComponent } from '../lib/lazy-component';
import { paths } from '../lib/paths';
import { type StaffArea, useStaffAreas } from '../lib/staff-areas';

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
  dues: lazyComponent(() => import('../features/admin-dues/AdminDuesPage').then((module) => module.AdminDuesPage)),
  doubts: lazyComponent(() =>
    import('../features/admin-doubts/AdminDoubtsPage').then((module) => module.AdminDoubtsPage),
  ),
  reports: lazyComponent(() => import('../features/reports/ReportsPage').then((module) => module.ReportsPage)),
  siteSettings: lazyComponent(() =>
    import('../features/admin-site-settings/SiteSettingsPage').then((module) => module.SiteSettingsPage),
  ),
  staff: lazyComponent(() => import('../features/admin-staff/StaffPage').then((module) => module.StaffPage)),
  audit: lazyComponent(() => import('../features/admin-audit/AuditPage').then((module) => module.AuditPage)),
};

export type AdminScreenName = keyof typeof screens;

/**
 * The screens whose every figure the server refuses to some staff roles, and the areas that may open
 * them (docs/security.md, Roles). Any other screen is every staff member's.
 */
const SCREEN_AREAS: Partial<Record<AdminScreenName, readonly StaffArea[]>> = {
  approvals: ['money'],
  bankStatements: ['money'],
  students: ['money'],
  student: ['money'],
  payments: ['money'],
  coupons: ['money'],
  dues: ['money'],
  reports: ['money'],
  newCourse: ['content'],
  seriesTests: ['content'],
  test: ['content'],
  testResults: ['content'],
  homepageAds: ['institute'],
  siteSettings: ['institute'],
  staff: ['institute'],
  audit: ['institute'],
  doubts: ['content'],
};

/** One admin screen; the routes (AppRoutes) say which path shows which. */
export function AdminScreen({ screen }: { screen: AdminScreenName }) {
  const mayUse = useStaffAreas();
  const areas = SCREEN_AREAS[screen];
  // Opened by its address, a screen of another role says so, instead of a load error to retry for ever.
  if (areas && !areas.some(mayUse)) return <NotForYourRole />;
  const Screen = screens[screen];
  return <Screen />;
}

function NotForYourRole() {
  const t = useT();
  return (
    <section className="container page">
      <div className="state-panel">
        <ErrorBox>{t('error.role_not_allowed')}</ErrorBox>
        <Link to={paths.admin} className="button button-primary">
          {t('staff.backToDashboard')}
        </Link>
      </div>
    </section>
  );
}

/** Where each admin screen is, below /admin: the first page's code carries one route for all of them. */
const ADMIN_PATHS: [string, AdminScreenName][] = [
  [paths.admin, 'dashboard'],
  [paths.adminApprovals, 'approvals'],
  [adminPaths.adminBankStatements, 'bankStatements'],
  [adminPaths.adminCourses, 'courses'],
  [adminPaths.adminNewCourse, 'newCourse'],
  [adminPaths.adminTestSeries, 'testSeries'],
  [adminRoutePatterns.adminSeriesTests, 'seriesTests'],
  [adminRoutePatterns.adminTest, 'test'],
  [adminRoutePatterns.adminTestResults, 'testResults'],
  [adminPaths.adminHomepageAds, 'homepageAds'],
  [adminPaths.adminStudents, 'students'],
  [adminRoutePatterns.adminStudent, 'student'],
  [adminPaths.adminPayments, 'payments'],
  [adminPaths.adminCoupons, 'coupons'],
  [adminPaths.adminSiteSettings, 'siteSettings'],
  [adminPaths.adminDues, 'dues'],
  [adminPaths.adminStaff, 'staff'],
  [adminPaths.adminAudit, 'audit'],
  [adminPaths.adminDoubts, 'doubts'],
];

/**
 * The screens under /admin/*, routed by their own paths (relative to /admin), with the site's not-found
 * page for any other; or the one `screen` named (the reports, whose path is not under /admin).
 */
export function AdminScreens({ notFound, screen }: { notFound?: ReactNode; screen?: AdminScreenName }) {
  if (screen) return <AdminScreen screen={screen} />;
  return (
    <Routes>
      {ADMIN_PATHS.map(([path, screen]) =>
        path === paths.admin ? (
          <Route key={screen} index element={<AdminScreen screen={screen} />} />
        ) : (
          <Route key={screen} path={path.slice(paths.admin.length + 1)} element={<AdminScreen screen={screen} />} />
        ),
      )}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
