/**
 * `npm run bench` (online checkout): 100 students pay online at once against the local stack, over HTTP
 * on loopback, each from its own loopback address, in three bounded bursts: every quote at once, every
 * order at once, then every verify and Razorpay's signed webhook at once (200 requests).
 *
 * 55 students bring a coupon of 50 uses and 45 none; every third student takes the 3-instalment plan.
 * The 55 race for the 50 uses in the order burst: exactly 50 orders carry the discount and exactly 5
 * get 400 coupon_used_up (the right answer, the only non-2xx expected), and those 5 then order at the full
 * price, so all 100 pay. Goals: every other reply 2xx; exactly 50 discounts on the ledger and on the
 * coupon; receipt numbers gap-free; the counters equal the ledger; each plan's later instalments left as
 * dues, equal to the plan to the paisa and the day, and none for a payment without a plan. Prints each burst's time and the
 * ratios between them (2 cores shared by the API, DynamoDB Local and this client).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { couponInputSchema } from '#shared/coupons.js';
import { courseBodySchema } from '#shared/course-body.js';
import { createCourse } from '#domain/catalogue/index.js';
import { createCoupon, findCoupon } from '#domain/payments/index.js';
import { createUser } from '#domain/users/users.js';
import { issueToken } from '#lib/tokens.js';
import { LOCAL_CREDENTIALS, LOCAL_TABLE, startLocalStack } from '#infra/local/stack.js';
import { countersOf, difference, figuresOf, type Item } from '../support/ledger-figures.js';
import { timedRequest, type Reply } from './timed-request.js';

const STUDENTS = 100;
const COUPON_USES = 50;
/** More students bring the coupon than it has uses, so exactly this many are refused in the race. */
const OVER_THE_LIMIT = 5;
const WITH_COUPON = COUPON_USES + OVER_THE_LIMIT;

let addresses = 0;
const nextAddress = () => {
  const n = addresses++;
  return `127.${110 + Math.floor(n / 62_500)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};
const call = (base: string, method: string, path: string, options: Parameters<typeof timedRequest>[3] = {}) =>
  timedRequest(base, method, path, { ...options, from: nextAddress() });

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

/** Receipt numbers 1..n per financial year, each on a received payment. */
function receiptProblems(items: Item[]): string[] {
  const problems: string[] = [];
  const byYear = new Map<string, number[]>();
  for (const link of items.filter((item) => String(item.pk).startsWith('RECEIPT#'))) {
    const match = /^GA-(\d{2}-\d{2})-(\d{6})$/.exec(String(link.number));
    if (!match) problems.push(`odd receipt number ${String(link.number)}`);
    else byYear.set(match[1]!, [...(byYear.get(match[1]!) ?? []), Number(match[2])]);
  }
  for (const [fy, numbers] of byYear)
    numbers
      .sort((a, b) => a - b)
      .forEach((n, i) => {
        if (n !== i + 1) problems.push(`FY ${fy}: expected receipt ${i + 1}, found ${n}`);
      });
  const unnumbered = items.filter((item) => item.sk === 'PAYMENT' && item.status === 'paid' && !item.receiptNumber);
  if (unnumbered.length) problems.push(`${unnumbered.length} paid payments without a receipt number`);
  return problems;
}

interface Timing {
  label: string;
  seconds: number;
  p95: number;
  slowest: number;
}

function timing(label: string, replies: Reply[], ms: number): Timing {
  const sorted = replies.map((reply) => reply.ms).sort((a, b) => a - b);
  const result = {
    label,
    seconds: ms / 1000,
    p95: sorted[Math.floor(sorted.length * 0.95)]!,
    slowest: sorted.at(-1)!,
  };
  console.log(
    `${label}: ${replies.length} replies in ${result.seconds.toFixed(2)} s; slowest ${result.slowest.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms`,
  );
  return result;
}

/** Every reply 2xx, or else one of the problems listed. */
function not2xx(label: string, replies: Reply[]): string[] {
  return replies
    .filter((reply) => reply.status < 200 || reply.status >= 300)
    .slice(0, 5)
    .map((reply) => `${label}: ${reply.status} ${JSON.stringify(reply.body)}`);
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
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
  const problems: string[] = [];
  try {
    // Set up through the domain (not timed): the course with a plan, the coupon, the students.
    const course = await createCourse(
      courseBodySchema.parse({
        title: 'Bench checkout course',
        description: 'Admission day, paid online',
        price: 24999,
        category: 'gpsc',
        plans: [
          {
            name: '3 instalments',
            instalments: [
              { percent: 40, dueAfterDays: 0 },
              { percent: 30, dueAfterDays: 30 },
              { percent: 30, dueAfterDays: 60 },
            ],
          },
        ],
      }),
    );
    const planId = course.plans![0]!._id;
    const code = `BENCH${randomBytes(3).toString('hex').toUpperCase()}`;
    await createCoupon(couponInputSchema.parse({ code, percentOff: 20, maxUses: COUPON_USES, perStudent: 1 }));
    const tokens = await Promise.all(
      Array.from({ length: STUDENTS }, async (_, i) => {
        const user = await createUser({
          name: `Bench Buyer ${i}`,
          email: `buyer.${i}.${randomBytes(3).toString('hex')}@example.com`,
          mobile: '9876543210',
          role: 'student',
          passwordHash: 'not-a-login',
        });
        return issueToken({ userId: user._id, role: 'student', sessionVersion: 0 });
      }),
    );
    const bodyOf = (i: number, withCoupon = i < WITH_COUPON) => ({
      courseId: course._id,
      ...(withCoupon ? { couponCode: code.toLowerCase() } : {}),
      ...(i % 3 === 0 ? { planId } : {}),
    });
    const before = await scan(stack.dynamoEndpoint);

    const [quotes, quoteMs] = await timed(() =>
      Promise.all(tokens.map((token, i) => call(base, 'POST', '/api/checkout/quote', { token, body: bodyOf(i) }))),
    );
    const quoteTime = timing(`${STUDENTS} quotes at once`, quotes, quoteMs);
    problems.push(...not2xx('quote', quotes));

    const [orders, orderMs] = await timed(() =>
      Promise.all(tokens.map((token, i) => call(base, 'POST', '/api/checkout/order', { token, body: bodyOf(i) }))),
    );
    const orderTime = timing(
      `${STUDENTS} orders at once (${WITH_COUPON} racing for ${COUPON_USES} uses)`,
      orders,
      orderMs,
    );
    const refused = orders.flatMap((reply, i) => (reply.status === 400 ? [i] : []));
    const usedUp = refused.filter((i) => orders[i]!.body.code === 'coupon_used_up' && i < WITH_COUPON);
    if (usedUp.length !== OVER_THE_LIMIT || refused.length !== OVER_THE_LIMIT)
      problems.push(
        `expected ${OVER_THE_LIMIT} coupon_used_up, got ${refused.length} refusals (${usedUp.length} used up)`,
      );
    problems.push(
      ...not2xx(
        'order',
        orders.filter((reply) => reply.status !== 400),
      ),
    );
    // The students refused the coupon pay the full price instead.
    for (const i of refused)
      orders[i] = await call(base, 'POST', '/api/checkout/order', { token: tokens[i], body: bodyOf(i, false) });
    problems.push(
      ...not2xx(
        'order without the coupon',
        refused.map((i) => orders[i]!),
      ),
    );

    const [settled, settleMs] = await timed(() =>
      Promise.all(
        orders.flatMap(({ body }, i) => {
          const orderId = body.orderId as string;
          const paymentId = `pay_${randomBytes(7).toString('hex')}`;
          const signature = createHmac('sha256', secrets.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
          const event = JSON.stringify({
            entity: 'event',
            event: i % 2 ? 'payment.captured' : 'order.paid',
            payload: {
              payment: {
                entity: {
                  id: paymentId,
                  entity: 'payment',
                  amount: body.amountPaise,
                  status: 'captured',
                  order_id: orderId,
                },
              },
              order: { entity: { id: orderId, entity: 'order', amount: body.amountPaise, status: 'paid' } },
            },
            created_at: Math.floor(Date.now() / 1000),
          });
          return [
            call(base, 'POST', '/api/checkout/verify', {
              token: tokens[i],
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
      ),
    );
    const settleTime = timing(`${STUDENTS} verify + webhook pairs at once`, settled, settleMs);
    problems.push(...not2xx('settle', settled));

    const after = await scan(stack.dynamoEndpoint);
    problems.push(...receiptProblems(after));
    const counted = difference(countersOf(after), countersOf(before));
    const truth = difference(figuresOf(after), figuresOf(before));
    if (JSON.stringify(counted) !== JSON.stringify(truth))
      problems.push(`counters ${JSON.stringify(counted)} differ from the ledger ${JSON.stringify(truth)}`);
    const paid = after.filter(
      (item) => item.sk === 'PAYMENT' && item.courseId === course._id && item.status === 'paid',
    ) as unknown as PaidCheckout[];
    const discounted = paid.filter((item) => item.checkout?.couponCode === code);
    const stored = await findCoupon(code);
    const discountGiven = discounted.reduce((sum, item) => sum + item.checkout!.discountPaise, 0);
    if (paid.length !== STUDENTS) problems.push(`${paid.length} of ${STUDENTS} payments paid`);
    if (discounted.length !== COUPON_USES)
      problems.push(`${discounted.length} discounted payments, not ${COUPON_USES}`);
    if (stored?.uses !== COUPON_USES || stored.discountGivenPaise !== discountGiven)
      problems.push(
        `coupon counts ${stored?.uses} uses and ${stored?.discountGivenPaise} paise, ledger ${discountGiven}`,
      );
    const onPlan = paid.filter((item) => item.checkout?.plan).length;
    problems.push(...duesProblems(after, paid));
    const receipts = settled.filter((_, i) => i % 2 === 0).map((reply) => reply.body.receiptNumber);
    if (new Set(receipts).size !== STUDENTS)
      problems.push(`verify answered ${new Set(receipts).size} distinct receipt numbers for ${STUDENTS} payments`);
    console.log(
      `ratios: order burst / quote burst ${(orderTime.seconds / quoteTime.seconds).toFixed(2)}, ` +
        `settle burst / order burst ${(settleTime.seconds / orderTime.seconds).toFixed(2)}, ` +
        `settle p95 / quote p95 ${(settleTime.p95 / quoteTime.p95).toFixed(2)}`,
    );
    console.log(
      problems.length
        ? `problems:\n  ${problems.join('\n  ')}`
        : `${paid.length} paid (${onPlan} on the plan, their dues equal to the plan), ${discounted.length} discounts, ${OVER_THE_LIMIT} coupon_used_up; ` +
            `receipts gap-free (${truth.receivedCount} received), counters equal the ledger`,
    );
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
  if (problems.length) process.exitCode = 1;
}

interface PaidCheckout {
  id: string;
  amountPaise: number;
  checkout?: {
    pricePaise: number;
    couponCode?: string;
    discountPaise: number;
    plan?: { instalments: { amountPaise: number; dueOn: string }[] };
  };
}

/**
 * Each plan's first instalment left exactly its later instalments as dues (amount and date, unpaid),
 * the instalments add up to the price less the discount, and a payment without a plan left none.
 */
function duesProblems(items: Record<string, unknown>[], paid: PaidCheckout[]): string[] {
  const problems: string[] = [];
  const dues = items.filter((item) => item.entity === 'Due');
  for (const payment of paid) {
    const mine = dues
      .filter((due) => due.createdBy === payment.id)
      .map((due) => `${due.amountPaise}@${due.dueOn}:${due.status}`)
      .sort();
    const plan = payment.checkout?.plan?.instalments ?? [];
    const expected = plan
      .slice(1)
      .map((instalment) => `${instalment.amountPaise}@${instalment.dueOn}:unpaid`)
      .sort();
    if (JSON.stringify(mine) !== JSON.stringify(expected))
      problems.push(`payment ${payment.id}: dues ${JSON.stringify(mine)}, plan ${JSON.stringify(expected)}`);
    const total = plan.reduce((sum, instalment) => sum + instalment.amountPaise, 0);
    const owed = payment.checkout!.pricePaise - payment.checkout!.discountPaise;
    if (plan.length > 0 && (total !== owed || plan[0]!.amountPaise !== payment.amountPaise))
      problems.push(`payment ${payment.id}: instalments add up to ${total} paise, owed ${owed}`);
  }
  return problems;
}

await main();
