/** The learning routes: a student's lectures and notes, enrolments and lecture progress. */
import { progressSchema, type CourseProgress, type VideoProgress } from '../progress.js';
import type { Course, CourseVideo, Enrollment, StudyNote } from '../types.js';
import type { JsonReply, RouteFields } from './route.js';

export const videoList = {
  method: 'GET',
  path: '/api/courses/{id}/videos',
  access: 'signed-in',
  uses: ['table:users:query', 'table:catalogue:get', 'table:course-content:query'],
  reply: 'json' as JsonReply<{ course: Course; videos: CourseVideo[] }>,
} as const satisfies RouteFields;

/** `hls` only once the renditions are ready; `signedUrl` (the original) always. */
export const videoGet = {
  method: 'GET',
  path: '/api/courses/{id}/videos/{videoId}',
  access: 'signed-in',
  uses: ['table:users:query', 'table:catalogue:get', 'table:course-content:get', 'media:videos:read', 'media:sign'],
  reply: 'json' as JsonReply<{
    video: CourseVideo;
    signedUrl: string;
    hls?: { masterUrl: string; nativeUrl: string; posterUrl: string };
  }>,
} as const satisfies RouteFields;

/** An HLS playlist (application/vnd.apple.mpegurl text), not JSON: hls.js fetches it. */
export const hlsPlaylist = {
  method: 'GET',
  path: '/api/courses/{id}/videos/{videoId}/hls/{playlist}',
  access: 'signed-in',
  uses: ['table:users:query', 'table:catalogue:get', 'table:course-content:get', 'media:hls:read', 'media:sign'],
  reply: 'file',
} as const satisfies RouteFields;

export const hlsNativePlaylist = {
  method: 'GET',
  path: '/api/courses/{id}/videos/{videoId}/hls-native/{playlist}',
  access: 'public',
  uses: [
    'table:users:query',
    'tokens',
    'table:users:get',
    'table:catalogue:get',
    'table:course-content:get',
    'media:hls:read',
    'media:sign',
  ],
  reply: 'file',
} as const satisfies RouteFields;

export const noteList = {
  method: 'GET',
  path: '/api/courses/{id}/notes',
  access: 'signed-in',
  uses: ['table:users:query', 'table:catalogue:get', 'table:course-content:query'],
  reply: 'json' as JsonReply<{ notes: StudyNote[] }>,
} as const satisfies RouteFields;

export const noteDownload = {
  method: 'GET',
  path: '/api/courses/{id}/notes/{noteId}/download',
  access: 'signed-in',
  uses: ['table:users:query', 'table:catalogue:get', 'table:course-content:get', 'media:notes:read'],
  reply: 'json' as JsonReply<{ url: string; fileName: string; expiresAt: string }>,
} as const satisfies RouteFields;

export const enrollmentList = {
  method: 'GET',
  path: '/api/payments/enrollments',
  access: 'student',
  uses: ['table:users:query', 'table:catalogue:batch-get'],
  reply: 'json' as JsonReply<{ enrollments: Enrollment[] }>,
} as const satisfies RouteFields;

export const progressSave = {
  method: 'PUT',
  path: '/api/courses/{id}/videos/{videoId}/progress',
  access: 'student',
  uses: ['table:catalogue:get', 'table:course-content:get', 'table:users:update'],
  body: progressSchema,
  reply: 'json' as JsonReply<{ progress: VideoProgress }>,
} as const satisfies RouteFields;

export const courseProgress = {
  method: 'GET',
  path: '/api/courses/{id}/progress',
  access: 'student',
  uses: ['table:catalogue:get', 'table:users:query'],
  reply: 'json' as JsonReply<{ progress: VideoProgress[] }>,
} as const satisfies RouteFields;

export const progressSummary = {
  method: 'GET',
  path: '/api/progress',
  access: 'student',
  uses: ['table:users:query', 'table:catalogue:batch-get'],
  reply: 'json' as JsonReply<{ progress: CourseProgress[] }>,
} as const satisfies RouteFields;
