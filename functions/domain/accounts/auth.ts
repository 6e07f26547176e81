import type { LoginInput, RegisterInput } from '../../../shared/schemas.js';
import type { Language } from '../../../shared/site-pages.js';
import type { PublicUser, Role } from '../../../shared/types.js';
import { failedCondition } from '../../lib/db.js';
import { NotAuthenticated } from '../../lib/errors.js';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { issueToken } from '../../lib/tokens.js';
import { loginSucceeded, reserveLoginAttempt, reserveRegistration } from './login-attempts.js';
import { createUser, findUserByEmail, getUser, setUserLanguage, toPublicUser } from './users.js';

export interface Session {
  token: string;
  user: PublicUser;
}

/** `clientAddress`: the caller's IP (functions/lib/client-address.ts), for the per-address sign-up limit. */
export async function registerStudent(input: RegisterInput, clientAddress: string): Promise<Session> {
  await reserveRegistration(clientAddress);
  const user = await createUser({ ...input, role: 'student', passwordHash: await hashPassword(input.password) });
  return { token: await issueToken({ userId: user._id, role: 'student', sessionVersion: user.sessionVersion }), user: toPublicUser(user) };
}

/**
 * Same answer for an unknown e-mail and a wrong password, so the form does not reveal who has an account.
 * The attempt is reserved before the password check, so a burst gets no more checks than the limit.
 */
export async function logIn(input: LoginInput, role: Role, clientAddress: string): Promise<Session> {
  await reserveLoginAttempt(role, input.email, clientAddress);
  const user = await findUserByEmail(input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid || user.role !== role || user.disabled) throw new NotAuthenticated('invalid_credentials');
  await loginSucceeded(role, input.email, clientAddress);
  return { token: await issueToken({ userId: user._id, role, sessionVersion: user.sessionVersion }), user: toPublicUser(user) };
}

/** Stores the signed-in person's language; an account removed meanwhile is a missing account. */
export async function chooseLanguage(userId: string, language: Language): Promise<void> {
  try {
    await setUserLanguage(userId, language);
  } catch (error) {
    if (failedCondition(error)) throw new NotAuthenticated('account_missing');
    throw error;
  }
}

export async function profile(userId: string): Promise<PublicUser> {
  const user = await getUser(userId);
  if (!user) throw new NotAuthenticated('account_missing');
  return toPublicUser(user);
}
