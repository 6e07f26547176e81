import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStartError } from './ports.js';

export interface LocalSecrets {
  jwtSecret: string;
  razorpayKeyId: string;
  razorpayKeySecret: string;
  /** Signs the stand-in's webhooks; added to older files on the next start. */
  razorpayWebhookSecret: string;
  adminPassword: string;
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** Generated on first start into .data/secrets.json (git-ignored), then reused so sessions survive restarts. */
export function loadOrCreateSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    try {
      const secrets = JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
      if (secrets.jwtSecret && secrets.razorpayKeySecret && secrets.adminPassword) {
        if (!secrets.razorpayWebhookSecret) {
          secrets.razorpayWebhookSecret = random(24);
          writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
        }
        return secrets;
      }
    } catch {
      // fall through to the error below
    }
    throw new LocalStartError(
      `${file} is damaged. Delete the .data folder to start fresh (this removes local data): rm -rf ${dataDir}`,
    );
  }
  const secrets: LocalSecrets = {
    jwtSecret: random(48),
    razorpayKeyId: `rzp_test_local${random(6)}`,
    razorpayKeySecret: random(24),
    razorpayWebhookSecret: random(24),
    adminPassword: random(12),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
