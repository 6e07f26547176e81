/** The doubts routes: a student asks on a lecture or on a finished test's question; faculty answer. */
import {
  type Doubt,
  doubtAnswerSchema,
  doubtHideSchema,
  doubtImageUploadSchema,
  doubtQueueQuerySchema,
  lectureDoubtSchema,
  questionDoubtSchema,
  type StaffDoubt,
} from '../doubts.js';
import type { JsonReply, RouteFields } from './route.js';

/** Pinned to a moment of the lecture; an enrolled student's, not while the course is paused for dues. */
export const lectureDoubtAsk = {
  method: 'POST',
  path: '/api/courses/{id}/videos/{videoId}/doubts',
  access: 'student',
  uses: [
    'table:users:query',
    'table:users:put',
    'table:users:update',
    'table:catalogue:get',
    'table:course-content:get',
    'table:doubts:put',
    'media:doubt-images:read',
    'media:sign',
  ],
  body: lectureDoubtSchema,
  reply: 'json' as JsonReply<{ doubt: Doubt }>,
} as const satisfies RouteFields;

/** The lecture's answered doubts, and the caller's own whatever their status. */
export const lectureDoubtList = {
  method: 'GET',
  path: '/api/courses/{id}/videos/{videoId}/doubts',
  access: 'student',
  uses: [
    'table:users:query',
    'table:catalogue:get',
    'index:place-doubts:query',
    'table:doubts:batch-get',
    'media:doubt-images:read',
    'media:sign',
  ],
  reply: 'json' as JsonReply<{ doubts: Doubt[] }>,
} as const satisfies RouteFields;

/** Only once the attempt is finished: before, 409 attempt_running and nothing else. */
export const questionDoubtAsk = {
  method: 'POST',
  path: '/api/attempts/{attemptId}/questions/{questionId}/doubts',
  access: 'student',
  uses: ['table:attempts:get', 'table:tests:get', 'table:users:put', 'table:users:update', 'table:doubts:put'],
  body: questionDoubtSchema,
  reply: 'json' as JsonReply<{ doubt: Doubt }>,
} as const satisfies RouteFields;

/** The question's answered doubts and the caller's own, for the review of their finished attempt. */
export const questionDoubtList = {
  method: 'GET',
  path: '/api/attempts/{attemptId}/questions/{questionId}/doubts',
  access: 'student',
  uses: [
    'table:attempts:get',
    'table:tests:get',
    'index:place-doubts:query',
    'table:doubts:batch-get',
    'media:doubt-images:read',
    'media:sign',
  ],
  reply: 'json' as JsonReply<{ doubts: Doubt[] }>,
} as const satisfies RouteFields;

export const myDoubts = {
  method: 'GET',
  path: '/api/my/doubts',
  access: 'student',
  uses: ['table:users:query', 'table:doubts:batch-get', 'media:doubt-images:read', 'media:sign'],
  reply: 'json' as JsonReply<{ doubts: Doubt[] }>,
} as const satisfies RouteFields;

/** The faculty queue: open doubts, most "same doubt" marks first, then oldest first; a limited faculty member sees their courses only. */
export const staffDoubts = {
  method: 'GET',
  path: '/api/staff/doubts',
  access: ['owner', 'faculty'],
  uses: ['index:doubt-queue:query', 'media:doubt-images:read', 'media:sign'],
  query: doubtQueueQuerySchema,
  reply: 'json' as JsonReply<{ doubts: StaffDoubt[] }>,
} as const satisfies RouteFields;

/** Answers an open doubt once; the asker is e-mailed (through the outbox) in their language. */
export const doubtAnswer = {
  method: 'POST',
  path: '/api/doubts/{doubtId}/answer',
  access: ['owner', 'faculty'],
  uses: ['table:doubts:get', 'table:doubts:update', 'media:doubt-images:read', 'media:sign', 'table:outbox:put'],
  body: doubtAnswerSchema,
  reply: 'json' as JsonReply<{ doubt: StaffDoubt }>,
} as const satisfies RouteFields;

/** "I have the same doubt": once per student of its course or series; a second time changes nothing. */
export const doubtSame = {
  method: 'POST',
  path: '/api/doubts/{doubtId}/same',
  access: 'student',
  uses: ['table:doubts:get', 'table:doubts:put', 'table:doubts:update'],
  reply: 'json' as JsonReply<{ sameCount: number }>,
} as const satisfies RouteFields;

/** Hides an improper doubt (gone from every list but its asker's) or only its answer (the doubt goes back to the queue). */
export const doubtHide = {
  method: 'POST',
  path: '/api/doubts/{doubtId}/hide',
  access: ['owner', 'faculty'],
  uses: ['table:doubts:get', 'table:doubts:update'],
  body: doubtHideSchema,
  reply: 'json' as JsonReply<{ doubt: StaffDoubt }>,
} as const satisfies RouteFields;

/** A presigned PUT for a doubt's or an answer's photo, straight to storage (type and size signed into it). */
export const doubtImageUpload = {
  method: 'POST',
  path: '/api/doubts/images',
  access: 'signed-in',
  uses: ['media:doubt-images:write'],
  body: doubtImageUploadSchema,
  browserFileType: true,
  reply: 'json' as JsonReply<{ uploadUrl: string; imageKey: string }>,
} as const satisfies RouteFields;
