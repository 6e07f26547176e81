/** The media routes: an admin uploads, orders, edits and removes a course's lectures and notes. */
import type { UploadedPart } from '../multipart-upload.js';
import {
  completeUploadSchema,
  noteInputSchema,
  noteUploadSchema,
  partUrlsSchema,
  videoEditSchema,
  videoOrderSchema,
  videoUploadStartSchema,
} from '../schemas.js';
import type { CourseVideo, StudyNote } from '../types.js';
import type { AdminCourseVideo } from '../video-processing.js';
import type { JsonReply, RouteFields } from './route.js';

export const adminVideoList = {
  method: 'GET',
  path: '/api/admin/courses/{id}/videos',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: ['table:catalogue:get', 'table:course-content:query'],
  reply: 'json' as JsonReply<{ videos: AdminCourseVideo[] }>,
} as const satisfies RouteFields;

export const videoUpdate = {
  method: 'PUT',
  path: '/api/courses/{id}/videos/{videoId}',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: ['table:course-content:update'],
  body: videoEditSchema,
  reply: 'json' as JsonReply<{ video: CourseVideo }>,
} as const satisfies RouteFields;

export const transcodeRetry = {
  method: 'POST',
  path: '/api/admin/courses/{id}/videos/{videoId}/transcode',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: ['table:course-content:get', 'table:course-content:update', 'media:videos:read', 'transcode'],
  rareUses: { 'media:videos:read': "with MediaConvert (AWS only): reads the upload's first bytes for its height" },
  reply: 'json' as JsonReply<{ video: AdminCourseVideo }>,
} as const satisfies RouteFields;

export const videoReorder = {
  method: 'PUT',
  path: '/api/admin/courses/{id}/videos/order',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: ['table:catalogue:get', 'table:catalogue:update', 'table:course-content:query', 'table:course-content:update'],
  body: videoOrderSchema,
  reply: 'json' as JsonReply<{ videos: CourseVideo[] }>,
} as const satisfies RouteFields;

export const videoDelete = {
  method: 'DELETE',
  path: '/api/courses/{id}/videos/{videoId}',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: [
    'table:course-content:get',
    'table:course-content:delete',
    'table:catalogue:update',
    'media:videos:delete',
    'table:stats:update',
    'table:course-content:query',
    'media:notes:delete',
    'media:hls:list',
  ],
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

export const videoUploadStart = {
  method: 'POST',
  path: '/api/courses/{id}/videos/uploads',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: [
    'table:catalogue:get',
    'table:catalogue:check',
    'table:course-content:put',
    'media:videos:write',
    'media:videos:abort',
  ],
  body: videoUploadStartSchema,
  browserFileType: true,
  reply: 'json' as JsonReply<{ uploadId: string; key: string; partSize: number }>,
} as const satisfies RouteFields;

export const videoUploadParts = {
  method: 'GET',
  path: '/api/courses/{id}/videos/uploads/{uploadId}/parts',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: ['table:course-content:get', 'table:course-content:delete', 'table:catalogue:get', 'media:videos:parts'],
  reply: 'json' as JsonReply<{ parts: UploadedPart[] }>,
} as const satisfies RouteFields;

export const videoUploadPartUrls = {
  method: 'POST',
  path: '/api/courses/{id}/videos/uploads/{uploadId}/parts',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: ['table:course-content:get', 'table:catalogue:get', 'media:videos:write'],
  body: partUrlsSchema,
  reply: 'json' as JsonReply<{ urls: { partNumber: number; url: string }[] }>,
} as const satisfies RouteFields;

export const videoUploadComplete = {
  method: 'POST',
  path: '/api/courses/{id}/videos/uploads/{uploadId}/complete',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: [
    'table:course-content:get',
    'table:course-content:query',
    'table:course-content:update',
    'table:course-content:put',
    'table:course-content:delete',
    'table:catalogue:get',
    'table:catalogue:update',
    'media:videos:write',
    'media:videos:read',
    'media:videos:delete',
    'table:stats:update',
    'transcode',
  ],
  body: completeUploadSchema,
  reply: 'json' as JsonReply<{ video: AdminCourseVideo }>,
} as const satisfies RouteFields;

export const videoUploadAbort = {
  method: 'DELETE',
  path: '/api/courses/{id}/videos/uploads/{uploadId}',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: [
    'table:course-content:get',
    'table:course-content:update',
    'table:course-content:delete',
    'table:catalogue:get',
    'media:videos:abort',
  ],
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

export const noteUploadStart = {
  method: 'POST',
  path: '/api/admin/courses/{id}/notes/uploads',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: ['table:catalogue:get', 'media:note-uploads:write'],
  body: noteUploadSchema,
  reply: 'json' as JsonReply<{ uploadUrl: string; fileKey: string }>,
} as const satisfies RouteFields;

export const noteCreate = {
  method: 'POST',
  path: '/api/admin/courses/{id}/notes',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: [
    'table:catalogue:get',
    'table:course-content:get',
    'table:course-content:put',
    'media:note-uploads:read',
    'media:note-uploads:delete',
    'media:notes:write',
  ],
  body: noteInputSchema,
  reply: 'json' as JsonReply<{ note: StudyNote }>,
} as const satisfies RouteFields;

export const noteDelete = {
  method: 'DELETE',
  path: '/api/admin/courses/{id}/notes/{noteId}',
  access: ['owner', 'faculty'],
  courseParam: 'id',
  uses: ['table:course-content:delete', 'media:notes:delete'],
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;
