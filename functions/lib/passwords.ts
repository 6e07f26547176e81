import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { timeLeft } from './deadline.js';
import { Unavailable } from './errors.js';
import { NoTurnInTime, WorkGate } from './work-gate.js';

/** OWASP password storage cheat sheet: scrypt with N=2^17, r=8, p=1. */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/**
 * Async scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), the
 * same threads that verify tokens (WebCrypto HMAC), read files and resolve names. Locally every
 * function shares one process: a burst of sign-ups queued dozens of hashes there and every other
 * request's token check waited behind them. So at most this many hash at once and two threads always
 * stay free. In AWS a function serves one request at a time and never waits here.
 */
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const HASHES_AT_ONCE = Math.max(1, POOL_THREADS - 2);
const gate = new WorkGate(HASHES_AT_ONCE);

/** What one hash has been taking here (a running average), to judge whether one waiting can still finish in time. */
let typicalHashMs = 300;

function scryptOnce(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  const started = performance.now();
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) return reject(error);
      typicalHashMs = 0.8 * typicalHashMs + 0.2 * (performance.now() - started);
      resolve(key);
    }),
  );
}

/**
 * `leaveMs`: what the caller needs after the hash to finish its work (writes, a token) before the
 * request's deadline (deadline.ts). Waiting for a turn stops where the hash could no longer be done
 * with that much time left: 503 busy_try_again, with nothing hashed.
 */
export interface HashTiming {
  leaveMs?: number;
}

async function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  { leaveMs = 0 }: HashTiming,
): Promise<Buffer> {
  const startBy = Date.now() + timeLeft() - leaveMs - typicalHashMs;
  try {
    return await gate.run(() => scryptOnce(password, salt, params), startBy);
  } catch (error) {
    if (error instanceof NoTurnInTime) throw new Unavailable('busy_try_again', undefined, { cause: error });
    throw error;
  }
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, timing: HashTiming = {}): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, timing);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, timing: HashTiming = {}): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    timing,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A real hash to compare against when the account does not exist, so timing does not reveal which e-mails are registered. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString('base64'));
    // A decoy that could not be made (no turn in time) is made again by the next caller.
    decoy.catch(() => (decoy = undefined));
  }
  return decoy;
}

/** How many hashes run and wait now (for tests and the bench). */
export function hashingLoad(): { running: number; waiting: number } {
  return gate.load;
}
