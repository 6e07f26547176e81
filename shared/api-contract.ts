/**
 * What each route of shared/routes.ts takes and gives: its path parameters, its JSON body and its
 * success reply. The web's typed client (web/src/lib/api.ts) reads method and path from the key.
 *
 * One `ApiContract` block per group of routes, in the order of routes.ts. TypeScript merges the
 * blocks into one interface, so a new group is a new block and a new route is one new entry: two
 * people adding routes do not edit the same lines. The checks at the end fail `tsc`, naming the
 * route, when a route has no entry or an entry has no route.
 */
import type * as z from 'zod/mini';
import type { offlinePaymentSchema, refundSchema } from './admin-schemas.js';
import type {
  AdminCourse,
  AdminDashboard,
  AdminPayment,
  AdminStudent,
  AdminStudentDetail,
  CursorPage,
  ExcelExport,
  ExportProgress,
  ReportPaymentsPage,
  RefundReply,
  ReportStats,
} from './admin-types.js';
import type { UploadedPart } from './multipart-upload.js';
import type { AdminCourseVideo } from './video-processing.js';
import type { AnswerSaved, answerInputSchema, AttemptResult, AttemptView, MyAttempt, SubmittedAttempt, submitAttemptSchema, TestResults } from './attempts.js';
import type {
  accessNoteSchema,
  AdminQuestion,
  AdminTest,
  AnswerKeyRevision,
  ImportIssue,
  importSchema,
  importUploadSchema,
  MyTestSeries,
  publishSchema,
  questionImageUploadSchema,
  questionInputSchema,
  questionOrderSchema,
  StudentTestDetail,
  StudentTestSummary,
  testInputSchema,
} from './mock-tests.js';
import type { courseIdSchema, createOrderSchema, rejectPaymentSchema, seriesUtrSchema, submitUtrSchema, verifyPaymentSchema } from './payment-schemas.js';
import type { CourseProgress, progressSchema, VideoProgress } from './progress.js';
import type { RouteKey } from './routes.js';
import type { Language } from './site-pages.js';
import type {
  adActiveSchema,
  adImageUploadSchema,
  adInputSchema,
  adUpdateSchema,
  completeUploadSchema,
  courseInputSchema,
  languageChoiceSchema,
  loginSchema,
  partUrlsSchema,
  registerSchema,
  testSeriesInputSchema,
  videoEditSchema,
  videoOrderSchema,
  videoUploadStartSchema,
} from './schemas.js';
import type {
  AuthResponse,
  CardOrderReply,
  Course,
  CourseVideo,
  Enrollment,
  HomepageAd,
  MyPayment,
  OrderStatusReply,
  PaymentMethod,
  PaymentStatus,
  PendingUpiPayment,
  ProfileResponse,
  StoredHomepageAd,
  TestSeries,
  UpiInitiation,
  UpiPayee,
  UpiReceipt,
} from './types.js';
import type { accountDetailsSchema, passwordChangeSchema, passwordResetCheckSchema, passwordResetRequestSchema, passwordResetSchema } from './schemas.js';
import type { PublicUser, Role } from './types.js';
import type { noteInputSchema, noteUploadSchema } from './schemas.js';
import type { StudyNote } from './types.js';

/** A route without path parameters. */
export type NoParams = Record<never, never>;
/** Every success reply carries `success: true` beside its fields. */
type Ok<Fields extends object = NoParams> = { success: true } & Fields;
/** What a client sends: the input side of the route's schema (before defaults and trimming). */
type BodyFor<Schema extends z.ZodMiniType> = z.input<Schema>;
/** The browser's own type for a file: the server answers 'validation.choice' for one it does not take. */
type WithBrowserFileType<Body> = Omit<Body, 'contentType'> & { contentType: string };

// Auth
export interface ApiContract {
  'POST /api/auth/student/register': { params: NoParams; body: BodyFor<typeof registerSchema>; response: AuthResponse };
  'POST /api/auth/student/login': { params: NoParams; body: BodyFor<typeof loginSchema>; response: AuthResponse };
  'POST /api/auth/admin/login': { params: NoParams; body: BodyFor<typeof loginSchema>; response: AuthResponse };
  'GET /api/auth/profile': { params: NoParams; body: undefined; response: ProfileResponse };
  'PUT /api/auth/profile/language': { params: NoParams; body: BodyFor<typeof languageChoiceSchema>; response: Ok<{ language: Language }> };
}

// A way back into an account, and a student's own account
export interface ApiContract {
  'POST /api/auth/password-reset/request': { params: NoParams; body: BodyFor<typeof passwordResetRequestSchema>; response: Ok };
  'POST /api/auth/password-reset/check': { params: NoParams; body: BodyFor<typeof passwordResetCheckSchema>; response: Ok<{ role: Role }> };
  'POST /api/auth/password-reset': { params: NoParams; body: BodyFor<typeof passwordResetSchema>; response: Ok<{ role: Role }> };
  'PUT /api/account/password': { params: NoParams; body: BodyFor<typeof passwordChangeSchema>; response: Ok<{ token: string; user: PublicUser }> };
  'PUT /api/account/details': { params: NoParams; body: BodyFor<typeof accountDetailsSchema>; response: Ok<{ user: PublicUser }> };
}

// Courses and their videos
export interface ApiContract {
  'GET /api/courses': { params: NoParams; body: undefined; response: Ok<{ courses: Course[] }> };
  'GET /api/courses/{id}': { params: { id: string }; body: undefined; response: Ok<{ course: Course }> };
  'GET /api/admin/courses': { params: NoParams; body: undefined; response: Ok<{ courses: AdminCourse[]; warnings?: string[] }> };
  'POST /api/courses': { params: NoParams; body: BodyFor<typeof courseInputSchema>; response: Ok<{ course: Course }> };
  'PUT /api/courses/{id}': { params: { id: string }; body: BodyFor<typeof courseInputSchema>; response: Ok<{ course: Course }> };
  'DELETE /api/courses/{id}': { params: { id: string }; body: undefined; response: Ok };
  'GET /api/courses/{id}/videos': { params: { id: string }; body: undefined; response: Ok<{ course: Course; videos: CourseVideo[] }> };
  'GET /api/courses/{id}/videos/{videoId}': {
    params: { id: string; videoId: string };
    body: undefined;
    /** `hls` only once the renditions are ready; `signedUrl` (the original) always. */
    response: Ok<{ video: CourseVideo; signedUrl: string; hls?: { masterUrl: string; nativeUrl: string; posterUrl: string } }>;
  };
  /** An HLS playlist (application/vnd.apple.mpegurl text), not JSON: hls.js fetches it. */
  'GET /api/courses/{id}/videos/{videoId}/hls/{playlist}': { params: { id: string; videoId: string; playlist: string }; body: undefined; response: Ok };
  'GET /api/courses/{id}/videos/{videoId}/hls-native/{playlist}': { params: { id: string; videoId: string; playlist: string }; query: { ticket: string }; body: undefined; response: Ok };
  'GET /api/admin/courses/{id}/videos': { params: { id: string }; body: undefined; response: Ok<{ videos: AdminCourseVideo[] }> };
  'PUT /api/courses/{id}/videos/{videoId}': { params: { id: string; videoId: string }; body: BodyFor<typeof videoEditSchema>; response: Ok<{ video: CourseVideo }> };
  'PUT /api/admin/courses/{id}/videos/order': { params: { id: string }; body: BodyFor<typeof videoOrderSchema>; response: Ok<{ videos: CourseVideo[] }> };
  'DELETE /api/courses/{id}/videos/{videoId}': { params: { id: string; videoId: string }; body: undefined; response: Ok };
}

// Lecture renditions
export interface ApiContract {
  'POST /api/admin/courses/{id}/videos/{videoId}/transcode': { params: { id: string; videoId: string }; body: undefined; response: Ok<{ video: AdminCourseVideo }> };
}

// Video uploads
export interface ApiContract {
  'POST /api/courses/{id}/videos/uploads': {
    params: { id: string };
    body: WithBrowserFileType<BodyFor<typeof videoUploadStartSchema>>;
    response: Ok<{ uploadId: string; key: string; partSize: number }>;
  };
  'GET /api/courses/{id}/videos/uploads/{uploadId}/parts': {
    params: { id: string; uploadId: string };
    body: undefined;
    response: Ok<{ parts: UploadedPart[] }>;
  };
  'POST /api/courses/{id}/videos/uploads/{uploadId}/parts': {
    params: { id: string; uploadId: string };
    body: BodyFor<typeof partUrlsSchema>;
    response: Ok<{ urls: { partNumber: number; url: string }[] }>;
  };
  'POST /api/courses/{id}/videos/uploads/{uploadId}/complete': {
    params: { id: string; uploadId: string };
    body: BodyFor<typeof completeUploadSchema>;
    response: Ok<{ video: AdminCourseVideo }>;
  };
  'DELETE /api/courses/{id}/videos/uploads/{uploadId}': { params: { id: string; uploadId: string }; body: undefined; response: Ok };
}

// Study notes
export interface ApiContract {
  'GET /api/courses/{id}/notes': { params: { id: string }; body: undefined; response: Ok<{ notes: StudyNote[] }> };
  'GET /api/courses/{id}/notes/{noteId}/download': {
    params: { id: string; noteId: string };
    body: undefined;
    response: Ok<{ url: string; fileName: string; expiresAt: string }>;
  };
  'POST /api/admin/courses/{id}/notes/uploads': { params: { id: string }; body: BodyFor<typeof noteUploadSchema>; response: Ok<{ uploadUrl: string; fileKey: string }> };
  'POST /api/admin/courses/{id}/notes': { params: { id: string }; body: BodyFor<typeof noteInputSchema>; response: Ok<{ note: StudyNote }> };
  'DELETE /api/admin/courses/{id}/notes/{noteId}': { params: { id: string; noteId: string }; body: undefined; response: Ok };
}

// Enrolments
export interface ApiContract {
  'GET /api/payments/enrollments': { params: NoParams; body: undefined; response: Ok<{ enrollments: Enrollment[] }> };
}

// Test series
export interface ApiContract {
  'GET /api/test-series': { params: NoParams; body: undefined; response: Ok<{ testSeries: TestSeries[] }> };
  'GET /api/test-series/admin/all': { params: NoParams; body: undefined; response: Ok<{ testSeries: TestSeries[] }> };
  'POST /api/test-series': { params: NoParams; body: BodyFor<typeof testSeriesInputSchema>; response: Ok<{ testSeries: TestSeries }> };
  'PUT /api/test-series/{id}': { params: { id: string }; body: BodyFor<typeof testSeriesInputSchema>; response: Ok<{ testSeries: TestSeries }> };
  'DELETE /api/test-series/{id}': { params: { id: string }; body: undefined; response: Ok };
}

// Test series a student has, and the tests in them
export interface ApiContract {
  'GET /api/my/test-series': { params: NoParams; body: undefined; response: Ok<{ testSeries: MyTestSeries[] }> };
  'GET /api/test-series/{id}/tests': { params: { id: string }; body: undefined; response: Ok<{ testSeries: TestSeries; tests: StudentTestSummary[] }> };
  'GET /api/tests/{testId}': { params: { testId: string }; body: undefined; response: Ok<{ test: StudentTestDetail }> };
}

// Attempts at a test (students)
export interface ApiContract {
  'POST /api/tests/{testId}/attempts': { params: { testId: string }; body: undefined; response: Ok<{ attempt: AttemptView }> };
  'GET /api/attempts/{attemptId}': { params: { attemptId: string }; body: undefined; response: Ok<{ attempt: AttemptView }> };
  'PUT /api/attempts/{attemptId}/answers/{questionId}': { params: { attemptId: string; questionId: string }; body: BodyFor<typeof answerInputSchema>; response: Ok<AnswerSaved> };
  'POST /api/attempts/{attemptId}/submit': { params: { attemptId: string }; body: BodyFor<typeof submitAttemptSchema>; response: Ok<{ attempt: SubmittedAttempt }> };
  'GET /api/attempts/{attemptId}/result': { params: { attemptId: string }; body: undefined; response: Ok<{ result: AttemptResult }> };
  'GET /api/my/attempts': { params: NoParams; body: undefined; response: Ok<{ attempts: MyAttempt[] }> };
  /** A test's results for the admin; `/excel` is the same as an .xlsx file (not JSON). */
  'GET /api/admin/tests/{testId}/results': { params: { testId: string }; body: undefined; response: Ok<{ results: TestResults }> };
  'GET /api/admin/tests/{testId}/results/excel': { params: { testId: string }; body: undefined; response: Ok };
}

// The question bank (admins)
export interface ApiContract {
  'GET /api/admin/test-series/{id}/tests': { params: { id: string }; body: undefined; response: Ok<{ testSeries: TestSeries; tests: AdminTest[] }> };
  'POST /api/admin/test-series/{id}/tests': { params: { id: string }; body: BodyFor<typeof testInputSchema>; response: Ok<{ test: AdminTest }> };
  'GET /api/admin/tests/{testId}': {
    params: { testId: string };
    body: undefined;
    response: Ok<{ test: AdminTest; questions: AdminQuestion[]; answerKeyRevisions: AnswerKeyRevision[] }>;
  };
  'PUT /api/admin/tests/{testId}': { params: { testId: string }; body: BodyFor<typeof testInputSchema>; response: Ok<{ test: AdminTest }> };
  'DELETE /api/admin/tests/{testId}': { params: { testId: string }; body: undefined; response: Ok };
  /** 409 test_not_ready (with `problems`) when a question has no text or no correct option. */
  'PUT /api/admin/tests/{testId}/published': { params: { testId: string }; body: BodyFor<typeof publishSchema>; response: Ok<{ test: AdminTest }> };
  'POST /api/admin/tests/{testId}/questions': { params: { testId: string }; body: BodyFor<typeof questionInputSchema>; response: Ok<{ question: AdminQuestion; test: AdminTest }> };
  'PUT /api/admin/tests/{testId}/questions/{questionId}': {
    params: { testId: string; questionId: string };
    body: BodyFor<typeof questionInputSchema>;
    /** `rescored` when a published test's key changed: its finished attempts were scored again. */
    response: Ok<{ question: AdminQuestion; test: AdminTest; rescored?: { attempts: number; changed: number } }>;
  };
  'DELETE /api/admin/tests/{testId}/questions/{questionId}': { params: { testId: string; questionId: string }; body: undefined; response: Ok<{ test: AdminTest }> };
  'PUT /api/admin/tests/{testId}/question-order': { params: { testId: string }; body: BodyFor<typeof questionOrderSchema>; response: Ok<{ test: AdminTest }> };
  'POST /api/admin/tests/{testId}/question-images': {
    params: { testId: string };
    body: WithBrowserFileType<BodyFor<typeof questionImageUploadSchema>>;
    response: Ok<{ uploadUrl: string; imageKey: string }>;
  };
  /** Answers the .xlsx template, not JSON. */
  'GET /api/admin/question-template': { params: NoParams; body: undefined; response: Ok };
  'POST /api/admin/tests/{testId}/import-uploads': { params: { testId: string }; body: BodyFor<typeof importUploadSchema>; response: Ok<{ uploadUrl: string; importKey: string }> };
  /** 422 import_invalid with `issues` (row, column, message) when any row is wrong: then nothing is written. */
  'POST /api/admin/tests/{testId}/import': { params: { testId: string }; body: BodyFor<typeof importSchema>; response: Ok<{ imported: number; test: AdminTest }> };
  'POST /api/admin/students/{id}/test-series/{seriesId}': { params: { id: string; seriesId: string }; body: BodyFor<typeof accessNoteSchema> | undefined; response: Ok };
  'DELETE /api/admin/students/{id}/test-series/{seriesId}': { params: { id: string; seriesId: string }; body: undefined; response: Ok };
}

/** The body of a 422 import_invalid reply. */
export interface ImportInvalidBody {
  success: false;
  code: 'import_invalid';
  error: string;
  issues: ImportIssue[];
}

// Homepage ads
export interface ApiContract {
  'GET /api/homepage-ads/public/active': { params: NoParams; body: undefined; response: Ok<{ ads: HomepageAd[] }> };
  'GET /api/admin/homepage-ads': { params: NoParams; body: undefined; response: Ok<{ ads: StoredHomepageAd[] }> };
  'POST /api/admin/homepage-ads/image-uploads': {
    params: NoParams;
    body: WithBrowserFileType<BodyFor<typeof adImageUploadSchema>>;
    response: Ok<{ uploadUrl: string; imageKey: string; imageUrl: string }>;
  };
  'POST /api/admin/homepage-ads': { params: NoParams; body: BodyFor<typeof adInputSchema>; response: Ok<{ ad: StoredHomepageAd }> };
  'PUT /api/admin/homepage-ads/{id}': { params: { id: string }; body: BodyFor<typeof adUpdateSchema>; response: Ok<{ ad: StoredHomepageAd }> };
  'PUT /api/admin/homepage-ads/{id}/active': { params: { id: string }; body: BodyFor<typeof adActiveSchema>; response: Ok<{ ad: StoredHomepageAd }> };
  'DELETE /api/admin/homepage-ads/{id}': { params: { id: string }; body: undefined; response: Ok };
}

// Payments: card checkout, receipts, UPI enrolment and approvals
export interface ApiContract {
  'POST /api/create-order': { params: NoParams; body: BodyFor<typeof createOrderSchema>; response: Ok<CardOrderReply> };
  'POST /api/verify-payment': { params: NoParams; body: BodyFor<typeof verifyPaymentSchema>; response: Ok<{ receiptNumber: string; receiptToken: string }> };
  'POST /api/razorpay/webhook': { params: NoParams; body: undefined; response: Ok<{ outcome: string }> };
  /** The handler's reply is typed by this entry, and its status by the ledger's: a new status cannot go unsaid here. */
  'GET /api/orders/{orderId}': { params: { orderId: string }; body: undefined; response: Ok<OrderStatusReply> };
  /** Answers a PDF, not JSON: the web downloads it with its own fetch. */
  'GET /api/receipt/{receiptNumber}': { params: { receiptNumber: string }; body: undefined; response: Ok };
  'POST /api/upi-payments/initiate': { params: NoParams; body: BodyFor<typeof courseIdSchema>; response: Ok<UpiInitiation> };
  'POST /api/test-series/{id}/upi/initiate': {
    params: { id: string };
    body: undefined;
    response: Ok<{ upiUrl: string; amount: number; payee: UpiPayee; reference: string; testSeries: { _id: string; title: string } }>;
  };
  'POST /api/test-series/{id}/upi/submit-utr': { params: { id: string }; body: BodyFor<typeof seriesUtrSchema>; response: Ok<{ receipt: UpiReceipt }> };
  'POST /api/upi-payments/submit-utr': { params: NoParams; body: BodyFor<typeof submitUtrSchema>; response: Ok<{ receipt: UpiReceipt }> };
  'GET /api/upi-payments/pending': { params: NoParams; body: undefined; response: Ok<{ items: PendingUpiPayment[] }> };
  'POST /api/upi-payments/{id}/approve': { params: { id: string }; body: undefined; response: Ok };
  'POST /api/upi-payments/{id}/reject': { params: { id: string }; body: BodyFor<typeof rejectPaymentSchema>; response: Ok };
  'GET /api/payments/mine': { params: NoParams; body: undefined; response: Ok<{ payments: MyPayment[] }> };
  'GET /api/credit-note/{creditNoteNumber}': { params: { creditNoteNumber: string }; body: undefined; response: Ok };
}

// Admin insight: dashboard, reports and export, students (offline payments), every payment.
// `query` is the query string (the server checks it with the schemas in shared/admin-schemas.ts).
export interface ApiContract {
  'GET /api/admin/dashboard': { params: NoParams; body: undefined; response: Ok<AdminDashboard> };
  'GET /api/courses/test/all': { params: NoParams; body: undefined; response: Ok<{ totalCourses: number }> };
  'GET /api/stats': { params: NoParams; body: undefined; response: Ok<ReportStats> };
  'GET /api/payments': { params: NoParams; query: { page: number; limit?: number; cursor?: string }; body: undefined; response: Ok<ReportPaymentsPage> };
  /** Writes the .xlsx to storage and answers a short-lived link to it; `exportId` lets the browser ask for progress meanwhile. */
  'GET /api/export/excel': { params: NoParams; query: { exportId?: string }; body: undefined; response: Ok<ExcelExport> };
  'GET /api/export/excel/{exportId}': { params: { exportId: string }; body: undefined; response: Ok<{ progress: ExportProgress }> };
  'GET /api/admin/students': {
    params: NoParams;
    query: { q?: string; limit?: number; cursor?: string };
    body: undefined;
    response: Ok<{ students: AdminStudent[] } & CursorPage>;
  };
  'GET /api/admin/students/{id}': { params: { id: string }; body: undefined; response: Ok<AdminStudentDetail> };
  'POST /api/admin/students/{id}/offline-payments': {
    params: { id: string };
    body: BodyFor<typeof offlinePaymentSchema>;
    response: Ok<{ payment: AdminPayment }>;
  };
  'POST /api/admin/payments/{id}/refund': {
    params: { id: string };
    body: BodyFor<typeof refundSchema>;
    response: Ok<{ refund: RefundReply; payment: AdminPayment }>;
  };
  'GET /api/admin/payments': {
    params: NoParams;
    query: { method?: PaymentMethod; status?: PaymentStatus; q?: string; limit?: number; cursor?: string };
    body: undefined;
    response: Ok<{ payments: AdminPayment[] } & CursorPage>;
  };
}

// Lecture progress (students, their own only)
export interface ApiContract {
  'PUT /api/courses/{id}/videos/{videoId}/progress': {
    params: { id: string; videoId: string };
    body: BodyFor<typeof progressSchema>;
    response: Ok<{ progress: VideoProgress }>;
  };
  'GET /api/courses/{id}/progress': { params: { id: string }; body: undefined; response: Ok<{ progress: VideoProgress[] }> };
  'GET /api/progress': { params: NoParams; body: undefined; response: Ok<{ progress: CourseProgress[] }> };
}

export type ApiRoute = keyof ApiContract;
export type ParamsOf<K extends ApiRoute> = ApiContract[K]['params'];
export type BodyOf<K extends ApiRoute> = ApiContract[K]['body'];
export type ResponseOf<K extends ApiRoute> = ApiContract[K]['response'];
/** The query string a route reads, or undefined for a route that reads none. */
export type QueryOf<K extends ApiRoute> = ApiContract[K] extends { query: infer Query } ? Query : undefined;

type RoutesWithoutContract = Exclude<RouteKey, ApiRoute>;
type ContractsWithoutRoute = Exclude<ApiRoute, RouteKey>;
/** A type error here names a route of routes.ts that has no entry above. */
export const everyRouteHasAContract: [RoutesWithoutContract] extends [never] ? true : RoutesWithoutContract = true;
/** A type error here names an entry above whose route is no longer in routes.ts. */
export const everyContractHasARoute: [ContractsWithoutRoute] extends [never] ? true : ContractsWithoutRoute = true;

type PathOf<K extends string> = K extends `${string} ${infer Path}` ? Path : never;
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RoutesWithWrongParams = {
  [K in ApiRoute]: SameKeys<keyof ParamsOf<K>, ParamNames<PathOf<K>>> extends true ? never : K;
}[ApiRoute];
/** A type error here names an entry whose `params` are not exactly the `{names}` in its path. */
export const everyContractNamesItsPathParams: [RoutesWithWrongParams] extends [never] ? true : RoutesWithWrongParams = true;
