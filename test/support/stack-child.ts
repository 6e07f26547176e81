/**
 * The local stack the integration tests call, in a Node process of its own: so the server code's
 * V8 coverage can be collected (NODE_V8_COVERAGE, `npm run coverage`), and a crash in it cannot
 * take the test runner down. Prints `READY <json>` once it serves; stops on SIGTERM or when the
 * runner that started it goes away (its stdin closes).
 */
import { createAdmin } from '#infra/local/seed.js';
import { startLocalStack } from '#infra/local/stack.js';

const { STACK_S3_DIR, STACK_JWT_SECRET, STACK_ADMIN } = process.env;
if (!STACK_S3_DIR || !STACK_JWT_SECRET || !STACK_ADMIN)
  throw new Error('STACK_S3_DIR, STACK_JWT_SECRET and STACK_ADMIN are required');

const stack = await startLocalStack({ s3Dir: STACK_S3_DIR, port: 0, jwtSecret: STACK_JWT_SECRET });
await createAdmin(JSON.parse(STACK_ADMIN) as { name: string; email: string; password: string });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.stop().catch(() => undefined);
  // A normal exit, so V8 writes its coverage.
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();

const { razorpay } = stack;
console.log(
  `READY ${JSON.stringify({
    port: stack.port,
    dynamoEndpoint: stack.dynamoEndpoint,
    s3Endpoint: stack.s3Endpoint,
    razorpay: {
      url: razorpay.url,
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      webhookSecret: razorpay.webhookSecret,
    },
  })}`,
);
