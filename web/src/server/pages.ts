import { COURSE_CATEGORIES } from '#shared/constants.js';
import { paths } from '../lib/paths';

/** A page and the module the browser loads lazily for it (its key in Vite's build manifest). */
export interface PageEntry {
  path: string;
  module: string;
}

/**
 * The pages whose screens show only the core part of the message catalogue (lib/catalogue-parts.ts),
 * which the page carries: the routes app/AppRoutes.tsx loads with `coreMessagesOnly`. Every other
 * page asks for the rest of its language's catalogue with its HTML.
 */
export const CORE_MESSAGE_MODULES: ReadonlySet<string> = new Set([
  'src/app/routes/HomePage.tsx',
  'src/app/routes/CoursesPage.tsx',
]);

/** Pages whose HTML is the same for everyone and changes only with the code: built with the app. */
export const PRERENDERED_PAGES: readonly PageEntry[] = [
  { path: paths.home, module: 'src/app/routes/HomePage.tsx' },
  { path: paths.about, module: 'src/features/info/AboutPage.tsx' },
  { path: paths.contact, module: 'src/features/info/ContactPage.tsx' },
  { path: paths.testSeries, module: 'src/features/test-series/TestSeriesPage.tsx' },
  { path: paths.privacyPolicy, module: 'src/features/info/PrivacyPolicyPage.tsx' },
  { path: paths.refundPolicy, module: 'src/features/info/RefundPolicyPage.tsx' },
  { path: paths.termsAndConditions, module: 'src/features/info/TermsPage.tsx' },
  { path: paths.shipping, module: 'src/features/info/ShippingPage.tsx' },
  ...COURSE_CATEGORIES.map((category) => ({
    path: paths.courseType(category),
    module: 'src/features/course-types/CourseTypePage.tsx',
  })),
];

/** Pages built from the catalogue on request. */
export const COURSES_PAGE: PageEntry = { path: paths.courses, module: 'src/app/routes/CoursesPage.tsx' };
export const COURSE_PAGE_MODULE = 'src/features/course-detail/CourseDetailPage.tsx';

/** The course id of a course page's path ('/course/01H…'), or undefined for any other path. */
export function courseIdOf(path: string): string | undefined {
  const match = /^\/course\/([^/]+)\/?$/.exec(path);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
}

/** Every module the server renders a page of: the part of the client build the page function carries. */
export const SERVER_PAGE_MODULES: readonly string[] = [
  ...new Set([...PRERENDERED_PAGES.map(({ module }) => module), COURSES_PAGE.module, COURSE_PAGE_MODULE]),
];
