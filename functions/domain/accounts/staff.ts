import { randomBytes } from 'node:crypto';
import { STAFF_INVITE_LINK_DAYS, type StaffChange, type StaffInvite, type StaffMember } from '#shared/staff.js';
import { DEFAULT_LANGUAGE } from '#shared/site-pages.js';
import { Conflict, InvalidInput, NotFound } from '#lib/errors.js';
import { hashPassword } from '#lib/passwords.js';
import { courseExists } from '../catalogue/index.js';
import { sendMail } from '../mail/index.js';
import { changeStaff, createUser, findUserByEmail, getStaff, listStaff, type StaffRecord } from '../users/index.js';
import { issueResetToken, resetLink, siteOrigin } from './password-reset.js';

/**
 * The institute's staff as its owner manages them: invitations by e-mail (a link that sets the
 * password through the same POST /api/auth/password-reset a reset link uses, for STAFF_INVITE_LINK_DAYS),
 * roles, faculty courses, and disabling. The rule that an enabled owner is always left is users/staff.ts's.
 */
const INVITE_LINK_MS = STAFF_INVITE_LINK_DAYS * 24 * 3600_000;
/** Staff accounts have no mobile of their own; the profile needs one. */
const NO_MOBILE = '0000000000';

const member = ({ sessionVersion: _version, updatedAt: _updated, ...shown }: StaffRecord): StaffMember => shown;

async function assertCoursesExist(courseIds: readonly string[]): Promise<void> {
  const found = await Promise.all([...new Set(courseIds)].map((id) => courseExists(id)));
  if (found.includes(false)) throw new NotFound('course_not_found');
}

/** Courses limit faculty only: refused for any other role rather than quietly dropped. */
function coursesFor(role: StaffMember['role'], courseIds: string[] | undefined): string[] | undefined {
  if (courseIds === undefined) return undefined;
  if (role !== 'faculty') throw new InvalidInput('staff_courses_faculty_only');
  return [...new Set(courseIds)];
}

async function sendInvitation(staff: StaffRecord, language: StaffInvite['language']): Promise<void> {
  const origin = siteOrigin();
  const token = await issueResetToken(
    { _id: staff._id, role: 'admin', sessionVersion: staff.sessionVersion },
    Date.now(),
    INVITE_LINK_MS,
  );
  const mailLanguage = language ?? DEFAULT_LANGUAGE;
  await sendMail(
    { email: staff.email, name: staff.name, language: mailLanguage },
    {
      kind: 'staff-invite',
      link: resetLink(origin, token, mailLanguage),
      expiresInDays: STAFF_INVITE_LINK_DAYS,
      role: staff.role,
    },
  );
}

/**
 * Creates a staff account with no usable password (a random one nobody knows) and mails its link.
 * The e-mail of any other account is 409 email_taken; that of a staff member who was invited and has
 * not joined yet sends them a fresh link (their role and courses stay as they are: PUT changes them).
 */
export async function inviteStaff(input: StaffInvite): Promise<{ staff: StaffMember; reinvited: boolean }> {
  siteOrigin();
  const courseIds = coursesFor(input.role, input.courseIds);
  const existing = await findUserByEmail(input.email);
  if (existing) {
    const pending = existing.role === 'admin' ? await getStaff(existing._id) : undefined;
    if (!pending?.invited || pending.disabled) throw new Conflict('email_taken');
    await sendInvitation(pending, input.language);
    return { staff: member(pending), reinvited: true };
  }
  if (courseIds?.length) await assertCoursesExist(courseIds);
  const user = await createUser({
    name: input.name,
    email: input.email,
    mobile: NO_MOBILE,
    role: 'admin',
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    staff: {
      staffRole: input.role,
      ...(courseIds?.length ? { courseIds } : {}),
      invitedAt: new Date().toISOString(),
    },
  });
  const staff = await getStaff(user._id);
  if (!staff) throw new Error(`Staff account ${user._id} was written and cannot be read`);
  await sendInvitation(staff, input.language);
  return { staff: member(staff), reinvited: false };
}

export async function staffList(): Promise<StaffMember[]> {
  return (await listStaff()).map(member);
}

/** An owner's change of a staff account; `ownerId` is the caller, who cannot disable themselves. */
export async function updateStaff(ownerId: string, id: string, change: StaffChange): Promise<StaffMember> {
  if (change.disabled === true && id === ownerId) throw new Conflict('cannot_disable_self');
  if (change.courseIds !== undefined) {
    const current = await getStaff(id);
    if (!current) throw new NotFound('staff_not_found');
    coursesFor(change.role ?? current.role, change.courseIds);
    await assertCoursesExist(change.courseIds);
  }
  const { courseIds, ...rest } = change;
  return member(
    await changeStaff(id, { ...rest, ...(courseIds !== undefined ? { courseIds: [...new Set(courseIds)] } : {}) }),
  );
}
