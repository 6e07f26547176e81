import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSecretCache, SECRET_TTL_MS, secretValue } from '#lib/secrets.js';

describe('secret values: cached for a bounded time', () => {
  let versions: string[];
  let send: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    clearSecretCache();
    versions = ['first', 'second', 'third'];
    // No network: the client's send answers with the next version of the secret.
    send = vi
      .spyOn(SecretsManagerClient.prototype, 'send')
      .mockImplementation(async () => ({ SecretString: versions.shift() }) as never);
  });
  afterEach(() => {
    send.mockRestore();
    clearSecretCache();
  });

  it('fetches once and serves the cached value until five minutes have passed', async () => {
    const start = 1_000_000;
    expect(await secretValue('arn:jwt', start)).toBe('first');
    expect(await secretValue('arn:jwt', start + 60_000)).toBe('first');
    expect(await secretValue('arn:jwt', start + 5 * 60_000 - 1)).toBe('first');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('fetches again once five minutes have passed, and a rotated value takes over', async () => {
    const start = 1_000_000;
    expect(SECRET_TTL_MS).toBe(5 * 60_000);
    expect(await secretValue('arn:jwt', start)).toBe('first');
    expect(await secretValue('arn:jwt', start + 5 * 60_000)).toBe('second');
    expect(await secretValue('arn:jwt', start + 5 * 60_000 + 1)).toBe('second');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps each secret apart, and does not keep a failed fetch', async () => {
    send.mockRejectedValueOnce(new Error('throttled'));
    await expect(secretValue('arn:a', 0)).rejects.toThrow('throttled');
    expect(await secretValue('arn:a', 1)).toBe('first');
    expect(await secretValue('arn:b', 2)).toBe('second');
    expect(send).toHaveBeenCalledTimes(3);
  });
});
