/** The accounts context's routes: registering, signing in, password resets, a student's own details, and the admin's view of students (their offline payments and granted test series). */
import { adminStudentsQuerySchema, offlinePaymentSchema } from '../admin-schemas.js';
import type { AdminPayment, AdminStudent, AdminStudentDetail, CursorPage } from '../admin-types.js';
import { accessNoteSchema } from '../mock-tests.js';
import {
  accountDetailsSchema,
  languageChoiceSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetCheckSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
} from '../schemas.js';
import type { Language } from '../site-pages.js';
import { staffChangeSchema, staffInviteSchema, type StaffMember } from '../staff.js';
import type { AuthResponse, ProfileResponse, PublicUser, Role } from '../types.js';
import type { JsonReply, RouteFields } from './route.js';

export const studentRegister = {
  method: 'POST',
  path: '/api/auth/student/register',
  access: 'public',
  timeout: 'rush',
  uses: [
    'tokens',
    'passwords',
    'trusted-networks',
    'table:login-limits:update',
    'table:login-limits:put',
    'table:login-limits:get',
    'table:emails:put',
    'table:emails:get',
    'table:users:put',
    'table:users:get',
    'table:stats:update',
    'table:student-search:put',
    'table:outbox:put',
  ],
  rareUses: { 'table:login-limits:get': 'read only after losing two races to replace a passed limit window' },
  body: registerSchema,
  reply: 'json' as JsonReply<AuthResponse>,
} as const satisfies RouteFields;

export const studentLogin = {
  method: 'POST',
  path: '/api/auth/student/login',
  access: 'public',
  timeout: 'rush',
  uses: [
    'tokens',
    'passwords',
    'trusted-networks',
    'table:login-limits:update',
    'table:login-limits:put',
    'table:login-limits:get',
    'table:login-limits:delete',
    'table:emails:get',
    'table:users:get',
  ],
  body: loginSchema,
  reply: 'json' as JsonReply<AuthResponse>,
} as const satisfies RouteFields;

export const adminLogin = {
  method: 'POST',
  path: '/api/auth/admin/login',
  access: 'public',
  uses: [
    'tokens',
    'passwords',
    'trusted-networks',
    'table:login-limits:update',
    'table:login-limits:put',
    'table:login-limits:get',
    'table:login-limits:delete',
    'table:emails:get',
    'table:users:get',
  ],
  body: loginSchema,
  reply: 'json' as JsonReply<AuthResponse>,
} as const satisfies RouteFields;

export const profile = {
  method: 'GET',
  path: '/api/auth/profile',
  access: 'signed-in',
  uses: [],
  reply: 'json' as JsonReply<ProfileResponse>,
} as const satisfies RouteFields;

export const profileLanguage = {
  method: 'PUT',
  path: '/api/auth/profile/language',
  access: 'signed-in',
  uses: ['table:users:update'],
  body: languageChoiceSchema,
  reply: 'json' as JsonReply<{ language: Language }>,
} as const satisfies RouteFields;

export const passwordResetRequest = {
  method: 'POST',
  path: '/api/auth/password-reset/request',
  access: 'public',
  uses: [
    'table:login-limits:update',
    'table:login-limits:put',
    'table:login-limits:get',
    'table:emails:get',
    'table:users:get',
    'table:password-resets:put',
    'mail',
    'site',
    'table:outbox:put',
    'table:outbox:update',
  ],
  rareUses: { 'table:login-limits:get': 'read only after losing two races to replace a passed limit window' },
  body: passwordResetRequestSchema,
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

export const passwordResetCheck = {
  method: 'POST',
  path: '/api/auth/password-reset/check',
  access: 'public',
  uses: ['table:password-resets:get', 'table:users:get'],
  body: passwordResetCheckSchema,
  reply: 'json' as JsonReply<{ role: Role }>,
} as const satisfies RouteFields;

export const passwordReset = {
  method: 'POST',
  path: '/api/auth/password-reset',
  access: 'public',
  uses: [
    'passwords',
    'table:password-resets:get',
    'table:password-resets:update',
    'table:users:get',
    'table:users:update',
  ],
  body: passwordResetSchema,
  reply: 'json' as JsonReply<{ role: Role }>,
} as const satisfies RouteFields;

export const passwordChange = {
  method: 'PUT',
  path: '/api/account/password',
  access: 'student',
  uses: [
    'tokens',
    'passwords',
    'trusted-networks',
    'table:users:update',
    'table:login-limits:update',
    'table:login-limits:put',
    'table:login-limits:get',
    'table:login-limits:delete',
  ],
  body: passwordChangeSchema,
  reply: 'json' as JsonReply<{ token: string; user: PublicUser }>,
} as const satisfies RouteFields;

export const detailsChange = {
  method: 'PUT',
  path: '/api/account/details',
  access: 'student',
  uses: ['table:users:update', 'table:student-search:put', 'table:student-search:delete'],
  body: accountDetailsSchema,
  reply: 'json' as JsonReply<{ user: PublicUser }>,
} as const satisfies RouteFields;

export const seriesGrant = {
  method: 'POST',
  path: '/api/admin/students/{id}/test-series/{seriesId}',
  access: ['owner', 'accountant'],
  uses: ['table:users:get', 'table:users:put', 'table:users:check', 'table:catalogue:check'],
  body: accessNoteSchema,
  optionalBody: true,
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

export const seriesRemoval = {
  method: 'DELETE',
  path: '/api/admin/students/{id}/test-series/{seriesId}',
  access: ['owner', 'accountant'],
  uses: ['table:users:get', 'table:users:delete'],
  reply: 'json' as JsonReply,
} as const satisfies RouteFields;

export const studentList = {
  method: 'GET',
  path: '/api/admin/students',
  access: ['owner', 'accountant'],
  uses: [
    'index:accounts-by-role:query',
    'table:student-search:query',
    'table:users:batch-get',
    'table:catalogue:query',
  ],
  query: adminStudentsQuerySchema,
  reply: 'json' as JsonReply<{ students: AdminStudent[] } & CursorPage>,
} as const satisfies RouteFields;

export const studentGet = {
  method: 'GET',
  path: '/api/admin/students/{id}',
  access: ['owner', 'accountant'],
  uses: [
    'table:users:get',
    'table:users:query',
    'table:catalogue:batch-get',
    'table:payments:batch-get',
    'table:catalogue:query',
  ],
  reply: 'json' as JsonReply<AdminStudentDetail>,
} as const satisfies RouteFields;

export const offlinePaymentRecord = {
  method: 'POST',
  path: '/api/admin/students/{id}/offline-payments',
  access: ['owner', 'accountant'],
  timeout: 'rush',
  uses: [
    'table:users:get',
    'table:users:put',
    'table:users:update',
    'table:users:check',
    'table:catalogue:get',
    'table:catalogue:check',
    'table:payments:put',
    'table:payments:get',
    'table:payments:update',
    'table:receipts:get',
    'table:receipts:query',
    'table:receipts:update',
    'table:receipts:put',
    'table:receipts:delete',
    'table:stats:update',
    'table:outbox:put',
  ],
  body: offlinePaymentSchema,
  /** `alreadyRecorded`: the same payment (student, reference, product, day, amount) was recorded before; this is it. */
  reply: 'json' as JsonReply<{ payment: AdminPayment; alreadyRecorded: boolean }>,
} as const satisfies RouteFields;

// Staff accounts, managed by the institute's owner.

/** Invites a staff member by e-mail; the same e-mail of one who has not joined yet sends a fresh link (200). */
export const staffInvite = {
  method: 'POST',
  path: '/api/admin/staff',
  access: ['owner'],
  uses: [
    'passwords',
    'mail',
    'site',
    'table:emails:get',
    'table:emails:put',
    'table:users:get',
    'table:users:put',
    'table:catalogue:get',
    'table:password-resets:put',
    'table:outbox:put',
    'table:outbox:update',
  ],
  body: staffInviteSchema,
  reply: 'json' as JsonReply<{ staff: StaffMember; reinvited: boolean }>,
} as const satisfies RouteFields;

export const staffList = {
  method: 'GET',
  path: '/api/admin/staff',
  access: ['owner'],
  uses: ['index:accounts-by-role:query'],
  reply: 'json' as JsonReply<{ staff: StaffMember[] }>,
} as const satisfies RouteFields;

/** Changes a role, a faculty member's courses, or disables/enables; never leaves the institute without an enabled owner. */
export const staffUpdate = {
  method: 'PUT',
  path: '/api/admin/staff/{id}',
  access: ['owner'],
  uses: [
    'table:users:get',
    'table:users:update',
    'table:users:check',
    'table:catalogue:get',
    'index:accounts-by-role:query',
  ],
  body: staffChangeSchema,
  reply: 'json' as JsonReply<{ staff: StaffMember }>,
} as const satisfies RouteFields;
