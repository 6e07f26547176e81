import type { LoginInput, RegisterInput } from '../../shared/schemas.js';
import type { PublicUser, Role } from '../../shared/types.js';
import { NotAuthenticated } from '../lib/errors.js';
import { decoyHash, hashPassword, verifyPassword } from '../lib/passwords.js';
import { issueToken } from '../lib/tokens.js';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-attempts.js';
import { createUser, findUserByEmail, getUser, toPublicUser } from './users.js';

export interface Session {
  token: string;
  user: PublicUser;
}

export async function registerStudent(input: RegisterInput): Promise<Session> {
  const user = await createUser({ ...input, role: 'student', passwordHash: await hashPassword(input.password) });
  return { token: await issueToken({ userId: user._id, role: 'student', sessionVersion: user.sessionVersion }), user: toPublicUser(user) };
}

/** Same answer for an unknown e-mail and a wrong password, so the form does not reveal who has an account. */
export async function logIn(input: LoginInput, role: Role): Promise<Session> {
  await assertLoginAllowed(input.email);
  const user = await findUserByEmail(input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid || user.role !== role || user.disabled) {
    await recordLoginFailure(input.email);
    throw new NotAuthenticated('invalid_credentials');
  }
  await clearLoginFailures(input.email);
  return { token: await issueToken({ userId: user._id, role, sessionVersion: user.sessionVersion }), user: toPublicUser(user) };
}

export async function profile(userId: string): Promise<PublicUser> {
  const user = await getUser(userId);
  if (!user) throw new NotAuthenticated('account_missing');
  return toPublicUser(user);
}
