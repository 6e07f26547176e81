import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

interface StackInfo {
  port: number;
  dynamoEndpoint: string;
  s3Endpoint: string;
  razorpay: { url: string; keyId: string; keySecret: string; webhookSecret: string };
}

const TRUSTED_NETWORK = '127.250.0.0/16';

/**
 * One DynamoDB Local (in memory) + s3rver + API adapter for every integration test file, run by
 * test/support/stack-child.ts in a process of its own. With SERVER_COVERAGE_DIR set (npm run
 * coverage), that process writes its V8 coverage there.
 */
export default async function setup(project: TestProject) {
  const s3Dir = mkdtempSync(join(tmpdir(), 'coaching-s3-'));
  const addressBlocks = mkdtempSync(join(tmpdir(), 'coaching-test-addresses-'));
  const jwtSecret = randomBytes(32).toString('base64url');
  const admin = { name: 'Test Admin', email: 'admin@test.local', password: 'admin-password-1' };
  const coverageDir = process.env.SERVER_COVERAGE_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/stack-child.ts'], {
    env: {
      ...process.env,
      STACK_S3_DIR: s3Dir,
      STACK_JWT_SECRET: jwtSecret,
      STACK_ADMIN: JSON.stringify(admin),
      // The institute's own network, as TRUSTED_NETWORKS names it: loopback addresses no other test uses.
      TRUSTED_NETWORKS: TRUSTED_NETWORK,
      ...(coverageDir ? { NODE_V8_COVERAGE: coverageDir } : {}),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const info = await new Promise<StackInfo>((resolve, reject) => {
    let pending = '';
    const timer = setTimeout(() => reject(new Error('The local stack did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`The local stack exited with ${code} before it was ready`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      let newline: number;
      while ((newline = pending.indexOf('\n')) >= 0) {
        const line = pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        const ready = /^READY (.*)$/.exec(line);
        if (ready) {
          clearTimeout(timer);
          resolve(JSON.parse(ready[1]!) as StackInfo);
        } else {
          // The handlers' log lines, as when the stack ran in this process.
          process.stderr.write(`${line}\n`);
        }
      }
    });
  });
  project.provide('apiUrl', `http://127.0.0.1:${info.port}`);
  project.provide('jwtSecret', jwtSecret);
  project.provide('admin', admin);
  project.provide('dynamoEndpoint', info.dynamoEndpoint);
  project.provide('s3Endpoint', info.s3Endpoint);
  project.provide('razorpay', info.razorpay);
  project.provide('s3Dir', s3Dir);
  project.provide('addressBlocks', addressBlocks);
  project.provide('trustedNetwork', TRUSTED_NETWORK);
  return async () => {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(addressBlocks, { recursive: true, force: true });
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
    /** s3rver's folder, where tests can see which multipart uploads are still open. */
    s3Dir: string;
    /** Where each test process takes its block of loopback addresses (test/support/api.ts freshAddress). */
    addressBlocks: string;
    /** A CIDR block the stack trusts (TRUSTED_NETWORKS); freshAddress never gives one of its addresses. */
    trustedNetwork: string;
  }
}
