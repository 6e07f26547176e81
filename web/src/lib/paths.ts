import type { CourseCategory } from '#shared/constants.js';
import { PASSWORD_RESET_PATH } from '#shared/constants.js';

/** Every page path the app links to or routes; nothing else spells a path out. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  testSeries: '/testSeries',
  courses: '/courses',
  course: (courseId: string) => `/course/${encodeURIComponent(courseId)}`,
  courseVideos: (courseId: string) => `/course/${encodeURIComponent(courseId)}/videos`,
  courseVideo: (courseId: string, videoId: string) =>
    `/course/${encodeURIComponent(courseId)}/video/${encodeURIComponent(videoId)}`,
  courseType: (category: CourseCategory) => `/${category}`,
  seriesTests: (seriesId: string) => `/test-series/${encodeURIComponent(seriesId)}`,
  test: (testId: string) => `/tests/${encodeURIComponent(testId)}`,
  testAttempt: (testId: string) => `/tests/${encodeURIComponent(testId)}/attempt`,
  attemptResult: (attemptId: string) => `/attempts/${encodeURIComponent(attemptId)}/result`,
  dashboard: '/dashboard',
  account: '/dashboard/account',
  forgotPassword: '/forgot-password',
  /** The same page, leading back to the admin login. */
  adminForgotPassword: '/forgot-password?for=admin',
  resetPassword: PASSWORD_RESET_PATH,
  admin: '/admin',
  adminApprovals: '/admin/approvals',
  reports: '/reports',
  privacyPolicy: '/privacyPolicy',
  termsAndConditions: '/termsAndCondition',
  refundPolicy: '/refundPolicy',
  shipping: '/shipping',
} as const;

/** Route patterns for the pages whose paths take parameters; links use the builders in `paths`. */
export const routePatterns = {
  course: '/course/:courseId',
  courseVideos: '/course/:courseId/videos',
  courseVideo: '/course/:courseId/video/:videoId',
  seriesTests: '/test-series/:seriesId',
  test: '/tests/:testId',
  testAttempt: '/tests/:testId/attempt',
  attemptResult: '/attempts/:attemptId/result',
} as const;
