import {
  CARD_ORDERS_PER_ADDRESS_PER_HOUR,
  CARD_ORDERS_PER_MOBILE_PER_HOUR,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
  PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
} from '../../../shared/constants.js';
import type { Role } from '../../../shared/types.js';
import { limitKeyOf } from '../../lib/client-address.js';
import { RateLimited } from '../../lib/errors.js';
import { clear, release, reserve, type Limit } from './rate-limits.js';
import { normaliseEmail } from './users.js';

/**
 * Login and sign-up limits, reserved before the password is checked (or hashed), so a parallel burst
 * gets no more turns than the limit.
 * - per (login endpoint's role, e-mail, client address): LOGIN_MAX_FAILURES per window. Someone
 *   elsewhere cannot lock the owner out, and the student login never counts against an admin.
 * - per client address, across e-mails: LOGIN_MAX_FAILURES_PER_ADDRESS per window (a successful login
 *   gives its turn back, so a shared network's users are not counted against each other).
 * - registrations per client address: REGISTRATIONS_PER_ADDRESS_PER_HOUR.
 * - password reset links per e-mail (whoever asks) and per client address, per hour.
 */
const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

/** Addresses are counted by `limitKeyOf`: an IPv6 caller by its /64. */
export const loginLimits = {
  account: (role: Role, email: string, address: string): Limit => ({
    pk: `LOGIN#${role}#${normaliseEmail(email)}#${limitKeyOf(address)}`,
    limit: LOGIN_MAX_FAILURES,
    windowMs: WINDOW_MS,
  }),
  address: (address: string): Limit => ({ pk: `LOGINFROM#${limitKeyOf(address)}`, limit: LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs: WINDOW_MS }),
  registration: (address: string): Limit => ({ pk: `REGISTERFROM#${limitKeyOf(address)}`, limit: REGISTRATIONS_PER_ADDRESS_PER_HOUR, windowMs: 3600_000 }),
  /** An admin's logins from a device that logged in to the account before (whatever its address). */
  knownDevice: (email: string): Limit => ({ pk: `LOGIN#admin#${normaliseEmail(email)}#known-device`, limit: LOGIN_MAX_FAILURES, windowMs: WINDOW_MS }),
  cardOrderFrom: (address: string): Limit => ({ pk: `ORDERFROM#${limitKeyOf(address)}`, limit: CARD_ORDERS_PER_ADDRESS_PER_HOUR, windowMs: 3600_000 }),
  cardOrderFor: (mobile: string): Limit => ({ pk: `ORDERFOR#${mobile}`, limit: CARD_ORDERS_PER_MOBILE_PER_HOUR, windowMs: 3600_000 }),
  resetFrom: (address: string): Limit => ({ pk: `RESETFROM#${limitKeyOf(address)}`, limit: PASSWORD_RESETS_PER_ADDRESS_PER_HOUR, windowMs: 3600_000 }),
  resetFor: (email: string): Limit => ({ pk: `RESETFOR#${normaliseEmail(email)}`, limit: PASSWORD_RESETS_PER_EMAIL_PER_HOUR, windowMs: 3600_000 }),
};

/** Takes one card order's turn, per address and per mobile number; 429 too_many_orders when either is used up. */
export async function reserveCardOrder(address: string, mobile: string): Promise<void> {
  const fromAddress = loginLimits.cardOrderFrom(address);
  const first = await reserve(fromAddress);
  if (!first.ok) throw new RateLimited('too_many_orders', first.retryAfterMs / 1000, `Too many payment attempts. Please try again in ${minutesText(first.retryAfterMs)}.`);
  const second = await reserve(loginLimits.cardOrderFor(mobile));
  if (!second.ok) {
    await release(fromAddress);
    throw new RateLimited('too_many_orders', second.retryAfterMs / 1000, `Too many payment attempts for this phone number. Please try again in ${minutesText(second.retryAfterMs)}.`);
  }
}

function minutesText(ms: number) {
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function tooManyLogins(retryAfterMs: number): RateLimited {
  return new RateLimited('too_many_login_attempts', retryAfterMs / 1000, `Too many failed login attempts. Please try again in ${minutesText(retryAfterMs)}.`);
}

/** Takes one turn for this login; throws 429 when either limit is used up. */
export async function reserveLoginAttempt(role: Role, email: string, address: string): Promise<void> {
  const account = loginLimits.account(role, email, address);
  const fromAddress = loginLimits.address(address);
  const first = await reserve(account);
  if (!first.ok) throw tooManyLogins(first.retryAfterMs);
  const second = await reserve(fromAddress);
  if (!second.ok) {
    await release(account);
    throw tooManyLogins(second.retryAfterMs);
  }
}

/** An admin's login from a known device: its own limit, per account, that only holders of a device token use. */
export async function reserveKnownDeviceAttempt(email: string): Promise<void> {
  const turn = await reserve(loginLimits.knownDevice(email));
  if (!turn.ok) throw tooManyLogins(turn.retryAfterMs);
}

/** After a successful login: this (role, e-mail, address) starts afresh and the address gets its turn back. */
export async function loginSucceeded(role: Role, email: string, address: string, knownDevice = false): Promise<void> {
  if (knownDevice) return clear(loginLimits.knownDevice(email));
  await Promise.all([clear(loginLimits.account(role, email, address)), release(loginLimits.address(address))]);
}

export async function reserveRegistration(address: string): Promise<void> {
  const turn = await reserve(loginLimits.registration(address));
  if (!turn.ok) {
    throw new RateLimited('too_many_registrations', turn.retryAfterMs / 1000, `Too many accounts were created from your network. Please try again in ${minutesText(turn.retryAfterMs)}.`);
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

function tooManyResets(retryAfterMs: number): RateLimited {
  return new RateLimited('too_many_reset_requests', retryAfterMs / 1000, `Too many password reset requests. Please try again in ${minutesText(retryAfterMs)}.`);
}
