import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config, loadConfig, resetConfig } from '#lib/config.js';

describe('settings checked once, at load', () => {
  const saved = { ...process.env };
  beforeEach(() => resetConfig());
  afterEach(() => {
    process.env = { ...saved };
    resetConfig();
    vi.resetModules();
  });

  it('names every missing setting of the bindings at once', () => {
    const load = () =>
      loadConfig(
        ['table:catalogue:put', 'tokens', 'razorpay', 'razorpay:webhook', 'upi:payee', 'media:videos:write'],
        {},
      );
    expect(load).toThrow(/TABLE_NAME/);
    for (const setting of [
      'JWT_SECRET_ARN',
      'RAZORPAY_SECRET_ARN',
      'RAZORPAY_WEBHOOK_SECRET_ARN',
      'UPI_PAYEE_ADDRESS',
      'UPI_PAYEE_NAME',
      'VIDEO_BUCKET',
    ]) {
      expect(load, setting).toThrow(setting);
    }
  });

  it('accepts the by-value variant of a secret locally, and requires both halves of it', () => {
    const local = { TABLE_NAME: 't', JWT_SECRET: 'j', RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 'k' };
    expect(loadConfig(['table:catalogue:get', 'tokens', 'razorpay'], local)).toMatchObject({
      tableName: 't',
      jwtSecret: 'j',
      razorpayKeyId: 'rzp_test_1',
      razorpayKeySecret: 'k',
    });
    expect(() =>
      loadConfig(['table:catalogue:get', 'razorpay'], { TABLE_NAME: 't', RAZORPAY_KEY_ID: 'rzp_test_1' }),
    ).toThrow(/RAZORPAY_SECRET_ARN or RAZORPAY_KEY_ID \+ RAZORPAY_KEY_SECRET/);
  });

  it('asks only for what the bindings use: no bucket for a table-only function, no GSTIN ever', () => {
    expect(() => loadConfig(['table:catalogue:get', 'receipts', 'passwords'], { TABLE_NAME: 't' })).not.toThrow();
  });

  it('refuses half a media signing setup, accepts none', () => {
    expect(() => loadConfig(['table:catalogue:get', 'media:sign'], { TABLE_NAME: 't' })).not.toThrow();
    expect(() =>
      loadConfig(['table:catalogue:get', 'media:sign'], { TABLE_NAME: 't', MEDIA_KEY_PAIR_ID: 'K1' }),
    ).toThrow(/MEDIA_SIGNING_KEY_ARN/);
  });

  it('keeps what was loaded: config() does not read the environment again', () => {
    loadConfig(['table:catalogue:get'], { TABLE_NAME: 'first', AWS_REGION: 'eu-west-1' });
    process.env.TABLE_NAME = 'second';
    expect(config()).toMatchObject({ tableName: 'first', region: 'eu-west-1' });
  });

  it('stops a handler module from loading when its route lacks a setting', async () => {
    process.env = { PATH: saved.PATH, TABLE_NAME: 'coaching', MAIL_FROM: 'no-reply@example.in' };
    // Register hashes passwords, signs tokens, writes the table and queues a welcome: only the JWT key is missing.
    await expect(import('#functions/handlers/accounts/student-register.js')).rejects.toThrow(
      /JWT_SECRET_ARN or JWT_SECRET/,
    );
  });

  it('loads a handler module whose settings are all present', async () => {
    process.env = {
      PATH: saved.PATH,
      TABLE_NAME: 'coaching',
      JWT_SECRET: 'local-key',
      MAIL_FROM: 'no-reply@example.in',
    };
    const module = await import('#functions/handlers/accounts/student-register.js');
    expect(typeof module.handler).toBe('function');
  });
});
