import type { LoginInput, RegisterInput } from '#shared/schemas.js';
import { DEFAULT_LANGUAGE, type Language } from '#shared/site-pages.js';
import type { PublicUser, Role } from '#shared/types.js';
import { failedCondition } from '#lib/db.js';
import { assertTimeFor } from '#lib/deadline.js';
import { Conflict, NotAuthenticated, RateLimited } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { countMetric } from '#lib/metrics.js';
import { decoyHash, hashPassword, verifyPassword } from '#lib/passwords.js';
import { issueScopedToken, issueToken, scopedTokenSubject } from '#lib/tokens.js';
import {
  releaseRegistration,
  rememberLoginAt,
  reserveRegistration,
  takeLoginTurn,
  untilChecked,
} from './login-attempts.js';
import { createUser, findUserByEmail, getUser, normaliseEmail, setUserLanguage, toPublicUser } from '../users/index.js';
import { queueMail } from '../mail/index.js';

export interface Session {
  token: string;
  user: PublicUser;
}

/** How long after sign-up the same sign-up sent again counts as a retry of it (a reply lost on a slow network). */
const REGISTRATION_RETRY_MS = 15 * 60_000;

/**
 * What a sign-up needs once its password is hashed: the account's transaction (tried again when it
 * clashes with other sign-ups on the student counter), the welcome mail's queue entry and the token.
 * The transaction starts only with this much time left, so the function's timeout never answers
 * busy_try_again for an account that was made.
 */
const SIGN_UP_WRITE_MS = 3_000;
/** What a login needs after its password check: its limits' writes and the token. */
const LOGIN_FINISH_MS = 1_000;

/**
 * `clientAddress`: the caller's IP (functions/lib/client-address.ts), for the per-address sign-up limit.
 * A sign-up sent again (same e-mail, name, mobile and password, within REGISTRATION_RETRY_MS of the
 * first) answers as the first did, with a session; any other sign-up for that e-mail is 409 email_taken.
 * Either the account is written and the answer is a session, or (busy_try_again: no time left to hash
 * and write) nothing is written and the sign-up's turn is given back.
 * The welcome e-mail is in `language`, the one the sign-up was made in (a new account has none of its own yet).
 * It is queued for the SendMail job rather than sent here: a batch signing up together pays no mail
 * call, and nothing about the sign-up waits on the mail service.
 */
export async function registerStudent(
  input: RegisterInput,
  clientAddress: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Session> {
  await reserveRegistration(clientAddress);
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(input.password, { leaveMs: SIGN_UP_WRITE_MS });
    assertTimeFor(SIGN_UP_WRITE_MS);
  } catch (error) {
    await releaseRegistration(clientAddress);
    throw error;
  }
  let user;
  try {
    user = await createUser({
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      role: 'student',
      passwordHash,
    });
    countMetric('SignUps');
  } catch (error) {
    if (!(error instanceof Conflict) || error.code !== 'email_taken') throw error;
    const first = await findUserByEmail(input.email);
    const sameSignUp =
      first &&
      first.role === 'student' &&
      !first.disabled &&
      first.name === input.name.trim() &&
      first.mobile === input.mobile &&
      Date.now() - Date.parse(first.createdAt) < REGISTRATION_RETRY_MS &&
      (await verifyPassword(input.password, first.passwordHash, { leaveMs: LOGIN_FINISH_MS }));
    if (!sameSignUp) throw error;
    user = first;
  }
  await Promise.all([
    queueMail(
      { email: user.email, name: user.name, language: user.language ?? language },
      { kind: 'welcome', userId: user._id },
    ),
    // The class that signed up on the institute's Wi-Fi is known there when it logs in.
    rememberLoginAt('student', user.email, clientAddress).catch((error: unknown) =>
      logger.warn('Could not remember the sign-up address', { error }),
    ),
  ]);
  return {
    token: await issueToken({ userId: user._id, role: 'student', sessionVersion: user.sessionVersion }),
    user: toPublicUser(user),
  };
}

/**
 * Same answer for an unknown e-mail and a wrong password, so the form does not reveal who has an account.
 * The attempt is reserved before the password check, so a burst gets no more checks than the limits
 * (login-attempts.ts); only a wrong password spends them.
 */
export async function logIn(
  input: LoginInput,
  role: Role,
  clientAddress: string,
): Promise<Session & { deviceToken?: string }> {
  // An admin on a device that logged in to this account before has limits of its own, which nobody
  // without that device's token can use up: guessing from the admin's own network cannot lock them out.
  const knownDevice =
    role === 'admin' &&
    input.deviceToken !== undefined &&
    (await scopedTokenSubject(input.deviceToken, ADMIN_DEVICE_AUDIENCE)) === normaliseEmail(input.email);
  const turn = await takeLoginTurn(role, input.email, clientAddress, knownDevice).catch((error: unknown) => {
    if (error instanceof RateLimited) countMetric('LoginsRefused', 1, { reason: 'rate_limited' });
    throw error;
  });
  const checked = await untilChecked(turn, async () => {
    const user = await findUserByEmail(input.email);
    const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()), {
      leaveMs: LOGIN_FINISH_MS,
    });
    return { user, valid };
  });
  const { user } = checked;
  if (!user || !checked.valid || user.role !== role || user.disabled) {
    await turn.failed();
    countMetric('LoginsRefused', 1, { reason: 'wrong_password' });
    throw new NotAuthenticated('invalid_credentials');
  }
  await turn.succeeded();
  const session = {
    token: await issueToken({ userId: user._id, role, sessionVersion: user.sessionVersion }),
    user: toPublicUser(user),
  };
  return role === 'admin'
    ? {
        ...session,
        deviceToken: await issueScopedToken(ADMIN_DEVICE_AUDIENCE, normaliseEmail(input.email), ADMIN_DEVICE_LIFETIME),
      }
    : session;
}

const ADMIN_DEVICE_AUDIENCE = 'admin-device';
const ADMIN_DEVICE_LIFETIME = '180d';

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
