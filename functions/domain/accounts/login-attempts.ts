import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  CARD_ORDERS_PER_ADDRESS_PER_HOUR,
  CARD_ORDERS_PER_MOBILE_PER_HOUR,
  LOGIN_KNOWN_AT_ADDRESS_DAYS,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
  PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
} from '#shared/constants.js';
import type { Role } from '#shared/types.js';
import { limitKeyOf } from '#lib/client-address.js';
import { db, tableName } from '#lib/db.js';
import { RateLimited, Unavailable } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { isTrustedAddress } from '#lib/trusted-networks.js';
import { addressFailed, giveAddressTurnBack, takeAddressTurn } from './address-failures.js';
import { clear, release, reserve, type Limit } from './rate-limits.js';
import { normaliseEmail } from '../users/index.js';

/**
 * Login and sign-up limits, reserved before the password is checked (or hashed), so a parallel burst
 * gets no more turns than the limit.
 * - per (login endpoint's role, e-mail, client address): LOGIN_MAX_FAILURES per window; a success
 *   clears it. Someone elsewhere cannot lock the owner out, and the student login never counts against
 *   an admin.
 * - per client address, across e-mails: failures only (address-failures.ts). A success spends nothing;
 *   when a guesser has used the address's failures up, an account that logged in (or signed up) from
 *   that address in the last LOGIN_KNOWN_AT_ADDRESS_DAYS still gets in, and others get 429.
 * - the institute's own networks (TRUSTED_NETWORKS) skip the per-address limits; the per-account ones stay.
 * - registrations per client address: REGISTRATIONS_PER_ADDRESS_PER_HOUR.
 * - password reset links per e-mail (whoever asks) and per client address, per hour.
 */
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;
const KNOWN_MS = LOGIN_KNOWN_AT_ADDRESS_DAYS * 24 * 3600_000;

/** Addresses are counted by `limitKeyOf`: an IPv6 caller by its /64. */
export const loginLimits = {
  account: (role: Role, email: string, address: string): Limit => ({
    pk: `LOGIN#${role}#${normaliseEmail(email)}#${limitKeyOf(address)}`,
    limit: LOGIN_MAX_FAILURES,
    windowMs: WINDOW_MS,
  }),
  registration: (address: string): Limit => ({
    pk: `REGISTERFROM#${limitKeyOf(address)}`,
    limit: REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    windowMs: 3600_000,
  }),
  /** An admin's logins from a device that logged in to the account before (whatever its address). */
  knownDevice: (email: string): Limit => ({
    pk: `LOGIN#admin#${normaliseEmail(email)}#known-device`,
    limit: LOGIN_MAX_FAILURES,
    windowMs: WINDOW_MS,
  }),
  cardOrderFrom: (address: string): Limit => ({
    pk: `ORDERFROM#${limitKeyOf(address)}`,
    limit: CARD_ORDERS_PER_ADDRESS_PER_HOUR,
    windowMs: 3600_000,
  }),
  cardOrderFor: (mobile: string): Limit => ({
    pk: `ORDERFOR#${mobile}`,
    limit: CARD_ORDERS_PER_MOBILE_PER_HOUR,
    windowMs: 3600_000,
  }),
  resetFrom: (address: string): Limit => ({
    pk: `RESETFROM#${limitKeyOf(address)}`,
    limit: PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
    windowMs: 3600_000,
  }),
  resetFor: (email: string): Limit => ({
    pk: `RESETFOR#${normaliseEmail(email)}`,
    limit: PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
    windowMs: 3600_000,
  }),
};

/** Takes one card order's turn, per address and per mobile number; 429 too_many_orders when either is used up. */
export async function reserveCardOrder(address: string, mobile: string): Promise<void> {
  const fromAddress = loginLimits.cardOrderFrom(address);
  const first = await reserve(fromAddress);
  if (!first.ok)
    throw new RateLimited(
      'too_many_orders',
      first.retryAfterMs / 1000,
      `Too many payment attempts. Please try again in ${minutesText(first.retryAfterMs)}.`,
    );
  const second = await reserve(loginLimits.cardOrderFor(mobile));
  if (!second.ok) {
    await release(fromAddress);
    throw new RateLimited(
      'too_many_orders',
      second.retryAfterMs / 1000,
      `Too many payment attempts for this phone number. Please try again in ${minutesText(second.retryAfterMs)}.`,
    );
  }
}

function minutesText(ms: number) {
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooManyLogins(retryAfterMs: number): RateLimited {
  return new RateLimited(
    'too_many_login_attempts',
    retryAfterMs / 1000,
    `Too many failed login attempts. Please try again in ${minutesText(retryAfterMs)}.`,
  );
}

/** One login's turns, taken before its password check; say how the check went, or that it never ran. */
export interface LoginTurn {
  /** The password was right: this (role, e-mail, address) starts afresh and the account is known at the address. */
  succeeded(): Promise<void>;
  /** A wrong password: it counts against the account here and against the address. */
  failed(): Promise<void>;
  /** The check never ran (no time to hash): every turn goes back. */
  abandoned(): Promise<void>;
}

/**
 * Takes this login's turns; throws 429 too_many_login_attempts when the account's failures here, or
 * the address's (for an account not known there), are used up, and 503 busy_try_again when the address
 * has as many checks running as it may have at once. `knownDevice`: an admin's login from a device
 * that logged in to the account before, counted on that account's own limit that only holders of such
 * a device's token use.
 */
export async function takeLoginTurn(
  role: Role,
  email: string,
  address: string,
  knownDevice = false,
): Promise<LoginTurn> {
  if (knownDevice) {
    const device = loginLimits.knownDevice(email);
    const turn = await reserve(device);
    if (!turn.ok) throw tooManyLogins(turn.retryAfterMs);
    return { succeeded: () => clear(device), failed: async () => undefined, abandoned: () => release(device) };
  }
  const account = loginLimits.account(role, email, address);
  const turn = await reserve(account);
  if (!turn.ok) throw tooManyLogins(turn.retryAfterMs);
  let onAddress: 'turn' | 'known' | 'trusted';
  try {
    onAddress = await addressStanding(role, email, address);
  } catch (error) {
    await release(account);
    throw error;
  }
  return {
    // The login has happened: a bookkeeping write that fails is logged, never answered as an error.
    succeeded: async () => {
      const writes = await Promise.allSettled([
        clear(account),
        onAddress === 'turn' ? giveAddressTurnBack(address) : undefined,
        rememberLoginAt(role, email, address),
      ]);
      for (const write of writes)
        if (write.status === 'rejected')
          logger.warn('A successful login could not update its limits', { error: write.reason });
    },
    failed: async () => {
      if (onAddress !== 'trusted') await addressFailed(address, onAddress === 'turn');
    },
    abandoned: async () => {
      await Promise.all([release(account), onAddress === 'turn' ? giveAddressTurnBack(address) : undefined]);
    },
  };
}

/** Runs the password check; one that never came to a verdict (busy, a failed read) gives its turns back. */
export async function untilChecked<T>(turn: LoginTurn, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await turn
      .abandoned()
      .catch((releaseError: unknown) => logger.warn('Could not give a login turn back', { error: releaseError }));
    throw error;
  }
}

/** How this login stands with its address's allowance: holding a turn of it, let in as known there, or trusted; else refused. */
async function addressStanding(role: Role, email: string, address: string): Promise<'turn' | 'known' | 'trusted'> {
  if (isTrustedAddress(address)) return 'trusted';
  const turn = await takeAddressTurn(address);
  if (turn.ok) return 'turn';
  if (await isKnownAt(role, email, address)) return 'known';
  if (turn.reason === 'failures') throw tooManyLogins(turn.retryAfterMs);
  throw new Unavailable('busy_try_again');
}

/**
 * An account known at an address: it logged in or signed up from there lately.
 *   LOGIN#<role>#<e-mail>#<address> / KNOWN   { until (epoch ms), ttl }
 */
const knownKey = (role: Role, email: string, address: string) => ({
  pk: loginLimits.account(role, email, address).pk,
  sk: 'KNOWN',
});

export async function rememberLoginAt(role: Role, email: string, address: string, now = Date.now()): Promise<void> {
  const until = now + KNOWN_MS;
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...knownKey(role, email, address), entity: 'KnownLogin', until, ttl: Math.ceil(until / 1000) },
    }),
  );
}

async function isKnownAt(role: Role, email: string, address: string, now = Date.now()): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: knownKey(role, email, address) }));
  return typeof Item?.until === 'number' && Item.until > now;
}

/** One sign-up's turn from this address; none is needed on a trusted network. */
export async function reserveRegistration(address: string): Promise<void> {
  if (isTrustedAddress(address)) return;
  const turn = await reserve(loginLimits.registration(address));
  if (!turn.ok) {
    throw new RateLimited(
      'too_many_registrations',
      turn.retryAfterMs / 1000,
      `Too many accounts were created from your network. Please try again in ${minutesText(turn.retryAfterMs)}.`,
    );
  }
}

/**
 * Takes one reset link's turn, per client address and per e-mail; 429 too_many_reset_requests when
 * either is used up. Counted alike whether or not the e-mail has an account, so a refusal says nothing.
 */
export async function reservePasswordReset(email: string, address: string): Promise<void> {
  const fromAddress = loginLimits.resetFrom(address);
  const first = await reserve(fromAddress);
  if (!first.ok) throw tooManyResets(first.retryAfterMs);
  const second = await reserve(loginLimits.resetFor(email));
  if (!second.ok) {
    await release(fromAddress);
    throw tooManyResets(second.retryAfterMs);
  }
}

/** A sign-up that never wrote its account (no time to hash) gives its turn back. */
export async function releaseRegistration(address: string): Promise<void> {
  if (!isTrustedAddress(address)) await release(loginLimits.registration(address));
}

function tooManyResets(retryAfterMs: number): RateLimited {
  return new RateLimited(
    'too_many_reset_requests',
    retryAfterMs / 1000,
    `Too many password reset requests. Please try again in ${minutesText(retryAfterMs)}.`,
  );
}
