import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LocalStartError } from './ports.js';

export interface LocalSecrets {
  jwtSecret: string;
  razorpayKeyId: string;
  razorpayKeySecret: string;
  razorpayWebhookSecret: string;
  adminPassword: string;
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

function write(file: string, secrets: LocalSecrets): void {
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
}

function generated(): LocalSecrets {
  return {
    jwtSecret: random(48),
    razorpayKeyId: `rzp_test_local${random(6)}`,
    razorpayKeySecret: random(24),
    razorpayWebhookSecret: random(24),
    adminPassword: random(12),
  };
}

/**
 * Generated on first start into .data/secrets.json (git-ignored), then reused so sessions survive
 * restarts. A value added since the file was written is generated into it, keeping the others.
 */
export function loadOrCreateSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'secrets.json');
  if (!existsSync(file)) {
    const secrets = generated();
    mkdirSync(dataDir, { recursive: true });
    write(file, secrets);
    return secrets;
  }
  let stored: Partial<LocalSecrets> | undefined;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
  } catch {
    // reported below
  }
  if (!stored?.jwtSecret || !stored.adminPassword) {
    throw new LocalStartError(
      `${file} is damaged. Delete the .data folder to start fresh (this removes local data): rm -rf ${dataDir}`,
    );
  }
  const secrets: LocalSecrets = { ...generated(), ...stored } as LocalSecrets;
  if (Object.keys(secrets).some((key) => !stored[key as keyof LocalSecrets])) write(file, secrets);
  return secrets;
}
