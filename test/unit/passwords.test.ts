import { randomBytes, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { runWithDeadline } from '#lib/deadline.js';
import { Unavailable } from '#lib/errors.js';
import { HASHES_AT_ONCE, hashingLoad, hashPassword, verifyPassword } from '#lib/passwords.js';

describe('password hashing', () => {
  it('stores scrypt at OWASP parameters with a random salt', async () => {
    const [a, b] = await Promise.all([hashPassword('secret123'), hashPassword('secret123')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
  });
  it('verifies the right password and rejects a wrong or malformed one', async () => {
    const hash = await hashPassword('pässwörd');
    expect(await verifyPassword('pässwörd', hash)).toBe(true);
    expect(await verifyPassword('passwörd', hash)).toBe(false);
    expect(await verifyPassword('pässwörd', 'bcrypt$whatever')).toBe(false);
  });
});

describe('hashing beside other work (libuv has four threads here)', () => {
  it(`hashes at most ${HASHES_AT_ONCE} at once, so a token check started behind 12 hashes is not queued behind them`, async () => {
    expect(HASHES_AT_ONCE).toBe(2);
    // What jose does to check a token: an HMAC through WebCrypto, which runs on the same thread pool.
    const key = await webcrypto.subtle.importKey('raw', randomBytes(32), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    let hashed = 0;
    let mostAtOnce = 0;
    const hashes = Array.from({ length: 12 }, () =>
      hashPassword('secret123').then(() => {
        hashed += 1;
      }),
    );
    const watch = setInterval(() => (mostAtOnce = Math.max(mostAtOnce, hashingLoad().running)), 5);
    const hashedWhenSigned = await webcrypto.subtle.sign('HMAC', key, Buffer.from('header.payload')).then(() => hashed);
    await Promise.all(hashes);
    clearInterval(watch);
    // With every hash on the pool at once the check would start only after nine of them had finished.
    expect(hashedWhenSigned).toBeLessThanOrEqual(HASHES_AT_ONCE);
    expect(mostAtOnce).toBeLessThanOrEqual(HASHES_AT_ONCE);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  }, 60_000);

  it('refuses with busy_try_again, having hashed nothing, when the request has no time left for the hash and what follows it', async () => {
    const refused = runWithDeadline(3000, () => hashPassword('secret123', { leaveMs: 2000 }));
    await expect(refused).rejects.toBeInstanceOf(Unavailable);
    await expect(refused).rejects.toMatchObject({ code: 'busy_try_again' });
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
    // With time enough the same call hashes.
    expect(await runWithDeadline(60_000, () => hashPassword('secret123', { leaveMs: 2000 }))).toMatch(/^scrypt\$/);
  }, 60_000);
});
