import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountDetails, PasswordChange } from '#shared/schemas.js';
import type { PublicUser } from '#shared/types.js';
import { cancellationCodes, db, failedCondition, transactWrite } from '#lib/db.js';
import { InvalidInput, NotAuthenticated, Unavailable } from '#lib/errors.js';
import { hashPassword, verifyPassword } from '#lib/passwords.js';
import { issueToken } from '#lib/tokens.js';
import type { Session } from './auth.js';
import { takeLoginTurn, untilChecked } from './login-attempts.js';
import {
  detailsUpdate,
  getUser,
  passwordChangeUpdate,
  searchEntryRewrites,
  toPublicUser,
  type UserRecord,
} from '../users/index.js';

/** A signed-in student's own account: their password, name and mobile. */

async function currentStudent(userId: string): Promise<UserRecord> {
  const user = await getUser(userId, true);
  if (!user || user.role !== 'student' || user.disabled) throw new NotAuthenticated('account_missing');
  return user;
}

/** What a password change needs after checking the current one: hashing the new one, its write and the token. */
const PASSWORD_CHANGE_MS = 3_000;

/**
 * A new password, given the current one. A wrong current password counts as a failed login (the same
 * limits, so a session left open cannot be used to guess it). Every other session ends; this one goes
 * on with the token returned.
 */
export async function changePassword(userId: string, input: PasswordChange, clientAddress: string): Promise<Session> {
  const user = await currentStudent(userId);
  const turn = await takeLoginTurn('student', user.email, clientAddress);
  if (
    !(await untilChecked(turn, () =>
      verifyPassword(input.currentPassword, user.passwordHash, { leaveMs: PASSWORD_CHANGE_MS }),
    ))
  ) {
    await turn.failed();
    throw new InvalidInput('wrong_current_password', undefined, { field: 'currentPassword' });
  }
  await turn.succeeded();
  const now = new Date().toISOString();
  try {
    await db().send(new UpdateCommand(passwordChangeUpdate(user, await hashPassword(input.newPassword), now)));
  } catch (error) {
    // The password changed meanwhile (a reset link): this session has just ended with it.
    if (failedCondition(error)) throw new NotAuthenticated('session_revoked');
    throw error;
  }
  const sessionVersion = user.sessionVersion + 1;
  return {
    token: await issueToken({ userId, role: 'student', sessionVersion }),
    user: toPublicUser({ ...user, updatedAt: now }),
  };
}

const DETAILS_ATTEMPTS = 3;

/**
 * A new name and mobile, with the admins' student search changed to match in the same transaction.
 * Written only if the account still has the details it was read with; read again and retried when
 * another change came between.
 */
export async function changeDetails(userId: string, details: AccountDetails): Promise<PublicUser> {
  for (let attempt = 1; attempt <= DETAILS_ATTEMPTS; attempt++) {
    const user = await currentStudent(userId);
    if (user.name === details.name && user.mobile === details.mobile) return toPublicUser(user);
    const now = new Date().toISOString();
    const searchable = (person: { name: string; mobile: string }) => ({
      id: user._id,
      email: user.email,
      name: person.name,
      mobile: person.mobile,
    });
    try {
      await transactWrite([
        { Update: detailsUpdate(user, details, now) },
        ...searchEntryRewrites(searchable(user), searchable(details)),
      ]);
      return toPublicUser({ ...user, ...details, updatedAt: now });
    } catch (error) {
      if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
    }
  }
  throw new Unavailable('busy_try_again');
}
