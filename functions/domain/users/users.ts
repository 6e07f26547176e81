import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { isLanguage, type Language } from '#shared/site-pages.js';
import type { PublicUser, Role, StaffRole } from '#shared/types.js';
import { batchGetAll, cancellationCodes, db, tableName, transactWrite } from '#lib/db.js';
import { Conflict, NotFound } from '#lib/errors.js';
import { statsChanges, statsWrites } from '../stats/index.js';
import { searchEntryWrites } from './student-search.js';

/**
 * User entity.
 *   USER#<id> / PROFILE         the account (gsi1: USERS#<role> / <createdAt>#<id>, lists students by join date)
 *   EMAIL#<lower-case e-mail> / EMAIL   uniqueness guard holding the user id; written in the same transaction
 * A staff (admin) account's profile also carries staffRole, courseIds and invitedAt (staff.ts).
 * A student's account also adds one to the student counter and makes them findable (student-search.ts),
 * in that transaction.
 */
export interface UserRecord extends PublicUser {
  passwordHash: string;
  /** Goes up on every password change or disabling; tokens carry the value they were issued with. */
  sessionVersion: number;
  disabled: boolean;
}

export const userKeys = {
  profile: (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  email: (email: string) => ({ pk: `EMAIL#${normaliseEmail(email)}`, sk: 'EMAIL' }),
  byRole: (role: Role, createdAt: string, id: string) => ({
    gsi1pk: usersPartition(role),
    gsi1sk: `${createdAt}#${id}`,
  }),
};

/** The gsi1 partition listing one role's accounts by join date. */
export const usersPartition = (role: Role) => `USERS#${role}`;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function toRecord(item: Record<string, unknown>): UserRecord {
  return {
    _id: item.id as string,
    name: item.name as string,
    email: item.email as string,
    mobile: item.mobile as string,
    role: item.role as Role,
    ...staffFieldsOf(item),
    enrolledCourses: (item.enrolledCourses as string[] | undefined) ?? [],
    ...(isLanguage(item.language) ? { language: item.language } : {}),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    passwordHash: item.passwordHash as string,
    sessionVersion: (item.sessionVersion as number | undefined) ?? 0,
    disabled: item.disabled === true,
  };
}

const STAFF_ROLES: readonly StaffRole[] = ['owner', 'accountant', 'faculty'];

/** A staff account's role (owner when it has none: every admin before roles) and a faculty member's courses. */
function staffFieldsOf(item: Record<string, unknown>): Pick<UserRecord, 'staffRole' | 'courseIds'> {
  if (item.role !== 'admin') return {};
  const staffRole = STAFF_ROLES.find((role) => role === item.staffRole) ?? 'owner';
  const courseIds = staffRole === 'faculty' && Array.isArray(item.courseIds) ? item.courseIds.map(String) : undefined;
  return { staffRole, ...(courseIds ? { courseIds } : {}) };
}

/** What an account's owner and the admins may see of it: named field by field, so nothing secret can ride along. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    role: user.role,
    ...(user.staffRole ? { staffRole: user.staffRole } : {}),
    ...(user.courseIds ? { courseIds: user.courseIds } : {}),
    enrolledCourses: user.enrolledCourses,
    ...(user.language ? { language: user.language } : {}),
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

export interface NewUser {
  name: string;
  email: string;
  mobile: string;
  role: Role;
  passwordHash: string;
  /** A staff account invited by an owner: its role, its courses (faculty), and that it has not joined yet. */
  staff?: { staffRole: StaffRole; courseIds?: string[]; invitedAt: string };
}

/** Creates the account and claims its e-mail in one transaction: two simultaneous sign-ups cannot both win. */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const id = ulid();
  const now = new Date().toISOString();
  const email = input.email.trim();
  const user: UserRecord = {
    _id: id,
    name: input.name,
    email,
    mobile: input.mobile,
    role: input.role,
    passwordHash: input.passwordHash,
    enrolledCourses: [],
    createdAt: now,
    updatedAt: now,
    sessionVersion: 0,
    disabled: false,
  };
  const studentWrites =
    input.role === 'student'
      ? [
          ...searchEntryWrites({ id, name: user.name, email, mobile: user.mobile }),
          ...statsWrites([statsChanges.studentRegistered()]),
        ]
      : [];
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...userKeys.email(email), entity: 'EmailClaim', userId: id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...userKeys.profile(id),
            ...userKeys.byRole(input.role, now, id),
            entity: 'User',
            id,
            name: user.name,
            email,
            emailLower: normaliseEmail(email),
            mobile: user.mobile,
            role: user.role,
            passwordHash: user.passwordHash,
            sessionVersion: 0,
            createdAt: now,
            updatedAt: now,
            ...input.staff,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...studentWrites,
    ]);
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') throw new Conflict('email_taken');
    throw error;
  }
  return user;
}

export async function getUser(id: string, consistent = false): Promise<UserRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: userKeys.profile(id),
      ...(consistent ? { ConsistentRead: true } : {}),
    }),
  );
  return Item ? toRecord(Item) : undefined;
}

/** Accounts by id, in the order asked (ids with no account are left out). */
export async function getUsers(ids: readonly string[]): Promise<UserRecord[]> {
  const found = new Map(
    (await batchGetAll(ids.map((id) => userKeys.profile(id)))).map((item) => [item.id as string, toRecord(item)]),
  );
  return ids.map((id) => found.get(id)).filter((user) => user !== undefined);
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.email(email), ConsistentRead: true }),
  );
  return Item ? getUser(Item.userId as string) : undefined;
}

/** Sets a new password and ends every token issued before it. */
export async function setPasswordHash(id: string, passwordHash: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKeys.profile(id),
      UpdateExpression: 'SET passwordHash = :hash, updatedAt = :now ADD sessionVersion :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':now': new Date().toISOString(), ':one': 1 },
    }),
  );
}

/** Remembers the language the person chose for the site; it comes back with their profile on any device. */
export async function setUserLanguage(id: string, language: Language): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKeys.profile(id),
      UpdateExpression: 'SET #language = :language',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#language': 'language' },
      ExpressionAttributeValues: { ':language': language },
    }),
  );
}

/** Disables the account: its tokens stop working at once and it cannot log in. */
export async function disableUser(id: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKeys.profile(id),
      UpdateExpression: 'SET disabled = :yes, updatedAt = :now ADD sessionVersion :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':yes': true, ':now': new Date().toISOString(), ':one': 1 },
    }),
  );
}

/** The condition that the account is still as it was read: same role, same sessionVersion (so no password change came between). */
function unchangedSince(user: Pick<UserRecord, 'role' | 'sessionVersion'>): string {
  const version =
    user.sessionVersion === 0
      ? '(attribute_not_exists(sessionVersion) OR sessionVersion = :version)'
      : 'sessionVersion = :version';
  return `#role = :role AND ${version}`;
}

/**
 * The update that sets a new password and ends every token issued before it (sessionVersion + 1),
 * if the account has not changed its password since `user` was read. For a transaction or on its own.
 */
export function passwordChangeUpdate(
  user: Pick<UserRecord, '_id' | 'role' | 'sessionVersion'>,
  passwordHash: string,
  now: string,
) {
  return {
    TableName: tableName(),
    Key: userKeys.profile(user._id),
    // The first password an invited staff member sets is their joining.
    UpdateExpression: 'SET passwordHash = :hash, updatedAt = :now REMOVE invitedAt ADD sessionVersion :one',
    ConditionExpression: unchangedSince(user),
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: {
      ':hash': passwordHash,
      ':now': now,
      ':one': 1,
      ':role': user.role,
      ':version': user.sessionVersion,
    },
  };
}

/** The update of an account's name and mobile, if they are still what `user` says (a change made meanwhile is not overwritten unseen). */
export function detailsUpdate(
  user: Pick<UserRecord, '_id' | 'role' | 'name' | 'mobile'>,
  details: { name: string; mobile: string },
  now: string,
) {
  return {
    TableName: tableName(),
    Key: userKeys.profile(user._id),
    UpdateExpression: 'SET #name = :name, mobile = :mobile, updatedAt = :now',
    ConditionExpression: '#role = :role AND #name = :oldName AND mobile = :oldMobile',
    ExpressionAttributeNames: { '#role': 'role', '#name': 'name' },
    ExpressionAttributeValues: {
      ':name': details.name,
      ':mobile': details.mobile,
      ':now': now,
      ':role': user.role,
      ':oldName': user.name,
      ':oldMobile': user.mobile,
    },
  };
}

/** Ids are ULIDs; anything else names no one. */
const ID = /^[0-9A-Za-z]{1,64}$/;

export async function getStudent(id: string): Promise<UserRecord> {
  const user = ID.test(id) ? await getUser(id) : undefined;
  if (!user || user.role !== 'student') throw new NotFound('student_not_found');
  return user;
}
