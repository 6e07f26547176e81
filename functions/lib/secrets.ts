import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * Secret values from Secrets Manager, fetched once and kept for a bounded time, so a rotated key
 * (JWT, media signing, Razorpay) is picked up within minutes without a redeploy.
 */
export const SECRET_TTL_MS = 5 * 60_000;

let client: SecretsManagerClient | undefined;
const cache = new Map<string, { value: Promise<string>; fetchedAt: number }>();

export function secretValue(arn: string, now = Date.now()): Promise<string> {
  const cached = cache.get(arn);
  if (cached && now - cached.fetchedAt < SECRET_TTL_MS) return cached.value;
  client ??= new SecretsManagerClient({});
  const value = client.send(new GetSecretValueCommand({ SecretId: arn })).then(({ SecretString }) => {
    if (!SecretString) throw new Error(`Secret ${arn} has no string value`);
    return SecretString;
  });
  cache.set(arn, { value, fetchedAt: now });
  // A failed fetch is not kept: the next call tries again.
  value.catch(() => cache.delete(arn));
  return value;
}

/** For tests: forget every cached value. */
export function clearSecretCache(): void {
  cache.clear();
}
