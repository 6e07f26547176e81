import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createAdmin } from '../../infra/local/seed.js';
import { startLocalStack } from '../../infra/local/stack.js';

/** One DynamoDB Local (in memory) + s3rver + API adapter for every integration test file. */
export default async function setup(project: TestProject) {
  const s3Dir = mkdtempSync(join(tmpdir(), 'coaching-s3-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const stack = await startLocalStack({ s3Dir, port: 0, jwtSecret });
  const admin = { name: 'Test Admin', email: 'admin@test.local', password: 'admin-password-1' };
  await createAdmin(admin);
  project.provide('apiUrl', `http://127.0.0.1:${stack.port}`);
  project.provide('jwtSecret', jwtSecret);
  project.provide('admin', admin);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  project.provide('razorpay', { url: stack.razorpay.url, keyId: stack.razorpay.keyId, keySecret: stack.razorpay.keySecret, webhookSecret: stack.razorpay.webhookSecret });
  return async () => {
    await stack.stop();
    rmSync(s3Dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    jwtSecret: string;
    admin: { name: string; email: string; password: string };
    dynamoEndpoint: string;
    s3Endpoint: string;
    razorpay: { url: string; keyId: string; keySecret: string; webhookSecret: string };
  }
}
