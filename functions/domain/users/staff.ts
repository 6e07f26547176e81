import type { StaffMember } from '#shared/staff.js';
import type { StaffRole } from '#shared/types.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, queryAll, tableName, transactWrite } from '#lib/db.js';
import { Conflict, NotFound, Unavailable } from '#lib/errors.js';
import { usersPartition, userKeys } from './users.js';

/**
 * Staff accounts: `admin` accounts with a staff role on their profile (USER#<id> / PROFILE):
 *   staffRole?  'owner' | 'accountant' | 'faculty' (absent: owner, as every admin was before roles)
 *   courseIds?  for faculty limited to some courses (absent: every course)
 *   invitedAt?  invited and has not set a password yet (removed by the first password change)
 * The institute always keeps an enabled owner who has joined: a change that would leave none is
 * refused (last_owner). Race-safe without a counter to keep in step: the change's transaction checks,
 * on another account, that it is still an enabled, joined owner. Transactions are serialisable, so
 * of two owners demoting each other at once the second finds its witness demoted and fails.
 */
export interface StaffRecord extends StaffMember {
  sessionVersion: number;
  updatedAt: string;
}

export function toStaffRecord(item: Record<string, unknown>): StaffRecord {
  const courseIds = item.courseIds as string[] | undefined;
  const role = (item.staffRole as StaffRole | undefined) ?? 'owner';
  return {
    _id: item.id as string,
    name: item.name as string,
    email: item.email as string,
    role,
    ...(role === 'faculty' && courseIds?.length ? { courseIds } : {}),
    disabled: item.disabled === true,
    invited: typeof item.invitedAt === 'string',
    createdAt: item.createdAt as string,
    sessionVersion: (item.sessionVersion as number | undefined) ?? 0,
    updatedAt: item.updatedAt as string,
  };
}

/** Can sign in and manage the institute: the accounts the last-owner rule keeps at least one of. */
const isActiveOwner = (staff: StaffRecord) => staff.role === 'owner' && !staff.disabled && !staff.invited;

/** One staff account, as it is now. */
export async function getStaff(id: string): Promise<StaffRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.profile(id), ConsistentRead: true }),
  );
  return Item?.role === 'admin' ? toStaffRecord(Item) : undefined;
}

/** Every staff account, oldest first (gsi1 USERS#admin: few, read whole). */
export async function listStaff(): Promise<StaffRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': usersPartition('admin') },
  });
  return items.map(toStaffRecord);
}

export interface StaffUpdate {
  role?: StaffRole;
  /** Faculty only; empty: every course. */
  courseIds?: string[];
  disabled?: boolean;
}

/** The profile update for `change`, on condition that the account is a staff account unchanged since `staff` was read. */
function profileUpdate(staff: StaffRecord, change: StaffUpdate, now: string) {
  const role = change.role ?? staff.role;
  const set = ['updatedAt = :now'];
  const remove: string[] = [];
  const values: Record<string, unknown> = { ':now': now, ':admin': 'admin', ':read': staff.updatedAt };
  if (change.role) {
    set.push('staffRole = :role');
    values[':role'] = change.role;
  }
  if (role !== 'faculty' || (change.courseIds !== undefined && change.courseIds.length === 0)) remove.push('courseIds');
  else if (change.courseIds !== undefined) {
    set.push('courseIds = :courses');
    values[':courses'] = change.courseIds;
  }
  let add = '';
  if (change.disabled === true && !staff.disabled) {
    set.push('disabled = :yes');
    values[':yes'] = true;
    // Every token of the account ends at once, as a password change does.
    add = ' ADD sessionVersion :one';
    values[':one'] = 1;
  } else if (change.disabled === false) remove.push('disabled');
  return {
    TableName: tableName(),
    Key: userKeys.profile(staff._id),
    UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}${add}`,
    ConditionExpression: '#role = :admin AND updatedAt = :read',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: values,
  };
}

/** The check that `witness` is still an enabled owner who has joined. */
function stillActiveOwner(witness: StaffRecord) {
  return {
    TableName: tableName(),
    Key: userKeys.profile(witness._id),
    ConditionExpression:
      '#role = :admin AND (attribute_not_exists(staffRole) OR staffRole = :owner) AND (attribute_not_exists(disabled) OR disabled = :no) AND attribute_not_exists(invitedAt)',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':admin': 'admin', ':owner': 'owner', ':no': false },
  };
}

/** Ids are ULIDs; anything else names no one. */
const ID = /^[0-9A-Za-z]{1,64}$/;

/** Tries a few times: the account or the witness changed between reading and writing. */
const STAFF_CHANGE_ATTEMPTS = 4;

/**
 * Changes a staff account's role, courses or disabled state. Leaves the institute an enabled owner:
 * when the account stops being one, the write checks another in the same transaction.
 */
export async function changeStaff(id: string, change: StaffUpdate): Promise<StaffRecord> {
  for (let attempt = 1; ; attempt++) {
    const staff = ID.test(id) ? await getStaff(id) : undefined;
    if (!staff) throw new NotFound('staff_not_found');
    const after: StaffRecord = {
      ...staff,
      role: change.role ?? staff.role,
      disabled: change.disabled ?? staff.disabled,
    };
    const losesOwner = isActiveOwner(staff) && !isActiveOwner(after);
    // The index may lag; the transaction checks the witness as it is.
    const witness = losesOwner ? (await listStaff()).find((each) => each._id !== id && isActiveOwner(each)) : undefined;
    if (losesOwner && !witness) throw new Conflict('last_owner');
    const now = new Date().toISOString();
    try {
      await transactWrite([
        { Update: profileUpdate(staff, change, now) },
        ...(witness ? [{ ConditionCheck: stillActiveOwner(witness) }] : []),
      ]);
    } catch (error) {
      if (!cancellationCodes(error).includes('ConditionalCheckFailed')) throw error;
      if (attempt >= STAFF_CHANGE_ATTEMPTS) throw new Unavailable('busy_try_again');
      continue;
    }
    const { courseIds: _before, ...rest } = after;
    const courseIds = after.role === 'faculty' ? (change.courseIds ?? staff.courseIds) : undefined;
    return {
      ...rest,
      ...(courseIds?.length ? { courseIds } : {}),
      sessionVersion: staff.sessionVersion + (change.disabled === true && !staff.disabled ? 1 : 0),
      updatedAt: now,
    };
  }
}
