import { describe, expect, it } from 'vitest';
import { loadConfig } from '#lib/config.js';
import { localBind, type LocalResources, usesPlaceholderPayee } from '#infra/local/bindings.js';
import { localEnvironment } from '#infra/local/stack.js';
import { ALL_BINDINGS } from '#shared/bindings.js';
import { bindingsOf, routes, type RouteDef } from '#shared/routes.js';

const local: LocalResources = {
  dynamoEndpoint: 'http://127.0.0.1:8000',
  s3Endpoint: 'http://127.0.0.1:4569',
  jwtSecret: 'local-jwt',
  razorpay: { keyId: 'rzp_test_local', keySecret: 'local-key-secret', webhookSecret: 'local-webhook' },
  razorpayApiUrl: 'http://127.0.0.1:4000',
  siteUrl: 'http://localhost:3000',
  env: {},
};

describe('local bindings', () => {
  it('give every route the settings its bindings need (handlers share one process locally)', () => {
    const env = localEnvironment(local);
    for (const route of routes as readonly RouteDef[])
      expect(() => loadConfig(bindingsOf(route), env), route.path).not.toThrow();
  });

  it('give every binding, even one no route uses yet, what config needs, with secrets by value', () => {
    const env = Object.assign({}, ...ALL_BINDINGS.map((binding) => localBind(binding, local))) as Record<
      string,
      string
    >;
    expect(loadConfig(ALL_BINDINGS, env)).toMatchObject({
      jwtSecret: 'local-jwt',
      razorpayKeyId: 'rzp_test_local',
      razorpayKeySecret: 'local-key-secret',
      razorpayApiUrl: 'http://127.0.0.1:4000',
      razorpayWebhookSecret: 'local-webhook',
      upiPayeeAddress: 'gyanpathacademy@upi',
      upiPayeeName: 'Gyanpath Academy',
      siteUrl: 'http://localhost:3000',
    });
    expect(Object.keys(env).filter((name) => name.endsWith('_ARN'))).toEqual([]);
  });

  it('leave a secret out when none was given, so the handler fails at load naming it', () => {
    const env = localEnvironment({ dynamoEndpoint: 'http://127.0.0.1:8000' });
    expect(env.JWT_SECRET).toBeUndefined();
    expect(() => loadConfig(['table:users:get', 'tokens'], env)).toThrow(/JWT_SECRET/);
  });

  it('take the UPI payee and GSTIN from the environment, and tell when the placeholder payee is used', () => {
    const env = {
      UPI_PAYEE_ADDRESS: 'institute@okaxis',
      UPI_PAYEE_NAME: 'Institute',
      INSTITUTE_GSTIN: '24AAAAA0000A1Z5',
    };
    expect(localBind('upi:payee', { ...local, env })).toEqual({
      UPI_PAYEE_ADDRESS: 'institute@okaxis',
      UPI_PAYEE_NAME: 'Institute',
    });
    expect(localBind('receipts', { ...local, env })).toEqual({ INSTITUTE_GSTIN: '24AAAAA0000A1Z5' });
    expect(localBind('receipts', { ...local, env: {} })).toEqual({});
    expect(usesPlaceholderPayee(env)).toBe(false);
    expect(usesPlaceholderPayee({})).toBe(true);
    expect(usesPlaceholderPayee({ UPI_PAYEE_ADDRESS: 'gyanpathacademy@upi' })).toBe(true);
  });
});
