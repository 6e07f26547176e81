/**
 * The admin screens' page paths (and the patterns of those that take parameters): apart from
 * lib/paths.ts so that the first page a visitor loads carries none of them. `paths.admin` stays there,
 * for the header's link.
 */
export const adminPaths = {
  adminBankStatements: '/admin/bank-statements',
  adminCourses: '/admin/courses',
  adminNewCourse: '/admin/courses/new',
  adminTestSeries: '/admin/test-series',
  adminSeriesTests: (seriesId: string) => `/admin/test-series/${encodeURIComponent(seriesId)}`,
  adminTest: (testId: string) => `/admin/tests/${encodeURIComponent(testId)}`,
  adminTestResults: (testId: string) => `/admin/tests/${encodeURIComponent(testId)}/results`,
  adminHomepageAds: '/admin/homepage-ads',
  adminStudents: '/admin/students',
  adminStudent: (studentId: string) => `/admin/students/${encodeURIComponent(studentId)}`,
  adminPayments: '/admin/payments',
  adminCoupons: '/admin/coupons',
  adminSiteSettings: '/admin/site-settings',
  adminDues: '/admin/dues',
  adminStaff: '/admin/staff',
  adminAudit: '/admin/audit',
  adminDoubts: '/admin/doubts',
} as const;

export const adminRoutePatterns = {
  adminStudent: '/admin/students/:studentId',
  adminSeriesTests: '/admin/test-series/:seriesId',
  adminTest: '/admin/tests/:testId',
  adminTestResults: '/admin/tests/:testId/results',
} as const;
