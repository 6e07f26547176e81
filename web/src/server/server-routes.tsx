import { Route, Routes } from 'react-router-dom';
import { COURSE_CATEGORIES } from '../../../shared/constants';
import { AppShell } from '../app/AppShell';
import { CoursesPage } from '../app/routes/CoursesPage';
import { HomePage } from '../app/routes/HomePage';
import { CourseDetailPage } from '../features/course-detail/CourseDetailPage';
import { CourseTypePage } from '../features/course-types/CourseTypePage';
import { AboutPage } from '../features/info/AboutPage';
import { ContactPage } from '../features/info/ContactPage';
import { PrivacyPolicyPage } from '../features/info/PrivacyPolicyPage';
import { RefundPolicyPage } from '../features/info/RefundPolicyPage';
import { ShippingPage } from '../features/info/ShippingPage';
import { TermsPage } from '../features/info/TermsPage';
import { TestSeriesPage } from '../features/test-series/TestSeriesPage';
import { paths, routePatterns } from '../lib/paths';

/**
 * The public pages of app/AppRoutes.tsx, nested and keyed as there, with their components imported
 * directly: the server renders them in one pass, and the browser's lazily loaded ones take over the
 * same HTML. Student and admin pages are never rendered here (nor bundled into the page function).
 */
export function ServerRoutes() {
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
      </Route>
    </Routes>
  );
}
