import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PASSWORD_RESET_LINK_MINUTES, PASSWORD_RESET_PATH } from '#shared/constants.js';
import type { PasswordResetRequest } from '#shared/schemas.js';
import { DEFAULT_LANGUAGE, LANGUAGE_QUERY, type Language } from '#shared/site-pages.js';
import type { Role } from '#shared/types.js';
import { config } from '#lib/config.js';
import { cancellationCodes, db, isConditionFailure, tableName, transactWrite } from '#lib/db.js';
import { timeLeft } from '#lib/deadline.js';
import { Gone, NotFound, Unavailable } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { hashPassword } from '#lib/passwords.js';
import { sendMail } from '../mail/index.js';
import { reservePasswordReset } from './login-attempts.js';
import { findUserByEmail, getUser, passwordChangeUpdate, type UserRecord } from '../users/index.js';

/**
 * Password reset links.
 *   RESET#<SHA-256 of the link's token> / RESET   { userId, role, sessionVersion, expiresAt, usedAt?, claimedUntil?, ttl }
 * Only the hash is stored: the table never holds a working link. A link works once, for
 * PASSWORD_RESET_LINK_MINUTES. Using it marks it used and sets the password in one transaction, on
 * condition that it is unused and unexpired and that the account still has the sessionVersion it was
 * issued at: any password change since (another link's included) ends it, and the new password ends
 * every session from before. A use first claims the link (claimedUntil) for the time it takes to hash
 * the new password, so that uses at the same moment wait for its outcome instead of each hashing.
 */
export const resetKeys = {
  link: (tokenHash: string) => ({ pk: `RESET#${tokenHash}`, sk: 'RESET' }),
};

const LINK_MS = PASSWORD_RESET_LINK_MINUTES * 60_000;
/** A used or expired link is kept this long, so the page can say which it is rather than "not valid". */
const KEPT_AFTER_EXPIRY_SECONDS = 24 * 3600;
/**
 * Every request is answered this long after it arrived (or later), whether or not the e-mail has an
 * account: looking the account up, writing the link and handing the mail over take time that an
 * unknown e-mail would not, and the answer's timing must not tell them apart.
 */
export const RESET_REQUEST_ANSWER_MS = 1200;
/**
 * How long a use holds the link while it hashes the new password. A use that dies holding it frees
 * the link when this lapses; it is well inside the route's time, so one that waited can still go on.
 */
export const RESET_CLAIM_MS = 4000;
const CLAIM_POLL_MS = 100;

export interface ResetLinkRecord {
  userId: string;
  role: Role;
  sessionVersion: number;
  expiresAt: number;
  usedAt?: number;
  /** Another use is setting its password until then (epoch ms). */
  claimedUntil?: number;
}

export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A new link's token for the account: stored only as its hash, with its expiry. `lifetimeMs`: how long
 * it works (a staff invitation's link lives longer than a reset's).
 */
export async function issueResetToken(
  user: Pick<UserRecord, '_id' | 'role' | 'sessionVersion'>,
  now = Date.now(),
  lifetimeMs = LINK_MS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + lifetimeMs;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...resetKeys.link(hashResetToken(token)),
        entity: 'PasswordReset',
        userId: user._id,
        role: user.role,
        sessionVersion: user.sessionVersion,
        expiresAt,
        ttl: Math.ceil(expiresAt / 1000) + KEPT_AFTER_EXPIRY_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return token;
}

/** The site's own address, which links in e-mails open: never taken from the request, which anyone can word. */
export function siteOrigin(): string {
  const origin = config().siteUrl;
  if (!origin) throw new Error('Missing setting SITE_URL: the address of the site, for links in e-mails');
  return origin;
}

/**
 * The page the e-mail links to, in the language the e-mail is in. The token goes after '#', which
 * browsers send neither to the server nor in a Referer: it stays out of access logs.
 */
export function resetLink(origin: string, token: string, language: Language): string {
  const url = new URL(PASSWORD_RESET_PATH, origin);
  if (language !== DEFAULT_LANGUAGE) url.searchParams.set(LANGUAGE_QUERY, language);
  url.hash = `token=${token}`;
  return url.toString();
}

/**
 * Sends a reset link to the account with this e-mail, if there is one that may log in. The answer is
 * the same either way, in content and in time (RESET_REQUEST_ANSWER_MS); only the limits (429) are
 * told, and they count unknown e-mails alike.
 */
export async function requestPasswordReset(input: PasswordResetRequest, clientAddress: string): Promise<void> {
  const answerAt = Date.now() + RESET_REQUEST_ANSWER_MS;
  // First, so that a site without its address fails every request alike.
  const origin = siteOrigin();
  await reservePasswordReset(input.email, clientAddress);
  try {
    const user = await findUserByEmail(input.email);
    if (user && !user.disabled) {
      const language = input.language ?? user.language ?? DEFAULT_LANGUAGE;
      const token = await issueResetToken(user);
      await sendMail(
        { email: user.email, name: user.name, language },
        {
          kind: 'password-reset',
          link: resetLink(origin, token, language),
          expiresInMinutes: PASSWORD_RESET_LINK_MINUTES,
        },
      );
    }
  } catch (error) {
    // An error for a known e-mail only would tell that it has an account: logged, answered like the rest.
    logger.error('Password reset link could not be issued', { error });
  }
  const wait = answerAt - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

async function readLink(tokenHash: string): Promise<ResetLinkRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: resetKeys.link(tokenHash), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    userId: Item.userId as string,
    role: Item.role as Role,
    sessionVersion: (Item.sessionVersion as number | undefined) ?? 0,
    expiresAt: Item.expiresAt as number,
    ...(typeof Item.usedAt === 'number' ? { usedAt: Item.usedAt } : {}),
    ...(typeof Item.claimedUntil === 'number' ? { claimedUntil: Item.claimedUntil } : {}),
  };
}

/** The link if it still works; otherwise why not: not valid (404), used or expired (410). */
function usable(link: ResetLinkRecord | undefined, now: number): ResetLinkRecord {
  if (!link) throw new NotFound('reset_link_invalid');
  if (link.usedAt !== undefined) throw new Gone('reset_link_used');
  if (link.expiresAt <= now) throw new Gone('reset_link_expired');
  return link;
}

/**
 * The link's account has not changed its password (nor role) since the link was sent: the condition
 * the use's transaction puts on the account, read ahead so that the check says what the use would.
 */
async function accountUnchanged(link: ResetLinkRecord): Promise<ResetLinkRecord> {
  const user = await getUser(link.userId, true);
  if (!user || user.role !== link.role || user.sessionVersion !== link.sessionVersion)
    throw new Gone('reset_link_used');
  return link;
}

/** Whose link it is (a student's or an admin's), if it still works. */
export async function checkResetLink(token: string, now = Date.now()): Promise<{ role: Role }> {
  const link = await accountUnchanged(usable(await readLink(hashResetToken(token)), now));
  return { role: link.role };
}

/** Takes the link for this use, unless another use holds it now; false if it does. */
async function tryClaim(tokenHash: string, now: number): Promise<boolean> {
  const clock = Date.now();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: resetKeys.link(tokenHash),
        UpdateExpression: 'SET claimedUntil = :until',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now AND (attribute_not_exists(claimedUntil) OR claimedUntil <= :clock)',
        ExpressionAttributeValues: { ':until': clock + RESET_CLAIM_MS, ':now': Math.max(now, clock), ':clock': clock },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Waits while another use holds the link: once it has used the link this one is told so (410), as a
 * later use would be; a claim that lapsed unused (its use failed or died) lets this one try again.
 */
async function awaitOtherUse(tokenHash: string, now: number): Promise<void> {
  for (;;) {
    const link = usable(await readLink(tokenHash), Math.max(now, Date.now()));
    if ((link.claimedUntil ?? 0) <= Date.now()) return;
    // Not known yet whether the other use sets its password: only a retry can be told.
    if (timeLeft() <= 0) throw new Unavailable('busy_try_again');
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
}

/**
 * Sets the new password through the link and uses the link up, in one transaction. Of several uses
 * at once, one claims the link and hashes its password; the others wait for it and are told the link
 * was used, without spending a hash (on a busy machine, five hashes queued for the loser to learn it lost).
 */
export async function resetPassword(token: string, password: string, now = Date.now()): Promise<{ role: Role }> {
  const tokenHash = hashResetToken(token);
  let link: ResetLinkRecord;
  for (;;) {
    link = await accountUnchanged(usable(await readLink(tokenHash), now));
    if (await tryClaim(tokenHash, now)) break;
    await awaitOtherUse(tokenHash, now);
  }
  const passwordHash = await hashPassword(password);
  const at = Date.now();
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: resetKeys.link(tokenHash),
          UpdateExpression: 'SET usedAt = :at REMOVE claimedUntil',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND expiresAt > :now',
          ExpressionAttributeValues: { ':at': at, ':now': Math.max(now, at) },
        },
      },
      {
        Update: passwordChangeUpdate(
          { _id: link.userId, role: link.role, sessionVersion: link.sessionVersion },
          passwordHash,
          new Date(at).toISOString(),
        ),
      },
    ]);
  } catch (error) {
    const [linkFailed, accountFailed] = cancellationCodes(error).map((code) => code === 'ConditionalCheckFailed');
    if (linkFailed) usable(await readLink(tokenHash), Math.max(now, at));
    // The password changed after the link was sent (with another link, or by the student): this one is spent.
    if (linkFailed || accountFailed) throw new Gone('reset_link_used');
    throw error;
  }
  return { role: link.role };
}
