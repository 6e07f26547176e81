// Staff accounts as the owner manages them: the bodies of the staff routes and what they answer
// (zod/mini, like shared/schemas.ts), shared with the admin's staff screen.
import * as z from 'zod/mini';
import { email, requiredText } from './schemas.js';
import { LANGUAGES } from './site-pages.js';
import type { StaffRole } from './types.js';

export const STAFF_ROLES = ['owner', 'accountant', 'faculty'] as const satisfies readonly StaffRole[];
/** How long an invitation's link sets a password: longer than a reset's, as the invitee may not read mail at once. */
export const STAFF_INVITE_LINK_DAYS = 7;
/** A faculty member is limited to at most this many courses (beyond that, leave them unlimited). */
export const MAX_STAFF_COURSES = 100;

const role = z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` });
const courseIds = z.optional(
  z
    .array(requiredText('Course', 64), { error: 'courseIds must be a list of course ids' })
    .check(z.maxLength(MAX_STAFF_COURSES, `At most ${MAX_STAFF_COURSES} courses`)),
);

/** POST /api/admin/staff. `language`: the invitation e-mail's (the screen sends the one it is shown in). */
export const staffInviteSchema = z.object({
  email,
  name: requiredText('Name', 100),
  role,
  courseIds,
  language: z.optional(z.enum(LANGUAGES, { error: `Language must be one of ${LANGUAGES.join(', ')}` })),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** PUT /api/admin/staff/{id}: what changes; `courseIds` only for faculty, an empty list or none meaning every course. */
export const staffChangeSchema = z.object({
  role: z.optional(role),
  courseIds,
  disabled: z.optional(z.boolean({ error: 'disabled must be true or false' })),
});
export type StaffChange = z.infer<typeof staffChangeSchema>;

/** A staff account as the owner's list shows it. */
export interface StaffMember {
  _id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** Faculty limited to some courses: those; absent: every course. */
  courseIds?: string[];
  disabled: boolean;
  /** Invited and has not set a password yet. */
  invited: boolean;
  createdAt: string;
}
