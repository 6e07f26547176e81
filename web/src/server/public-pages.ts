// The public pages' components, imported directly: the server renders them in one pass.
export { CoursesPage } from '../app/routes/CoursesPage';
export { HomePage } from '../app/routes/HomePage';
export { CourseDetailPage } from '../features/course-detail/CourseDetailPage';
export { CourseTypePage } from '../features/course-types/CourseTypePage';
export { AboutPage } from '../features/info/AboutPage';
export { ContactPage } from '../features/info/ContactPage';
export { PrivacyPolicyPage } from '../features/info/PrivacyPolicyPage';
export { RefundPolicyPage } from '../features/info/RefundPolicyPage';
export { ShippingPage } from '../features/info/ShippingPage';
export { TermsPage } from '../features/info/TermsPage';
export { TestSeriesPage } from '../features/test-series/TestSeriesPage';
