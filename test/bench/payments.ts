/**
 * `npm run bench` (payments): admission day against the local stack, over HTTP on loopback, bounded.
 *
 * 1. 100 card payments at once: 100 orders (each from its own loopback address, as a hall of phones
 *    would be), then for each the browser's verify and Razorpay's signed webhook, all 200 requests
 *    sent together.
 * 2. 100 UTR submissions at once, from 100 students.
 * Goals (design.md, budgets): every reply 2xx; receipt numbers gap-free; the counters equal the
 * ledger. Prints the burst's time and its slowest reply. The numbers are this machine's (2 cores
 * shared by the API, DynamoDB Local and this client); what they mean in AWS is in docs/payments.md ("Admission day").
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createCourse } from '#domain/catalogue/courses.js';
import { createUser } from '#domain/users/users.js';
import { issueToken } from '#lib/tokens.js';
import { LOCAL_CREDENTIALS, LOCAL_TABLE, startLocalStack } from '#infra/local/stack.js';
import { countersOf, difference, figuresOf, type Item } from '../support/ledger-figures.js';
import { timedRequest, type Reply } from './timed-request.js';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 100);

let addresses = 0;
/** Each caller from its own loopback address (any 127.x.y.z reaches this machine on Linux). */
const nextAddress = () => {
  const n = addresses++;
  return `127.${100 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; headers?: Record<string, string>; token?: string } = {},
): Promise<Reply> {
  return timedRequest(base, method, path, { ...options, from: nextAddress() });
}

async function scan(dynamoEndpoint: string): Promise<Item[]> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: dynamoEndpoint, region: 'ap-south-1', credentials: LOCAL_CREDENTIALS }),
  );
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: LOCAL_TABLE, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Every receipt number forms 1..n per financial year, each on a received payment; returns problems found. */
function receiptProblems(items: Item[]): string[] {
  const problems: string[] = [];
  const byYear = new Map<string, number[]>();
  for (const link of items.filter((item) => String(item.pk).startsWith('RECEIPT#'))) {
    const match = /^GA-(\d{2}-\d{2})-(\d{6})$/.exec(String(link.number));
    if (!match) problems.push(`odd receipt number ${String(link.number)}`);
    else byYear.set(match[1]!, [...(byYear.get(match[1]!) ?? []), Number(match[2])]);
  }
  for (const [fy, numbers] of byYear) {
    numbers.sort((a, b) => a - b);
    numbers.forEach((n, i) => {
      if (n !== i + 1) problems.push(`FY ${fy}: expected receipt ${i + 1}, found ${n}`);
    });
  }
  const unnumbered = items.filter(
    (item) => item.sk === 'PAYMENT' && (item.status === 'paid' || item.status === 'approved') && !item.receiptNumber,
  );
  if (unnumbered.length) problems.push(`${unnumbered.length} received payments without a receipt number`);
  return problems;
}

function report(label: string, replies: Reply[], ms: number): boolean {
  const bad = replies.filter((reply) => reply.status < 200 || reply.status >= 300);
  const slowest = Math.max(...replies.map((reply) => reply.ms));
  const sorted = replies.map((reply) => reply.ms).sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  console.log(
    `${label}: ${replies.length} replies in ${(ms / 1000).toFixed(2)} s; slowest ${slowest.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; not 2xx: ${bad.length}`,
  );
  for (const reply of bad.slice(0, 5)) console.log(`  ${reply.status} ${JSON.stringify(reply.body)}`);
  return bad.length === 0;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-payments-'));
  const secrets = {
    keyId: `rzp_test_bench${randomBytes(4).toString('hex')}`,
    keySecret: randomBytes(24).toString('base64url'),
    webhookSecret: randomBytes(24).toString('base64url'),
  };
  const stack = await startLocalStack({
    s3Dir: join(work, 's3'),
    port: 0,
    jwtSecret: randomBytes(32).toString('hex'),
    razorpay: secrets,
  });
  const base = `http://127.0.0.1:${stack.port}`;
  let ok = true;
  try {
    const before = await scan(stack.dynamoEndpoint);

    // 1. Card payments: orders first (not timed), then every verify and webhook at once.
    const orders = await Promise.all(
      Array.from({ length: PAYMENTS }, (_, i) =>
        call(base, 'POST', '/api/create-order', {
          body: {
            course: i % 2 ? 'gpsc' : 'upsc',
            name: `Bench Payer ${i}`,
            mobile: `97${String(10_000_000 + i).slice(-8)}`,
            includeMaterial: i % 3 === 0,
            // Printed material is couriered: an order that buys it says where to.
            ...(i % 3 === 0
              ? { deliveryAddress: `${i}, Bench Road, Ahmedabad`, pinCode: '380009', email: `bench${i}@example.com` }
              : {}),
          },
        }),
      ),
    );
    if (!report('card orders (setup)', orders, 0)) throw new Error('orders failed');
    const started = performance.now();
    const burst = await Promise.all(
      orders.flatMap(({ body }) => {
        const orderId = body.orderId as string;
        const paymentId = `pay_${randomBytes(7).toString('hex')}`;
        const signature = createHmac('sha256', secrets.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
        const event = JSON.stringify({
          entity: 'event',
          event: 'payment.captured',
          payload: {
            payment: {
              entity: {
                id: paymentId,
                entity: 'payment',
                amount: body.amountPaise,
                currency: 'INR',
                status: 'captured',
                order_id: orderId,
              },
            },
          },
          created_at: Math.floor(Date.now() / 1000),
        });
        return [
          call(base, 'POST', '/api/verify-payment', {
            body: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
          }),
          call(base, 'POST', '/api/razorpay/webhook', {
            raw: event,
            headers: {
              'x-razorpay-signature': createHmac('sha256', secrets.webhookSecret).update(event).digest('hex'),
              'x-razorpay-event-id': `evt_${randomBytes(7).toString('hex')}`,
            },
          }),
        ];
      }),
    );
    ok = report(`${PAYMENTS} card payments at once (verify + webhook each)`, burst, performance.now() - started) && ok;

    // 2. UTR submissions: students and a course made through the domain (not timed), then every UTR at once.
    const course = await createCourse({
      title: 'Bench UPI course',
      description: 'Admission day',
      price: 4500,
      category: 'gpsc',
      duration: '12 months',
      features: [],
    });
    const tokens = await Promise.all(
      Array.from({ length: PAYMENTS }, async (_, i) => {
        const user = await createUser({
          name: `Bench Student ${i}`,
          email: `bench.${i}.${randomBytes(3).toString('hex')}@example.com`,
          mobile: '9876543210',
          role: 'student',
          passwordHash: 'not-a-login',
        });
        return issueToken({ userId: user._id, role: 'student', sessionVersion: 0 });
      }),
    );
    const utrStarted = performance.now();
    const utrs = await Promise.all(
      tokens.map((token) =>
        call(base, 'POST', '/api/upi-payments/submit-utr', {
          token,
          body: { courseId: course._id, utrNumber: randomBytes(6).toString('hex').toUpperCase() },
        }),
      ),
    );
    ok = report(`${PAYMENTS} UTR submissions at once`, utrs, performance.now() - utrStarted) && ok;

    await stack.razorpay.webhooksDelivered();
    const after = await scan(stack.dynamoEndpoint);
    const problems = receiptProblems(after);
    const counted = difference(countersOf(after), countersOf(before));
    const truth = difference(figuresOf(after), figuresOf(before));
    if (JSON.stringify(counted) !== JSON.stringify(truth))
      problems.push(`counters ${JSON.stringify(counted)} differ from the ledger ${JSON.stringify(truth)}`);
    const numbers = burst.filter((_, i) => i % 2 === 0).map((reply) => reply.body.receiptNumber);
    if (new Set(numbers).size !== PAYMENTS)
      problems.push(`verify answered ${new Set(numbers).size} distinct receipt numbers for ${PAYMENTS} payments`);
    console.log(
      problems.length
        ? `problems:\n  ${problems.join('\n  ')}`
        : `receipts gap-free (${truth.receivedCount} received), counters equal the ledger`,
    );
    ok = ok && problems.length === 0;
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (!ok) process.exitCode = 1;
}

await main();
