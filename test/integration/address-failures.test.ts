/**
 * The failed-login allowance of one client address, turn by turn against DynamoDB Local (no password
 * is hashed here: the turns are what is tested): how far a burst can overshoot it, that successes
 * give their turns back, and its window.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_CHECKS_AT_ONCE_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_WINDOW_MINUTES,
} from '#shared/constants.js';
import { freshAddress } from '../support/api.js';
import { useEmulators } from '../support/domain.js';

let failures: typeof import('#domain/accounts/address-failures.js');

beforeAll(async () => {
  useEmulators();
  failures = await import('#domain/accounts/address-failures.js');
});

const FAILURES = LOGIN_MAX_FAILURES_PER_ADDRESS;
const AT_ONCE = LOGIN_CHECKS_AT_ONCE_PER_ADDRESS;
const times = <T>(count: number, call: () => Promise<T>) => Promise.all(Array.from({ length: count }, call));
const granted = (turns: { ok: boolean }[]) => turns.filter((turn) => turn.ok).length;

describe("an address's password checks", () => {
  it(`a burst gets at most ${FAILURES} + ${AT_ONCE} checks; past that it is told to try again, not refused as failures`, async () => {
    const address = freshAddress();
    const burst = await times(FAILURES + AT_ONCE + 40, () => failures.takeAddressTurn(address));
    expect(granted(burst)).toBe(FAILURES + AT_ONCE);
    expect(burst.filter((turn) => !turn.ok).every((turn) => !turn.ok && turn.reason === 'crowded')).toBe(true);
  }, 60_000);

  it('successes give their turns back and failures keep theirs: at most the failure allowance plus one burst is ever checked wrong in a window', async () => {
    const address = freshAddress();
    await times(FAILURES + AT_ONCE, () => failures.takeAddressTurn(address));
    // All but ten were right.
    await times(FAILURES + AT_ONCE - 10, () => failures.giveAddressTurnBack(address));
    await times(10, () => failures.addressFailed(address, true));
    const next = await times(FAILURES + AT_ONCE, () => failures.takeAddressTurn(address));
    expect(granted(next)).toBe(FAILURES + AT_ONCE - 10);
    // Every one of those was a guess: the address has now had FAILURES + AT_ONCE wrong passwords checked, and no more are.
    await times(granted(next), () => failures.addressFailed(address, true));
    const after = await failures.takeAddressTurn(address);
    expect(after).toMatchObject({ ok: false, reason: 'failures' });
    if (!after.ok && after.reason === 'failures')
      expect(after.retryAfterMs).toBeLessThanOrEqual(LOGIN_WINDOW_MINUTES * 60_000);
    // Giving back more than was taken never frees a failure's turn.
    await times(5, () => failures.giveAddressTurnBack(address));
    expect(await failures.takeAddressTurn(address)).toMatchObject({ ok: false, reason: 'failures' });
  }, 60_000);

  it(`a used-up address opens again once its ${LOGIN_WINDOW_MINUTES} minutes have passed`, async () => {
    const address = freshAddress();
    for (let i = 0; i < FAILURES; i++) await failures.addressFailed(address, false);
    expect(await failures.takeAddressTurn(address)).toMatchObject({ ok: false, reason: 'failures' });
    const later = Date.now() + LOGIN_WINDOW_MINUTES * 60_000 + 1000;
    const [first, second] = await Promise.all([
      failures.takeAddressTurn(address, later),
      failures.takeAddressTurn(address, later),
    ]);
    expect([first!.ok, second!.ok]).toEqual([true, true]);
  }, 60_000);
});
