import { Route, Routes } from 'react-router-dom';
import { COURSE_CATEGORIES } from '../../../shared/constants';
import { RequireRole } from '../components/RequireRole';
import { AppShell } from './AppShell';
import { lazyComponent } from '../lib/lazy-component';
import { paths, routePatterns } from '../lib/paths';

// Only admin screens show toasts: their provider loads with them.
const ToastArea = lazyComponent(() => import('../components/toast').then((module) => module.ToastArea));
const HomePage = lazyComponent(() => import('./routes/HomePage').then((module) => module.HomePage), { coreMessagesOnly: true });
const CoursesPage = lazyComponent(() => import('./routes/CoursesPage').then((module) => module.CoursesPage), { coreMessagesOnly: true });
const NotFoundPage = lazyComponent(() => import('./routes/NotFoundPage').then((module) => module.NotFoundPage));
const CourseDetailPage = lazyComponent(() =>
  import('../features/course-detail/CourseDetailPage').then((module) => module.CourseDetailPage),
);
const CourseVideosRedirect = lazyComponent(() =>
  import('../features/learning/CourseVideosRedirect').then((module) => module.CourseVideosRedirect),
);
const VideoPage = lazyComponent(() => import('../features/learning/VideoPage').then((module) => module.VideoPage));
const TestSeriesPage = lazyComponent(() =>
  import('../features/test-series/TestSeriesPage').then((module) => module.TestSeriesPage),
);
const CourseTypePage = lazyComponent(() =>
  import('../features/course-types/CourseTypePage').then((module) => module.CourseTypePage),
);
const AboutPage = lazyComponent(() => import('../features/info/AboutPage').then((module) => module.AboutPage));
const ContactPage = lazyComponent(() => import('../features/info/ContactPage').then((module) => module.ContactPage));
const PrivacyPolicyPage = lazyComponent(() =>
  import('../features/info/PrivacyPolicyPage').then((module) => module.PrivacyPolicyPage),
);
const RefundPolicyPage = lazyComponent(() =>
  import('../features/info/RefundPolicyPage').then((module) => module.RefundPolicyPage),
);
const TermsPage = lazyComponent(() => import('../features/info/TermsPage').then((module) => module.TermsPage));
const ShippingPage = lazyComponent(() => import('../features/info/ShippingPage').then((module) => module.ShippingPage));
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
        <Route index element={<HomePage />} />
        <Route path={paths.courses} element={<CoursesPage />} />
        <Route path={paths.testSeries} element={<TestSeriesPage />} />
        {COURSE_CATEGORIES.map((category) => (
          <Route
            key={category}
            path={paths.courseType(category)}
            element={<CourseTypePage key={category} courseType={category} />}
          />
        ))}
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={paths.refundPolicy} element={<RefundPolicyPage />} />
        <Route path={paths.termsAndConditions} element={<TermsPage />} />
        <Route path={paths.shipping} element={<ShippingPage />} />
        <Route path={routePatterns.course} element={<CourseDetailPage />} />
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
