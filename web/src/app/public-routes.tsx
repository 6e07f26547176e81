import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { COURSE_CATEGORIES } from '#shared/constants.js';
import { paths, routePatterns } from '../lib/paths';

/** The public pages' components: loaded lazily in the browser, imported directly by the server. */
export interface PublicPages {
  HomePage: ComponentType;
  CoursesPage: ComponentType;
  TestSeriesPage: ComponentType;
  CourseTypePage: ComponentType<{ courseType: string }>;
  AboutPage: ComponentType;
  ContactPage: ComponentType;
  PrivacyPolicyPage: ComponentType;
  RefundPolicyPage: ComponentType;
  TermsPage: ComponentType;
  ShippingPage: ComponentType;
  CourseDetailPage: ComponentType;
}

/**
 * The public pages' routes, one list for the browser (app/AppRoutes.tsx) and the server
 * (server/server-routes.tsx): both build the same tree, so the browser takes the server's HTML over.
 */
export function publicRoutes(pages: PublicPages) {
  return (
    <>
      <Route index element={<pages.HomePage />} />
      <Route path={paths.courses} element={<pages.CoursesPage />} />
      <Route path={paths.testSeries} element={<pages.TestSeriesPage />} />
      {COURSE_CATEGORIES.map((category) => (
        <Route
          key={category}
          path={paths.courseType(category)}
          element={<pages.CourseTypePage key={category} courseType={category} />}
        />
      ))}
      <Route path={paths.about} element={<pages.AboutPage />} />
      <Route path={paths.contact} element={<pages.ContactPage />} />
      <Route path={paths.privacyPolicy} element={<pages.PrivacyPolicyPage />} />
      <Route path={paths.refundPolicy} element={<pages.RefundPolicyPage />} />
      <Route path={paths.termsAndConditions} element={<pages.TermsPage />} />
      <Route path={paths.shipping} element={<pages.ShippingPage />} />
      <Route path={routePatterns.course} element={<pages.CourseDetailPage />} />
    </>
  );
}
