/**
 * The one list of API routes. The CDK stack makes one function and one HTTP API route per entry,
 * the local adapter dispatches to the same handler modules, and the tests walk it.
 * `handler` is the module path under functions/handlers/ (without extension), exporting `handler`.
 */
import type { Binding } from './bindings.js';

export type Access = 'public' | 'signed-in' | 'student' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  readonly method: Method;
  readonly path: string;
  readonly handler: string;
  readonly access: Access;
  /**
   * What the function may use (shared/bindings.ts): the stack grants exactly this and sets the
   * matching settings; locally the same grants are enforced. Data bindings name one action on one
   * area (`table:catalogue:get`, `media:videos:write`). bindingsOf adds what every route of its kind needs.
   */
  readonly uses: readonly Binding[];
  /** Has a JSON request body (write routes): the tests send malformed and oversize bodies here. */
  readonly body?: boolean;
  /**
   * The handler gets the exact request bytes as text, unparsed (signed webhooks: the signature is
   * over those bytes). Such a route has no JSON body parsing and no `body`.
   */
  readonly rawBody?: boolean;
  /** May have a JSON body or none at all (an empty body is not an error). */
  readonly optionalBody?: boolean;
  /**
   * A public route that opens with its own link token (e.g. ?token= on a receipt) or with an admin's
   * session: without either 401, with another session 403.
   */
  readonly linkOrAdmin?: boolean;
}

/**
 * A route's bindings plus what every route of its kind needs: `origin` (the API answers only requests
 * CloudFront forwarded), and for every route that checks who calls it `tokens` and `table:users:get`
 * (the token's account is read on each request, to end tokens with the account).
 */
export function bindingsOf(route: Pick<RouteDef, 'access' | 'uses'>): Binding[] {
  const bindings = new Set<Binding>(['origin', ...route.uses]);
  if (route.access !== 'public') {
    bindings.add('tokens');
    bindings.add('table:users:get');
  }
  return [...bindings];
}

export const routes = [
  { method: 'POST', path: '/api/auth/student/register', handler: 'accounts/student-register', access: 'public', uses: ['tokens', 'passwords', 'trusted-networks', 'table:login-limits:update', 'table:login-limits:put', 'table:login-limits:get', 'table:emails:put', 'table:emails:get', 'table:users:put', 'table:users:get', 'table:stats:update', 'table:student-search:put', 'table:outbox:put'], body: true },
  { method: 'POST', path: '/api/auth/student/login', handler: 'accounts/student-login', access: 'public', uses: ['tokens', 'passwords', 'trusted-networks', 'table:login-limits:update', 'table:login-limits:put', 'table:login-limits:get', 'table:login-limits:delete', 'table:emails:get', 'table:users:get'], body: true },
  { method: 'POST', path: '/api/auth/admin/login', handler: 'accounts/admin-login', access: 'public', uses: ['tokens', 'passwords', 'trusted-networks', 'table:login-limits:update', 'table:login-limits:put', 'table:login-limits:get', 'table:login-limits:delete', 'table:emails:get', 'table:users:get'], body: true },
  { method: 'GET', path: '/api/auth/profile', handler: 'accounts/profile', access: 'signed-in', uses: [] },
  { method: 'PUT', path: '/api/auth/profile/language', handler: 'accounts/profile-language', access: 'signed-in', uses: ['table:users:update'], body: true },
  { method: 'POST', path: '/api/auth/password-reset/request', handler: 'accounts/password-reset-request', access: 'public', uses: ['table:login-limits:update', 'table:login-limits:put', 'table:login-limits:get', 'table:emails:get', 'table:users:get', 'table:password-resets:put', 'mail', 'site', 'table:outbox:put', 'table:outbox:update'], body: true },
  { method: 'POST', path: '/api/auth/password-reset/check', handler: 'accounts/password-reset-check', access: 'public', uses: ['table:password-resets:get', 'table:users:get'], body: true },
  { method: 'POST', path: '/api/auth/password-reset', handler: 'accounts/password-reset', access: 'public', uses: ['passwords', 'table:password-resets:get', 'table:password-resets:update', 'table:users:get', 'table:users:update'], body: true },
  { method: 'PUT', path: '/api/account/password', handler: 'accounts/password-change', access: 'student', uses: ['tokens', 'passwords', 'trusted-networks', 'table:users:update', 'table:login-limits:update', 'table:login-limits:put', 'table:login-limits:get', 'table:login-limits:delete'], body: true },
  { method: 'PUT', path: '/api/account/details', handler: 'accounts/details-change', access: 'student', uses: ['table:users:update', 'table:student-search:put', 'table:student-search:delete'], body: true },

  { method: 'GET', path: '/api/courses', handler: 'catalogue/course-list', access: 'public', uses: ['table:catalogue:query'] },
  { method: 'GET', path: '/api/courses/{id}', handler: 'catalogue/course-get', access: 'public', uses: ['table:catalogue:get'] },
  { method: 'GET', path: '/api/admin/courses', handler: 'catalogue/admin-course-list', access: 'admin', uses: ['table:catalogue:query', 'table:stats:query'] },
  { method: 'POST', path: '/api/courses', handler: 'catalogue/course-create', access: 'admin', uses: ['table:catalogue:get', 'table:catalogue:put', 'table:stats:update'], body: true },
  { method: 'PUT', path: '/api/courses/{id}', handler: 'catalogue/course-update', access: 'admin', uses: ['table:catalogue:update'], body: true },
  { method: 'DELETE', path: '/api/courses/{id}', handler: 'catalogue/course-delete', access: 'admin', uses: ['table:catalogue:delete', 'table:course-content:query', 'table:course-content:get', 'table:course-content:delete', 'table:course-content:batch-write', 'media:videos:abort', 'media:videos:delete', 'table:catalogue:get', 'table:stats:update', 'media:notes:list', 'media:notes:delete', 'media:hls:list', 'table:course-removals:put', 'table:course-removals:delete', 'index:course-enrollments:query', 'table:users:update', 'table:users:delete'] },
  { method: 'GET', path: '/api/courses/{id}/videos', handler: 'learning/video-list', access: 'signed-in', uses: ['table:catalogue:get', 'table:course-content:query'] },
  { method: 'GET', path: '/api/courses/{id}/videos/{videoId}', handler: 'learning/video-get', access: 'signed-in', uses: ['table:catalogue:get', 'table:course-content:get', 'media:videos:read', 'media:sign'] },
  { method: 'GET', path: '/api/courses/{id}/videos/{videoId}/hls/{playlist}', handler: 'learning/hls-playlist', access: 'signed-in', uses: ['table:catalogue:get', 'table:course-content:get', 'media:hls:read', 'media:sign'] },
  { method: 'GET', path: '/api/courses/{id}/videos/{videoId}/hls-native/{playlist}', handler: 'learning/hls-native-playlist', access: 'public', uses: ['tokens', 'table:users:get', 'table:catalogue:get', 'table:course-content:get', 'media:hls:read', 'media:sign'] },
  { method: 'GET', path: '/api/admin/courses/{id}/videos', handler: 'media/admin-video-list', access: 'admin', uses: ['table:catalogue:get', 'table:course-content:query'] },
  { method: 'PUT', path: '/api/courses/{id}/videos/{videoId}', handler: 'media/video-update', access: 'admin', uses: ['table:course-content:update'], body: true },
  { method: 'POST', path: '/api/admin/courses/{id}/videos/{videoId}/transcode', handler: 'media/transcode-retry', access: 'admin', uses: ['table:course-content:get', 'table:course-content:update', 'media:videos:read', 'transcode'] },
  { method: 'PUT', path: '/api/admin/courses/{id}/videos/order', handler: 'media/video-reorder', access: 'admin', uses: ['table:catalogue:get', 'table:catalogue:update', 'table:course-content:query', 'table:course-content:update'], body: true },
  { method: 'DELETE', path: '/api/courses/{id}/videos/{videoId}', handler: 'media/video-delete', access: 'admin', uses: ['table:course-content:get', 'table:course-content:delete', 'table:catalogue:update', 'media:videos:delete', 'table:stats:update', 'table:course-content:query', 'media:notes:delete', 'media:hls:list'] },
  { method: 'POST', path: '/api/courses/{id}/videos/uploads', handler: 'media/video-upload-start', access: 'admin', uses: ['table:catalogue:get', 'table:catalogue:check', 'table:course-content:put', 'media:videos:write', 'media:videos:abort'], body: true },
  { method: 'GET', path: '/api/courses/{id}/videos/uploads/{uploadId}/parts', handler: 'media/video-upload-parts', access: 'admin', uses: ['table:course-content:get', 'table:course-content:delete', 'table:catalogue:get', 'media:videos:parts'] },
  { method: 'POST', path: '/api/courses/{id}/videos/uploads/{uploadId}/parts', handler: 'media/video-upload-part-urls', access: 'admin', uses: ['table:course-content:get', 'table:catalogue:get', 'media:videos:write'], body: true },
  { method: 'POST', path: '/api/courses/{id}/videos/uploads/{uploadId}/complete', handler: 'media/video-upload-complete', access: 'admin', uses: ['table:course-content:get', 'table:course-content:query', 'table:course-content:update', 'table:course-content:put', 'table:course-content:delete', 'table:catalogue:get', 'table:catalogue:update', 'media:videos:write', 'media:videos:read', 'media:videos:delete', 'table:stats:update', 'transcode'], body: true },
  { method: 'DELETE', path: '/api/courses/{id}/videos/uploads/{uploadId}', handler: 'media/video-upload-abort', access: 'admin', uses: ['table:course-content:get', 'table:course-content:update', 'table:course-content:delete', 'table:catalogue:get', 'media:videos:abort'] },
  { method: 'GET', path: '/api/courses/{id}/notes', handler: 'learning/note-list', access: 'signed-in', uses: ['table:catalogue:get', 'table:course-content:query'] },
  { method: 'GET', path: '/api/courses/{id}/notes/{noteId}/download', handler: 'learning/note-download', access: 'signed-in', uses: ['table:catalogue:get', 'table:course-content:get', 'media:notes:read'] },
  { method: 'POST', path: '/api/admin/courses/{id}/notes/uploads', handler: 'media/note-upload-start', access: 'admin', uses: ['table:catalogue:get', 'media:note-uploads:write'], body: true },
  { method: 'POST', path: '/api/admin/courses/{id}/notes', handler: 'media/note-create', access: 'admin', uses: ['table:catalogue:get', 'table:course-content:get', 'table:course-content:put', 'media:note-uploads:read', 'media:note-uploads:delete', 'media:notes:write'], body: true },
  { method: 'DELETE', path: '/api/admin/courses/{id}/notes/{noteId}', handler: 'media/note-delete', access: 'admin', uses: ['table:course-content:delete', 'media:notes:delete'] },

  { method: 'GET', path: '/api/payments/enrollments', handler: 'learning/enrollment-list', access: 'student', uses: ['table:users:query', 'table:catalogue:batch-get'] },

  { method: 'GET', path: '/api/test-series', handler: 'catalogue/test-series-list', access: 'public', uses: ['table:catalogue:query'] },
  { method: 'GET', path: '/api/test-series/admin/all', handler: 'catalogue/admin-test-series-list', access: 'admin', uses: ['table:catalogue:query'] },
  { method: 'POST', path: '/api/test-series', handler: 'catalogue/test-series-create', access: 'admin', uses: ['table:catalogue:put'], body: true },
  { method: 'PUT', path: '/api/test-series/{id}', handler: 'catalogue/test-series-update', access: 'admin', uses: ['table:catalogue:update'], body: true },
  { method: 'DELETE', path: '/api/test-series/{id}', handler: 'catalogue/test-series-delete', access: 'admin', uses: ['table:catalogue:delete'] },
  { method: 'POST', path: '/api/test-series/{id}/upi/initiate', handler: 'catalogue/test-series-upi-initiate', access: 'student', uses: ['upi:payee', 'table:catalogue:get', 'table:users:get'] },
  { method: 'POST', path: '/api/test-series/{id}/upi/submit-utr', handler: 'catalogue/test-series-utr-submit', access: 'student', uses: ['table:catalogue:get', 'table:users:get', 'table:users:check', 'table:users:put', 'table:payments:put', 'table:payments:get', 'table:utrs:put', 'table:utrs:get', 'table:stats:update'], body: true },
  { method: 'GET', path: '/api/my/test-series', handler: 'catalogue/my-test-series', access: 'student', uses: ['table:users:query', 'table:catalogue:batch-get', 'table:payments:batch-get'] },
  { method: 'GET', path: '/api/test-series/{id}/tests', handler: 'catalogue/test-series-tests', access: 'student', uses: ['table:users:get', 'table:users:query', 'table:catalogue:get', 'index:series-tests:query'] },
  { method: 'GET', path: '/api/tests/{testId}', handler: 'mock-tests/test-get', access: 'student', uses: ['table:users:get', 'table:tests:get'] },

  // Attempts at a test (students with the series): the server keeps the clock and every answer
  { method: 'POST', path: '/api/tests/{testId}/attempts', handler: 'mock-tests/attempt-start', access: 'student', uses: ['table:tests:query', 'table:users:get', 'table:users:put', 'table:users:update', 'table:attempts:get', 'table:attempts:put', 'table:attempts:update', 'table:test-stats:update', 'media:question-images:read', 'media:sign'] },
  { method: 'GET', path: '/api/attempts/{attemptId}', handler: 'mock-tests/attempt-get', access: 'student', uses: ['table:attempts:get', 'table:attempts:update', 'table:tests:query', 'table:users:update', 'table:test-stats:update', 'media:question-images:read', 'media:sign'] },
  { method: 'PUT', path: '/api/attempts/{attemptId}/answers/{questionId}', handler: 'mock-tests/answer-save', access: 'student', uses: ['table:attempts:get', 'table:attempts:update'], body: true },
  { method: 'POST', path: '/api/attempts/{attemptId}/submit', handler: 'mock-tests/attempt-submit', access: 'student', uses: ['table:attempts:get', 'table:attempts:update', 'table:tests:query', 'table:users:update', 'table:test-stats:update'], optionalBody: true },
  { method: 'GET', path: '/api/attempts/{attemptId}/result', handler: 'mock-tests/attempt-result', access: 'student', uses: ['table:attempts:get', 'table:attempts:update', 'table:tests:query', 'table:users:update', 'table:test-stats:update', 'table:test-stats:batch-get', 'media:question-images:read', 'media:sign'] },
  { method: 'GET', path: '/api/my/attempts', handler: 'mock-tests/my-attempts', access: 'student', uses: ['table:users:query', 'table:tests:batch-get', 'table:test-stats:batch-get'] },
  { method: 'GET', path: '/api/admin/tests/{testId}/results', handler: 'mock-tests/test-results', access: 'admin', uses: ['table:tests:query', 'index:test-attempts:query', 'index:running-attempts:query', 'table:users:batch-get'] },
  { method: 'GET', path: '/api/admin/tests/{testId}/results/excel', handler: 'mock-tests/test-results-excel', access: 'admin', uses: ['long-work', 'table:tests:query', 'index:test-attempts:query', 'table:users:batch-get'] },

  // The question bank: tests, sections and questions of a test series (admins)
  { method: 'GET', path: '/api/admin/test-series/{id}/tests', handler: 'mock-tests/admin-test-list', access: 'admin', uses: ['table:catalogue:get', 'index:series-tests:query'] },
  { method: 'POST', path: '/api/admin/test-series/{id}/tests', handler: 'mock-tests/test-create', access: 'admin', uses: ['table:catalogue:get', 'table:tests:put'], body: true },
  { method: 'GET', path: '/api/admin/tests/{testId}', handler: 'mock-tests/admin-test-get', access: 'admin', uses: ['table:tests:query', 'media:question-images:read', 'media:sign'] },
  { method: 'PUT', path: '/api/admin/tests/{testId}', handler: 'mock-tests/test-update', access: 'admin', uses: ['table:tests:get', 'table:tests:update'], body: true },
  { method: 'DELETE', path: '/api/admin/tests/{testId}', handler: 'mock-tests/test-delete', access: 'admin', uses: ['table:tests:query', 'table:tests:delete', 'table:tests:batch-write', 'media:question-images:delete'] },
  { method: 'PUT', path: '/api/admin/tests/{testId}/published', handler: 'mock-tests/test-publish', access: 'admin', uses: ['table:tests:query', 'table:tests:update'], body: true },
  { method: 'POST', path: '/api/admin/tests/{testId}/questions', handler: 'mock-tests/question-create', access: 'admin', uses: ['table:tests:get', 'table:tests:put', 'table:tests:update', 'media:question-images:read', 'media:sign'], body: true },
  { method: 'PUT', path: '/api/admin/tests/{testId}/questions/{questionId}', handler: 'mock-tests/question-update', access: 'admin', uses: ['long-work', 'table:tests:get', 'table:tests:put', 'table:tests:update', 'table:tests:query', 'index:test-attempts:query', 'table:attempts:update', 'table:users:update', 'table:test-stats:update', 'media:question-images:read', 'media:question-images:delete', 'media:sign'], body: true },
  { method: 'DELETE', path: '/api/admin/tests/{testId}/questions/{questionId}', handler: 'mock-tests/question-delete', access: 'admin', uses: ['table:tests:get', 'table:tests:update', 'table:tests:delete', 'media:question-images:delete'] },
  { method: 'PUT', path: '/api/admin/tests/{testId}/question-order', handler: 'mock-tests/question-order', access: 'admin', uses: ['table:tests:get', 'table:tests:update'], body: true },
  { method: 'POST', path: '/api/admin/tests/{testId}/question-images', handler: 'mock-tests/question-image-upload', access: 'admin', uses: ['table:tests:get', 'media:question-images:write'], body: true },
  { method: 'GET', path: '/api/admin/question-template', handler: 'mock-tests/question-template', access: 'admin', uses: [] },
  { method: 'POST', path: '/api/admin/tests/{testId}/import-uploads', handler: 'mock-tests/question-import-upload', access: 'admin', uses: ['table:tests:get', 'media:imports:write'], body: true },
  { method: 'POST', path: '/api/admin/tests/{testId}/import', handler: 'mock-tests/question-import', access: 'admin', uses: ['long-work', 'table:tests:get', 'table:tests:batch-write', 'table:tests:update', 'media:imports:read', 'media:imports:delete'], body: true },
  { method: 'POST', path: '/api/admin/students/{id}/test-series/{seriesId}', handler: 'accounts/series-grant', access: 'admin', uses: ['table:users:get', 'table:users:put', 'table:users:check', 'table:catalogue:check'], optionalBody: true },
  { method: 'DELETE', path: '/api/admin/students/{id}/test-series/{seriesId}', handler: 'accounts/series-removal', access: 'admin', uses: ['table:users:get', 'table:users:delete'] },

  { method: 'GET', path: '/api/homepage-ads/public/active', handler: 'catalogue/active-ad-list', access: 'public', uses: ['table:ads:query'] },
  { method: 'GET', path: '/api/admin/homepage-ads', handler: 'catalogue/ad-list', access: 'admin', uses: ['table:ads:query'] },
  { method: 'POST', path: '/api/admin/homepage-ads/image-uploads', handler: 'catalogue/ad-image-upload', access: 'admin', uses: ['media:ads:write'], body: true },
  { method: 'POST', path: '/api/admin/homepage-ads', handler: 'catalogue/ad-create', access: 'admin', uses: ['table:ads:put', 'media:ads:read'], body: true },
  { method: 'PUT', path: '/api/admin/homepage-ads/{id}', handler: 'catalogue/ad-update', access: 'admin', uses: ['table:ads:update', 'media:ads:read', 'media:ads:delete'], body: true },
  { method: 'PUT', path: '/api/admin/homepage-ads/{id}/active', handler: 'catalogue/ad-activation', access: 'admin', uses: ['table:ads:update'], body: true },
  { method: 'DELETE', path: '/api/admin/homepage-ads/{id}', handler: 'catalogue/ad-delete', access: 'admin', uses: ['table:ads:delete', 'media:ads:delete'] },

  // Payments: card (Razorpay) for the direct-payment courses, UPI with admin approval, receipts
  { method: 'POST', path: '/api/create-order', handler: 'payments/card-order-create', access: 'public', uses: ['razorpay', 'table:orders:put', 'table:payments:put', 'table:login-limits:update', 'table:login-limits:put', 'table:login-limits:get'], body: true },
  { method: 'POST', path: '/api/verify-payment', handler: 'payments/card-payment-verify', access: 'public', uses: ['razorpay', 'tokens', 'table:orders:get', 'table:orders:update', 'table:payments:get', 'table:payments:update', 'table:receipts:get', 'table:receipts:query', 'table:receipts:update', 'table:receipts:put', 'table:receipts:delete', 'table:stats:update', 'table:payer-search:put', 'table:outbox:put'], body: true },
  { method: 'POST', path: '/api/razorpay/webhook', handler: 'payments/razorpay-webhook', access: 'public', uses: ['razorpay:webhook', 'table:orders:get', 'table:orders:update', 'table:payments:get', 'table:payments:update', 'table:receipts:get', 'table:receipts:query', 'table:receipts:update', 'table:receipts:put', 'table:receipts:delete', 'table:stats:update', 'table:payer-search:put', 'table:webhooks:put', 'table:credit-notes:get', 'table:credit-notes:update', 'table:credit-notes:put', 'table:outbox:put'], rawBody: true },
  { method: 'GET', path: '/api/orders/{orderId}', handler: 'payments/order-status', access: 'public', uses: ['tokens', 'table:orders:get', 'table:payments:get', 'table:payments:update', 'table:receipts:get', 'table:receipts:query', 'table:receipts:update', 'table:receipts:put', 'table:receipts:delete'] },
  { method: 'GET', path: '/api/receipt/{receiptNumber}', handler: 'payments/receipt', access: 'public', uses: ['tokens', 'receipts', 'table:receipts:get', 'table:payments:get', 'table:users:get', 'table:catalogue:get'], linkOrAdmin: true },
  { method: 'POST', path: '/api/upi-payments/initiate', handler: 'payments/upi-initiate', access: 'student', uses: ['upi:payee', 'table:catalogue:get'], body: true },
  { method: 'POST', path: '/api/upi-payments/submit-utr', handler: 'payments/upi-utr-submit', access: 'student', uses: ['table:catalogue:get', 'table:users:check', 'table:users:put', 'table:payments:put', 'table:payments:get', 'table:utrs:put', 'table:utrs:get', 'table:stats:update'], body: true },
  { method: 'GET', path: '/api/upi-payments/pending', handler: 'payments/upi-pending-list', access: 'admin', uses: ['index:pending-payments:query'] },
  { method: 'POST', path: '/api/upi-payments/{id}/approve', handler: 'payments/upi-approve', access: 'admin', uses: ['table:payments:get', 'table:payments:update', 'table:users:put', 'table:users:update', 'table:users:delete', 'table:users:check', 'table:catalogue:check', 'table:receipts:get', 'table:receipts:query', 'table:receipts:update', 'table:receipts:put', 'table:receipts:delete', 'table:stats:update', 'table:users:get', 'table:outbox:put'] },
  { method: 'POST', path: '/api/upi-payments/{id}/reject', handler: 'payments/upi-reject', access: 'admin', uses: ['table:payments:get', 'table:payments:update', 'table:users:delete', 'table:users:get', 'mail', 'table:outbox:put', 'table:outbox:update'], optionalBody: true },
  { method: 'GET', path: '/api/payments/mine', handler: 'payments/my-payments', access: 'student', uses: ['table:users:query', 'table:payments:batch-get', 'table:catalogue:batch-get'] },
  { method: 'GET', path: '/api/credit-note/{creditNoteNumber}', handler: 'payments/credit-note', access: 'signed-in', uses: ['receipts', 'table:credit-notes:get', 'table:payments:get'] },

  // Admin insight: dashboard, reports and export, students (offline payments), every payment
  { method: 'GET', path: '/api/admin/dashboard', handler: 'insight/dashboard', access: 'admin', uses: ['table:stats:query', 'table:catalogue:query', 'index:recent-enrollments:query', 'table:users:batch-get'] },
  { method: 'GET', path: '/api/courses/test/all', handler: 'insight/course-count', access: 'admin', uses: ['table:stats:query'] },
  { method: 'GET', path: '/api/stats', handler: 'insight/stats', access: 'admin', uses: ['table:stats:query', 'table:catalogue:query'] },
  { method: 'GET', path: '/api/payments', handler: 'payments/received-payment-list', access: 'admin', uses: ['index:payments-received:query', 'table:stats:query'] },
  { method: 'GET', path: '/api/export/excel', handler: 'insight/excel-export', access: 'admin', uses: ['long-work', 'table:exports:put', 'table:exports:update', 'table:exports:get', 'table:exports:delete', 'table:stats:get', 'index:payments-by-status:query', 'index:accounts-by-role:query', 'media:exports:write', 'media:exports:read', 'media:exports:abort', 'table:stats:query', 'table:catalogue:query'] },
  { method: 'GET', path: '/api/export/excel/{exportId}', handler: 'insight/excel-export-progress', access: 'admin', uses: ['table:exports:get'] },
  { method: 'GET', path: '/api/admin/students', handler: 'accounts/student-list', access: 'admin', uses: ['index:accounts-by-role:query', 'table:student-search:query', 'table:users:batch-get', 'table:catalogue:query'] },
  { method: 'GET', path: '/api/admin/students/{id}', handler: 'accounts/student-get', access: 'admin', uses: ['table:users:get', 'table:users:query', 'table:catalogue:batch-get', 'table:payments:batch-get', 'table:catalogue:query'] },
  { method: 'POST', path: '/api/admin/students/{id}/offline-payments', handler: 'accounts/offline-payment-record', access: 'admin', uses: ['table:users:get', 'table:users:put', 'table:users:update', 'table:users:check', 'table:catalogue:get', 'table:catalogue:check', 'table:payments:put', 'table:payments:get', 'table:payments:update', 'table:receipts:get', 'table:receipts:query', 'table:receipts:update', 'table:receipts:put', 'table:receipts:delete', 'table:stats:update', 'table:outbox:put'], body: true },
  { method: 'POST', path: '/api/admin/payments/{id}/refund', handler: 'payments/refund', access: 'admin', uses: ['razorpay', 'table:payments:get', 'table:payments:put', 'table:payments:update', 'table:users:query', 'table:users:update', 'table:users:delete', 'table:stats:update', 'table:credit-notes:get', 'table:credit-notes:update', 'table:credit-notes:put', 'table:attempts:get', 'table:attempts:update', 'table:test-stats:update'], body: true },
  { method: 'GET', path: '/api/admin/payments', handler: 'payments/admin-payment-list', access: 'admin', uses: ['index:payments-by-status:query', 'table:utrs:get', 'table:receipts:get', 'table:payments:get', 'table:emails:get', 'table:users:query', 'table:payments:batch-get', 'table:student-search:query', 'table:payer-search:query'] },

  // Lecture progress (students, their own only)
  { method: 'PUT', path: '/api/courses/{id}/videos/{videoId}/progress', handler: 'learning/progress-save', access: 'student', uses: ['table:catalogue:get', 'table:course-content:get', 'table:users:update'], body: true },
  { method: 'GET', path: '/api/courses/{id}/progress', handler: 'learning/course-progress', access: 'student', uses: ['table:catalogue:get', 'table:users:query'] },
  { method: 'GET', path: '/api/progress', handler: 'learning/progress-summary', access: 'student', uses: ['table:users:query', 'table:catalogue:batch-get'] },
] as const satisfies readonly RouteDef[];

type KeyOf<R> = R extends { readonly method: infer M extends string; readonly path: infer P extends string } ? `${M} ${P}` : never;
/** 'METHOD /path' of each entry (not every method with every path). */
export type RouteKey = KeyOf<(typeof routes)[number]>;

export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export function findRoute(key: string): RouteDef | undefined {
  return (routes as readonly RouteDef[]).find((route) => routeKey(route) === key);
}

/** How long a route's function may run, in AWS and in the local adapter alike. */
export const FUNCTION_TIMEOUT_SECONDS = 10;
/** API Gateway stops waiting for a function at 30 s: the most a function that answers an API call may take. */
export const LONGEST_TIMEOUT_SECONDS = 29;

/**
 * Routes that people call all at once (a batch signing up after class, an admission day's payments)
 * and whose work queues behind others' on the same items: they get the whole time API Gateway waits,
 * so a rush slows their answer instead of failing it. Their retry loops still stop before the
 * deadline (functions/lib/deadline.ts) and answer busy_try_again with nothing half done.
 */
const RUSH_ROUTES: ReadonlySet<string> = new Set<RouteKey>([
  'POST /api/auth/student/register',
  'POST /api/auth/student/login',
  'POST /api/create-order',
  'POST /api/verify-payment',
  'POST /api/razorpay/webhook',
  'GET /api/orders/{orderId}',
  'POST /api/upi-payments/submit-utr',
  'POST /api/upi-payments/{id}/approve',
  'POST /api/upi-payments/{id}/reject',
  'POST /api/admin/students/{id}/offline-payments',
  // 300 students starting a test at 10:00, saving as they go, and the bell ending them all at once.
  'POST /api/tests/{testId}/attempts',
  'PUT /api/attempts/{attemptId}/answers/{questionId}',
  'POST /api/attempts/{attemptId}/submit',
]);

export function timeoutSecondsOf(route: Pick<RouteDef, 'method' | 'path' | 'uses'>): number {
  return RUSH_ROUTES.has(routeKey(route)) || (route.uses as readonly string[]).includes('long-work') ? LONGEST_TIMEOUT_SECONDS : FUNCTION_TIMEOUT_SECONDS;
}

/** A name safe for CloudFormation logical ids and Lambda names: 'POST /api/courses/{id}' → 'PostCoursesId'. */
export function routeId(route: Pick<RouteDef, 'method' | 'path'>): string {
  const words = [route.method.toLowerCase(), ...route.path.replace(/^\/api\//, '').split(/[^A-Za-z0-9]+/)];
  return words.filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Matches a concrete path against a route path; returns path parameters or undefined. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    const value = got[i]!;
    if (part.startsWith('{') && part.endsWith('}')) {
      if (!value) return undefined;
      params[part.slice(1, -1)] = decodeURIComponent(value);
    } else if (part !== value) {
      return undefined;
    }
  }
  return params;
}
