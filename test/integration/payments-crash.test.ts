/**
 * A process recording payments is killed with SIGKILL in the middle of a burst (a Lambda cut off, a
 * machine lost): every counter still equals what the items say, since each counts in the transaction
 * that records its payment, and the receipt series has no gap once the payments the dead process left
 * in line are numbered (by the next payment, the order status, or the counter rebuild).
 */
import { isDeepStrictEqual } from 'node:util';
import { inject, beforeAll, describe, expect, it } from 'vitest';
import { api, freshAddress, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { countersOf, difference, figuresOf, scanTable } from '../support/ledger.js';
import { firstLine, runTs, waitUntil } from '../support/processes.js';
import { freshMobile, type OrderReply } from '../support/payments.js';
import { localEnvironment } from '#infra/local/stack.js';

let admin: string;

beforeAll(async () => {
  useEmulators();
  admin = await loginAdmin();
});

describe('kill -9 in the middle of a burst', () => {
  it('leaves counters equal to the ledger and, once the line is numbered, a gap-free receipt series', async () => {
    const course = await api<{ course: { _id: string } }>('POST', '/api/courses', {
      token: admin,
      body: { title: 'Crash course', description: 'Killed mid-burst', price: 100, category: 'gpsc' },
    });
    const students = await Promise.all(Array.from({ length: 6 }, () => registerStudent()));
    const orders = await Promise.all(
      Array.from(
        { length: 60 },
        async (_, i) =>
          (
            await api<OrderReply>('POST', '/api/create-order', {
              body: { course: 'gpsc', name: `Crash ${i}`, mobile: freshMobile() },
              from: freshAddress(),
            })
          ).body,
      ),
    );
    const { paymentOfOrder } = await import('#domain/payments/card.js');
    const cardIds = await Promise.all(orders.map(async (order) => (await paymentOfOrder(order.orderId))!.id));
    const before = await scanTable();

    const child = runTs(
      'test/support/payment-burst-child.ts',
      [course.body.course._id, students.map((s) => s.id).join(','), cardIds.join(',')],
      {
        ...process.env,
        ...localEnvironment({ dynamoEndpoint: inject('dynamoEndpoint'), s3Endpoint: inject('s3Endpoint') }),
        LOG_FORMAT: 'json',
      },
    );
    let done = 0;
    child.stdout!.on('data', (chunk: Buffer) => (done += (chunk.toString().match(/^DONE /gm) ?? []).length));
    await firstLine(child, /STARTED/);
    expect(await waitUntil(() => done >= 40, 60_000)).toBe(true);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));

    // A transaction the dead process had sent may still be applying in DynamoDB, and a Scan is not one
    // moment across items (other files' payments land meanwhile too): the counters must come to equal
    // the items once nothing is half read. They never settle apart if a payment was counted wrong.
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
    expect(difference(countersOf(after), countersOf(before))).toEqual(difference(figuresOf(after), figuresOf(before)));

    // What the dead process left in line is numbered by whoever comes next; then the series is whole.
    const { numberAllQueuedReceipts } = await import('#domain/payments/receipts.js');
    await numberAllQueuedReceipts();
    const numbered = await scanTable();
    const older = new Set(before.filter((item) => item.sk === 'PAYMENT').map((item) => item.id));
    const payments = numbered.filter(
      (item) => item.sk === 'PAYMENT' && (item.status === 'paid' || item.status === 'approved') && !older.has(item.id),
    );
    expect(payments.filter((payment) => !payment.receiptNumber)).toEqual([]);
    const byYear = new Map<string, number[]>();
    for (const link of numbered.filter((item) => String(item.pk).startsWith('RECEIPT#'))) {
      const [, fy, seq] = /^GA-(\d{2}-\d{2})-(\d{6})$/.exec(link.number as string)!;
      byYear.set(fy!, [...(byYear.get(fy!) ?? []), Number(seq)]);
    }
    for (const numbers of byYear.values()) expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
    expect(difference(countersOf(numbered), countersOf(before))).toEqual(
      difference(figuresOf(numbered), figuresOf(before)),
    );
  }, 180_000);
});
