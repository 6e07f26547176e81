/**
 * A process making 40 office refunds is killed with SIGKILL in the middle (a Lambda cut off, a machine
 * lost), half of them of a course deleted before: refunds it had reserved and not settled are left
 * pending. Then the restart: the SettleRefunds job finishes them (the money went back at the office),
 * and the admin sending each refund again gets it processed, once. Every refund is settled, the credit
 * notes have no gap, and the counters equal the ledger.
 */
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { jobs } from '#shared/jobs.js';
import { localEnvironment } from '#infra/local/stack.js';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { countersOf, difference, figuresOf, scanTable } from '../support/ledger.js';
import { firstLine, runTs, waitUntil } from '../support/processes.js';

let admin: string;
let dbModule: typeof import('#lib/db.js');
let iam: typeof import('#infra/local/local-iam.js');
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  useEmulators();
  dbModule = await import('#lib/db.js');
  iam = await import('#infra/local/local-iam.js');
  iam.enforceLocalIam({ dynamo: dbModule.db(), s3: { middlewareStack: { add: () => undefined } } });
  admin = await loginAdmin();
});

const course = async (title: string) =>
  (
    await api<{ course: { _id: string } }>('POST', '/api/courses', {
      token: admin,
      body: { title, description: 'Refund burst', price: 500, category: 'ssc' },
    })
  ).body.course._id;

async function offlinePayment(studentId: string, courseId: string, amount: number) {
  const reply = await api<{ payment: { _id: string } }>('POST', `/api/admin/students/${studentId}/offline-payments`, {
    token: admin,
    body: { courseId, amount, mode: 'cash', paidOn: today(), reference: `BURST-${randomBytes(4).toString('hex')}` },
  });
  expect(reply.status).toBe(201);
  return reply.body.payment._id;
}

/** Refunds of these payments that are pending now, read from each payment's partition (as the code before the pending list left them). */
async function pendingRefunds(paymentIds: readonly string[]): Promise<number> {
  const counts = await Promise.all(
    paymentIds.map(async (id) => {
      const { Items = [] } = await dbModule.db().send(
        new QueryCommand({
          TableName: dbModule.tableName(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :refund)',
          ExpressionAttributeValues: { ':pk': `PAYMENT#${id}`, ':refund': 'REFUND#' },
          ConsistentRead: true,
        }),
      );
      return Items.filter((item) => item.state === 'pending').length;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

describe('kill -9 in the middle of 40 office refunds', () => {
  it('leaves nothing pending once the job has run: every refund processed once, credit notes gap-free, counters equal to the ledger', async () => {
    const kept = await course(`Refund burst ${randomBytes(3).toString('hex')}`);
    const deleted = await course(`Refund burst, deleted ${randomBytes(3).toString('hex')}`);
    const students = await Promise.all(Array.from({ length: 10 }, () => registerStudent()));
    const payments: { id: string; amount: number }[] = [];
    for (const [i, student] of students.entries()) {
      for (const [j, courseId] of [kept, deleted, kept, deleted].entries())
        payments.push({ id: await offlinePayment(student.id, courseId, 500 + i * 10 + j), amount: 500 + i * 10 + j });
    }
    expect((await api('DELETE', `/api/courses/${deleted}`, { token: admin })).status).toBe(200);
    const plan = payments.map((payment, i) => ({ paymentId: payment.id, refundId: ulid(), removeAccess: i % 3 === 0 }));
    const ids = payments.map((payment) => payment.id);
    const before = await scanTable();

    const child = runTs('test/support/refund-burst-child.ts', [JSON.stringify(plan)], {
      ...process.env,
      ...localEnvironment({ dynamoEndpoint: inject('dynamoEndpoint'), s3Endpoint: inject('s3Endpoint') }),
      LOG_FORMAT: 'json',
    });
    let done = 0;
    child.stdout!.on('data', (chunk: Buffer) => (done += (chunk.toString().match(/^(DONE|FAILED) /gm) ?? []).length));
    await firstLine(child, /STARTED/);
    // Killed while refunds are between reserving and settling, when there are some.
    expect(await waitUntil(() => done >= 8, 60_000)).toBe(true);
    for (let looks = 0; looks < 200 && done < 36 && (await pendingRefunds(ids)) < 2; looks++);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const leftPending = await pendingRefunds(ids);
    console.log(`Killed after ${done} of 40 refunds answered; ${leftPending} left pending`);

    // The restart: the job (here without waiting the few minutes it gives a refund first), then the admin's retries.
    const job = jobs.find((candidate) => candidate.name === 'SettleRefunds')!;
    const { settleRefundBacklog } = await import('#domain/payments/refund-recovery.js');
    const report = await iam.runWithBindings(`job ${job.name}`, job.uses, () => settleRefundBacklog(0));
    expect(report.settled).toBeGreaterThanOrEqual(leftPending);
    expect(await pendingRefunds(ids)).toBe(0);
    for (const [i, { paymentId, refundId, removeAccess }] of plan.entries()) {
      const again = await api<{ refund: { state: string; amount: number } }>(
        'POST',
        `/api/admin/payments/${paymentId}/refund`,
        {
          token: admin,
          body: { refundId, reason: 'Batch cancelled', mode: 'cash', reference: `CRASH-${i}`, removeAccess },
        },
      );
      expect([again.status, again.body.refund.state, again.body.refund.amount]).toEqual([
        200,
        'processed',
        payments[i]!.amount,
      ]);
    }

    let after = await scanTable();
    await expect
      .poll(
        async () => {
          after = await scanTable();
          return isDeepStrictEqual(
            difference(countersOf(after), countersOf(before)),
            difference(figuresOf(after), figuresOf(before)),
          );
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    const change = difference(figuresOf(after), figuresOf(before));
    expect(difference(countersOf(after), countersOf(before))).toEqual(change);
    expect(change.revenuePaise).toBe(-payments.reduce((sum, payment) => sum + payment.amount * 100, 0));

    // Each payment refunded once, in full, by one processed refund with its own credit note.
    const refundItems = after.filter(
      (item) => ids.includes(String(item.pk).slice('PAYMENT#'.length)) && String(item.sk).startsWith('REFUND#'),
    );
    expect(refundItems).toHaveLength(40);
    expect(refundItems.every((item) => item.state === 'processed' && item.gsi1pk === undefined)).toBe(true);
    expect(new Set(refundItems.map((item) => item.creditNoteNumber)).size).toBe(40);
    for (const payment of payments) {
      expect(after.find((item) => item.pk === `PAYMENT#${payment.id}` && item.sk === 'PAYMENT')).toMatchObject({
        status: 'refunded',
        refundedPaise: payment.amount * 100,
        refundablePaise: 0,
      });
    }
    // The credit notes of each year run 1, 2, 3... to the counter, with no gap.
    const byYear = new Map<string, number[]>();
    for (const note of after.filter((item) => String(item.pk).startsWith('CREDITNOTE#'))) {
      const [, fy, seq] = /^CN-(\d{2}-\d{2})-(\d{6})$/.exec(note.number as string)!;
      byYear.set(fy!, [...(byYear.get(fy!) ?? []), Number(seq)]);
    }
    for (const [fy, numbers] of byYear) {
      expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
      expect(after.find((item) => item.pk === 'COUNTER#CREDITNOTE' && item.sk === `FY#${fy}`)?.last).toBe(
        numbers.length,
      );
    }
  }, 240_000);
});
