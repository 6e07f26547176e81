/** The catalogue's routes: courses, test series (and a student's purchase of one by UPI), and the home page's advertisements. */
import type { AdminCourse } from '../admin-types.js';
import type { MyTestSeries, StudentTestSummary } from '../mock-tests.js';
import { seriesUtrSchema } from '../payment-schemas.js';
import { adActiveSchema, adImageUploadSchema, adInputSchema, adUpdateSchema } from '../schemas.js';
import { courseBodySchema } from '../course-body.js';
import { testSeriesBodySchema } from '../test-series-body.js';
import type { Course, HomepageAd, StoredHomepageAd, TestSeries, UpiPayee, UpiReceipt } from '../types.js';
import type { JsonReply, RouteFields } from './route.js';
import { type SiteSettings, siteSettingsSchema } from '../site-settings.js';

export const courseList = {
  method: 'GET',
  path: '/api/courses',
  access: 'public',
  uses: ['table:catalogue:query'],
  reply: 'json' as JsonReply<{ courses: Course[] }>,
} as const satisfies RouteFields;

export const courseGet = {
  method: 'GET',
  path: '/api/courses/{id}',
  access: 'public',
  uses: ['table:catalogue:get'],
  reply: 'json' as JsonReply<{ course: Course }>,
} as const satisfies RouteFields;

export const adminCourseList = {
  method: 'GET',
  path: '/api/admin/courses',
  access: ['owner', 'accountant', 'faculty'],
  uses: ['table:catalogue:query', 'table:stats:query'],
  reply: 'json' as JsonReply<{ courses: AdminCourse[]; warnings?: string[] }>,
} as const satisfies RouteFields;

export const courseCreate = {
  method: 'POST',
  path: '/api/courses',
  access: ['owner', 'faculty'],
  uses: ['table:catalogue:get', 'table:catalogue:put', 'table:stats:update'],
  body: courseBodySchema,
  reply: 'json' as JsonReply<{ course: Course }>,
} as const satisfies RouteFields;

export const courseUpdate = {
  method: 'PUT',
  path: '/api/courses/{id}',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: ['table:catalogue:update'],
  body: courseBodySchema,
  reply: 'json' as JsonReply<{ course: Course }>,
} as const satisfies RouteFields;

export const courseDelete = {
  method: 'DELETE',
  path: '/api/courses/{id}',
  access: ['owner'],
  courseParam: 'id',
  uses: [
    'table:catalogue:delete',
    'table:course-content:query',
    'table:course-content:get',
    'table:course-content:delete',
    'table:course-content:batch-write',
    'media:videos:abort',
    'media:videos:delete',
    'table:catalogue:get',
    'table:stats:update',
    'media:notes:list',
    'media:notes:delete',
    'media:hls:list',
    'table:course-removals:put',
    'table:course-removals:delete',
    'index:course-enrollments:query',
    'table:users:update',
    'table:users:delete',
  ],
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

export const testSeriesList = {
  method: 'GET',
  path: '/api/test-series',
  access: 'public',
  uses: ['table:catalogue:query'],
  reply: 'json' as JsonReply<{ testSeries: TestSeries[] }>,
} as const satisfies RouteFields;

export const adminTestSeriesList = {
  method: 'GET',
  path: '/api/test-series/admin/all',
  access: ['owner', 'accountant', 'faculty'],
  uses: ['table:catalogue:query', 'index:series-tests:query'],
  /** `testCounts`: by series id, the tests it really has (the series' `numberOfTests` is what it advertises). */
  reply: 'json' as JsonReply<{
    testSeries: TestSeries[];
    testCounts: Record<string, { published: number; total: number }>;
  }>,
} as const satisfies RouteFields;

export const testSeriesCreate = {
  method: 'POST',
  path: '/api/test-series',
  access: ['owner', 'faculty'],
  uses: ['table:catalogue:put'],
  body: testSeriesBodySchema,
  reply: 'json' as JsonReply<{ testSeries: TestSeries }>,
} as const satisfies RouteFields;

export const testSeriesUpdate = {
  method: 'PUT',
  path: '/api/test-series/{id}',
  access: ['owner', 'faculty'],
  uses: ['table:catalogue:update'],
  body: testSeriesBodySchema,
  reply: 'json' as JsonReply<{ testSeries: TestSeries }>,
} as const satisfies RouteFields;

export const testSeriesDelete = {
  method: 'DELETE',
  path: '/api/test-series/{id}',
  access: ['owner'],
  uses: ['table:catalogue:delete'],
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

export const testSeriesUpiInitiate = {
  method: 'POST',
  path: '/api/test-series/{id}/upi/initiate',
  access: 'student',
  uses: ['upi:payee', 'table:catalogue:get', 'table:users:get'],
  reply: 'json' as JsonReply<{
    upiUrl: string;
    amount: number;
    payee: UpiPayee;
    reference: string;
    testSeries: { _id: string; title: string };
  }>,
} as const satisfies RouteFields;

export const testSeriesUtrSubmit = {
  method: 'POST',
  path: '/api/test-series/{id}/upi/submit-utr',
  access: 'student',
  uses: [
    'table:catalogue:get',
    'table:users:get',
    'table:users:check',
    'table:users:put',
    'table:payments:put',
    'table:payments:get',
    'table:utrs:put',
    'table:utrs:get',
    'table:stats:update',
    'table:users:query',
  ],
  body: seriesUtrSchema,
  reply: 'json' as JsonReply<{ receipt: UpiReceipt }>,
} as const satisfies RouteFields;

export const myTestSeries = {
  method: 'GET',
  path: '/api/my/test-series',
  access: 'student',
  uses: ['table:users:query', 'table:catalogue:batch-get', 'table:payments:batch-get'],
  reply: 'json' as JsonReply<{ testSeries: MyTestSeries[] }>,
} as const satisfies RouteFields;

export const testSeriesTests = {
  method: 'GET',
  path: '/api/test-series/{id}/tests',
  access: 'student',
  uses: ['table:users:get', 'table:users:query', 'table:catalogue:get', 'index:series-tests:query'],
  reply: 'json' as JsonReply<{ testSeries: TestSeries; tests: StudentTestSummary[] }>,
} as const satisfies RouteFields;

export const activeAdList = {
  method: 'GET',
  path: '/api/homepage-ads/public/active',
  access: 'public',
  uses: ['table:ads:query'],
  reply: 'json' as JsonReply<{ ads: HomepageAd[] }>,
} as const satisfies RouteFields;

export const adList = {
  method: 'GET',
  path: '/api/admin/homepage-ads',
  access: ['owner'],
  uses: ['table:ads:query'],
  reply: 'json' as JsonReply<{ ads: StoredHomepageAd[] }>,
} as const satisfies RouteFields;

export const adImageUpload = {
  method: 'POST',
  path: '/api/admin/homepage-ads/image-uploads',
  access: ['owner'],
  uses: ['media:ads:write'],
  body: adImageUploadSchema,
  browserFileType: true,
  reply: 'json' as JsonReply<{ uploadUrl: string; imageKey: string; imageUrl: string }>,
} as const satisfies RouteFields;

export const adCreate = {
  method: 'POST',
  path: '/api/admin/homepage-ads',
  access: ['owner'],
  uses: ['table:ads:put', 'media:ads:read'],
  body: adInputSchema,
  reply: 'json' as JsonReply<{ ad: StoredHomepageAd }>,
} as const satisfies RouteFields;

export const adUpdate = {
  method: 'PUT',
  path: '/api/admin/homepage-ads/{id}',
  access: ['owner'],
  uses: ['table:ads:update', 'media:ads:read', 'media:ads:delete'],
  body: adUpdateSchema,
  reply: 'json' as JsonReply<{ ad: StoredHomepageAd }>,
} as const satisfies RouteFields;

export const adActivation = {
  method: 'PUT',
  path: '/api/admin/homepage-ads/{id}/active',
  access: ['owner'],
  uses: ['table:ads:update'],
  body: adActiveSchema,
  reply: 'json' as JsonReply<{ ad: StoredHomepageAd }>,
} as const satisfies RouteFields;

export const adDelete = {
  method: 'DELETE',
  path: '/api/admin/homepage-ads/{id}',
  access: ['owner'],
  uses: ['table:ads:delete', 'media:ads:delete'],
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

/** The institute's address, map link, opening hours and WhatsApp number, as /contact shows them (null before the first save). */
export const siteSettingsGet = {
  method: 'GET',
  path: '/api/site-settings',
  access: 'public',
  uses: ['table:settings:get'],
  reply: 'json' as JsonReply<{ settings: SiteSettings | null }>,
} as const satisfies RouteFields;

export const siteSettingsUpdate = {
  method: 'PUT',
  path: '/api/admin/site-settings',
  access: ['owner'],
  uses: ['table:settings:put'],
  body: siteSettingsSchema,
  reply: 'json' as JsonReply<{ settings: SiteSettings }>,
} as const satisfies RouteFields;
