/** The mock-test routes: tests and their questions (admin), attempts and results (students). */
import {
  answerInputSchema,
  submitAttemptSchema,
  type AnswerSaved,
  type AttemptResult,
  type AttemptView,
  type MyAttempt,
  type SubmittedAttempt,
  type TestResults,
} from '../attempts.js';
import {
  importSchema,
  importUploadSchema,
  publishSchema,
  questionImageUploadSchema,
  questionInputSchema,
  questionOrderSchema,
  testInputSchema,
  type AdminQuestion,
  type AdminTest,
  type AnswerKeyRevision,
  type ImportedSection,
  type StudentTestDetail,
} from '../mock-tests.js';
import type { TestSeries } from '../types.js';
import type { JsonReply, RouteFields } from './route.js';

export const testGet = {
  method: 'GET',
  path: '/api/tests/{testId}',
  access: 'student',
  uses: ['table:users:get', 'table:tests:get', 'table:users:query'],
  reply: 'json' as JsonReply<{ test: StudentTestDetail }>,
} as const satisfies RouteFields;

export const attemptStart = {
  method: 'POST',
  path: '/api/tests/{testId}/attempts',
  access: 'student',
  timeout: 'rush',
  uses: [
    'table:tests:query',
    'table:users:get',
    'table:users:put',
    'table:users:update',
    'table:attempts:get',
    'table:attempts:put',
    'table:attempts:update',
    'table:test-stats:update',
    'media:question-images:read',
    'media:sign',
    'table:users:query',
  ],
  reply: 'json' as JsonReply<{ attempt: AttemptView }>,
} as const satisfies RouteFields;

export const attemptGet = {
  method: 'GET',
  path: '/api/attempts/{attemptId}',
  access: 'student',
  uses: [
    'table:attempts:get',
    'table:attempts:update',
    'table:tests:query',
    'table:users:update',
    'table:test-stats:update',
    'media:question-images:read',
    'media:sign',
  ],
  reply: 'json' as JsonReply<{ attempt: AttemptView }>,
} as const satisfies RouteFields;

export const answerSave = {
  method: 'PUT',
  path: '/api/attempts/{attemptId}/answers/{questionId}',
  access: 'student',
  timeout: 'rush',
  uses: ['table:attempts:get', 'table:attempts:update'],
  body: answerInputSchema,
  reply: 'json' as JsonReply<AnswerSaved>,
} as const satisfies RouteFields;

export const attemptSubmit = {
  method: 'POST',
  path: '/api/attempts/{attemptId}/submit',
  access: 'student',
  timeout: 'rush',
  uses: [
    'table:attempts:get',
    'table:attempts:update',
    'table:tests:query',
    'table:users:update',
    'table:test-stats:update',
  ],
  body: submitAttemptSchema,
  optionalBody: true,
  reply: 'json' as JsonReply<{ attempt: SubmittedAttempt }>,
} as const satisfies RouteFields;

export const attemptResult = {
  method: 'GET',
  path: '/api/attempts/{attemptId}/result',
  access: 'student',
  uses: [
    'table:attempts:get',
    'table:attempts:update',
    'table:tests:query',
    'table:users:update',
    'table:test-stats:update',
    'table:test-stats:batch-get',
    'media:question-images:read',
    'media:sign',
  ],
  reply: 'json' as JsonReply<{ result: AttemptResult }>,
} as const satisfies RouteFields;

export const myAttempts = {
  method: 'GET',
  path: '/api/my/attempts',
  access: 'student',
  uses: ['table:users:query', 'table:tests:batch-get', 'table:test-stats:batch-get'],
  reply: 'json' as JsonReply<{ attempts: MyAttempt[] }>,
} as const satisfies RouteFields;

/** A test's results for the admin; `/excel` is the same as an .xlsx file (not JSON). */
export const testResults = {
  method: 'GET',
  path: '/api/admin/tests/{testId}/results',
  access: ['owner', 'faculty'],
  uses: ['table:tests:query', 'index:test-attempts:query', 'index:running-attempts:query', 'table:users:batch-get'],
  reply: 'json' as JsonReply<{ results: TestResults }>,
} as const satisfies RouteFields;

export const testResultsExcel = {
  method: 'GET',
  path: '/api/admin/tests/{testId}/results/excel',
  access: ['owner', 'faculty'],
  uses: ['long-work', 'table:tests:query', 'index:test-attempts:query', 'table:users:batch-get'],
  reply: 'file',
} as const satisfies RouteFields;

export const adminTestList = {
  method: 'GET',
  path: '/api/admin/test-series/{id}/tests',
  access: ['owner', 'faculty'],
  uses: ['table:catalogue:get', 'index:series-tests:query'],
  reply: 'json' as JsonReply<{ testSeries: TestSeries; tests: AdminTest[] }>,
} as const satisfies RouteFields;

export const testCreate = {
  method: 'POST',
  path: '/api/admin/test-series/{id}/tests',
  access: ['owner', 'faculty'],
  uses: ['table:catalogue:get', 'table:tests:put'],
  body: testInputSchema,
  reply: 'json' as JsonReply<{ test: AdminTest }>,
} as const satisfies RouteFields;

export const adminTestGet = {
  method: 'GET',
  path: '/api/admin/tests/{testId}',
  access: ['owner', 'faculty'],
  uses: ['table:tests:query', 'media:question-images:read', 'media:sign'],
  reply: 'json' as JsonReply<{ test: AdminTest; questions: AdminQuestion[]; answerKeyRevisions: AnswerKeyRevision[] }>,
} as const satisfies RouteFields;

export const testUpdate = {
  method: 'PUT',
  path: '/api/admin/tests/{testId}',
  access: ['owner', 'faculty'],
  uses: ['table:tests:get', 'table:tests:update'],
  body: testInputSchema,
  reply: 'json' as JsonReply<{ test: AdminTest }>,
} as const satisfies RouteFields;

export const testDelete = {
  method: 'DELETE',
  path: '/api/admin/tests/{testId}',
  access: ['owner', 'faculty'],
  uses: ['table:tests:query', 'table:tests:delete', 'table:tests:batch-write', 'media:question-images:delete'],
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

/** 409 test_not_ready (with `problems`) when a question has no text or no correct option. */
export const testPublish = {
  method: 'PUT',
  path: '/api/admin/tests/{testId}/published',
  access: ['owner', 'faculty'],
  uses: ['table:tests:query', 'table:tests:update'],
  body: publishSchema,
  reply: 'json' as JsonReply<{ test: AdminTest }>,
} as const satisfies RouteFields;

export const questionCreate = {
  method: 'POST',
  path: '/api/admin/tests/{testId}/questions',
  access: ['owner', 'faculty'],
  uses: ['table:tests:get', 'table:tests:put', 'table:tests:update', 'media:question-images:read', 'media:sign'],
  body: questionInputSchema,
  reply: 'json' as JsonReply<{ question: AdminQuestion; test: AdminTest }>,
} as const satisfies RouteFields;

/** `rescored` when a published test's key changed: its finished attempts were scored again. */
export const questionUpdate = {
  method: 'PUT',
  path: '/api/admin/tests/{testId}/questions/{questionId}',
  access: ['owner', 'faculty'],
  uses: [
    'long-work',
    'table:tests:get',
    'table:tests:put',
    'table:tests:update',
    'table:tests:query',
    'index:test-attempts:query',
    'table:attempts:update',
    'table:users:update',
    'table:test-stats:update',
    'media:question-images:read',
    'media:question-images:delete',
    'media:sign',
  ],
  body: questionInputSchema,
  reply: 'json' as JsonReply<{
    question: AdminQuestion;
    test: AdminTest;
    rescored?: { attempts: number; changed: number };
  }>,
} as const satisfies RouteFields;

export const questionDelete = {
  method: 'DELETE',
  path: '/api/admin/tests/{testId}/questions/{questionId}',
  access: ['owner', 'faculty'],
  uses: ['table:tests:get', 'table:tests:update', 'table:tests:delete', 'media:question-images:delete'],
  reply: 'json' as JsonReply<{ test: AdminTest }>,
} as const satisfies RouteFields;

export const questionOrder = {
  method: 'PUT',
  path: '/api/admin/tests/{testId}/question-order',
  access: ['owner', 'faculty'],
  uses: ['table:tests:get', 'table:tests:update'],
  body: questionOrderSchema,
  reply: 'json' as JsonReply<{ test: AdminTest }>,
} as const satisfies RouteFields;

export const questionImageUpload = {
  method: 'POST',
  path: '/api/admin/tests/{testId}/question-images',
  access: ['owner', 'faculty'],
  uses: ['table:tests:get', 'media:question-images:write'],
  body: questionImageUploadSchema,
  browserFileType: true,
  reply: 'json' as JsonReply<{ uploadUrl: string; imageKey: string }>,
} as const satisfies RouteFields;

/** Answers the .xlsx template, not JSON. */
export const questionTemplate = {
  method: 'GET',
  path: '/api/admin/question-template',
  access: ['owner', 'faculty'],
  uses: [],
  reply: 'file',
} as const satisfies RouteFields;

export const questionImportUpload = {
  method: 'POST',
  path: '/api/admin/tests/{testId}/import-uploads',
  access: ['owner', 'faculty'],
  uses: ['table:tests:get', 'media:imports:write'],
  body: importUploadSchema,
  reply: 'json' as JsonReply<{ uploadUrl: string; importKey: string }>,
} as const satisfies RouteFields;

/**
 * 422 import_invalid with `issues` (row, column, message) when any row is wrong: then nothing is written.
 * 409 import_repeats with `repeats` and `questions` when, added to the test, some of the sheet's
 * questions are already in it: nothing is written unless the same upload is sent with `importRepeats`.
 */
export const questionImport = {
  method: 'POST',
  path: '/api/admin/tests/{testId}/import',
  access: ['owner', 'faculty'],
  uses: [
    'long-work',
    'table:tests:get',
    'table:tests:query',
    'table:tests:batch-write',
    'table:tests:update',
    'media:imports:read',
    'media:imports:delete',
  ],
  body: importSchema,
  reply: 'json' as JsonReply<{ imported: number; bySection: ImportedSection[]; test: AdminTest }>,
} as const satisfies RouteFields;
