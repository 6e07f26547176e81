import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { traced } from './tracing.js';

/**
 * Secret values from Secrets Manager, fetched once and kept for a bounded time, so a rotated key
 * (JWT, media signing, Razorpay) is picked up within minutes without a redeploy.
 */
export const SECRET_TTL_MS = 5 * 60_000;

let client: SecretsManagerClient | undefined;
const cache = new Map<string, { value: Promise<string>; fetchedAt: number }>();

export function secretValue(arn: string, now = Date.now()): Promise<string> {
  return cached(arn, now, () =>
    secretsClient()
      .send(new GetSecretValueCommand({ SecretId: arn }))
      .then(({ SecretString }) => {
        if (!SecretString) throw new Error(`Secret ${arn} has no string value`);
        return SecretString;
      }),
  );
}

/**
 * The value the secret had before its last change (Secrets Manager's AWSPREVIOUS), or '' when it has
 * none: what a caller that has not yet picked up the new value still sends during a rotation.
 */
export function previousSecretValue(arn: string, now = Date.now()): Promise<string> {
  return cached(`${arn}|AWSPREVIOUS`, now, () =>
    secretsClient()
      .send(new GetSecretValueCommand({ SecretId: arn, VersionStage: 'AWSPREVIOUS' }))
      .then(({ SecretString }) => SecretString ?? '')
      .catch((error: { name?: string }) => {
        if (error?.name === 'ResourceNotFoundException') return '';
        throw error;
      }),
  );
}

function secretsClient(): SecretsManagerClient {
  client ??= traced(new SecretsManagerClient({}));
  return client;
}

function cached(key: string, now: number, fetch: () => Promise<string>): Promise<string> {
  const entry = cache.get(key);
  if (entry && now - entry.fetchedAt < SECRET_TTL_MS) return entry.value;
  const value = fetch();
  cache.set(key, { value, fetchedAt: now });
  // A failed fetch is not kept: the next call tries again.
  value.catch(() => cache.delete(key));
  return value;
}

/** For tests: forget every cached value. */
export function clearSecretCache(): void {
  cache.clear();
}
