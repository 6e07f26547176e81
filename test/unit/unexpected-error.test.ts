import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLogSink } from '#lib/logger.js';

/**
 * A real route whose handler fails in a way no domain code expects: the table is out of reach.
 * Through the local adapter, as a browser would call it, the reply must be the generic 500.
 */
const UNREACHABLE_DB = {
  TABLE_NAME: 'unreachable-table',
  // Port 9 (discard) has nothing listening here: every DynamoDB call is refused.
  DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

const savedEnv = { ...process.env };
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  // Settings are read when a handler module loads, and the adapter loads it on the first request.
  Object.assign(process.env, UNREACHABLE_DB);
  const { handleApiRequest } = await import('#infra/local/adapter.js');
  server = createServer((req, res) => void handleApiRequest(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  process.env = savedEnv;
});

describe('an unexpected error', () => {
  it('answers 500 with the generic message and code, and nothing of the error', async () => {
    const logged: string[] = [];
    const previousSink = setLogSink((line) => logged.push(line));
    try {
      const response = await fetch(`${baseUrl}/api/courses`);
      const text = await response.text();

      expect(response.status).toBe(500);
      expect(JSON.parse(text)).toEqual({
        success: false,
        error: 'Something went wrong on our side. Please try again later.',
        code: 'internal_error',
      });
      expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:9|stack|\bat /);
      // The details go to the function's log instead, where an operator can find them.
      expect(logged.join('\n')).toContain('ECONNREFUSED');
    } finally {
      setLogSink(previousSink);
    }
  }, 30_000);
});
