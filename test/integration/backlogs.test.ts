/**
 * The ReportBacklogs job against DynamoDB Local: the age of the oldest payment waiting for its receipt
 * number, of the oldest pending refund and how many there are, of the e-mail due longest; sent as
 * gauges; run under the job's own bindings with the local IAM check, which refuses it any one less.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulators } from '../support/domain.js';

let db: typeof import('#lib/db.js');
let backlogs: typeof import('#domain/insight/backlogs.js');
let metrics: typeof import('#lib/metrics.js');
let iam: typeof import('#infra/local/local-iam.js');
let job: typeof import('#shared/jobs.js')['jobs'][number];
const planted: { pk: string; sk: string }[] = [];

async function plant(item: Record<string, unknown> & { pk: string; sk: string }) {
  await db.db().send(new PutCommand({ TableName: db.tableName(), Item: item }));
  planted.push({ pk: item.pk, sk: item.sk });
}

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

beforeAll(async () => {
  useEmulators();
  db = await import('#lib/db.js');
  backlogs = await import('#domain/insight/backlogs.js');
  metrics = await import('#lib/metrics.js');
  iam = await import('#infra/local/local-iam.js');
  const { s3 } = await import('#lib/s3.js');
  iam.enforceLocalIam({ dynamo: db.db(), s3: s3() });
  job = (await import('#shared/jobs.js')).jobs.find((candidate) => candidate.name === 'ReportBacklogs')!;
});

afterAll(async () => {
  for (const key of planted) await db.db().send(new DeleteCommand({ TableName: db.tableName(), Key: key }));
});

describe('ReportBacklogs', () => {
  it('measures the oldest entry of each line, counts the pending refunds, and sends them as gauges', async () => {
    const now = new Date();
    // Other files' refunds may be pending in the same table: this file's are counted on top of them.
    const before = await backlogs.reportBacklogs(now);
    // A payment in line for its number for 15 minutes (a crashed numbering), one for 2; the lease item is not an entry.
    await plant({ pk: 'RECEIPTQUEUE', sk: `${minutesAgo(now, 15)}#${ulid()}`, entity: 'ReceiptQueue' });
    await plant({ pk: 'RECEIPTQUEUE', sk: `${minutesAgo(now, 2)}#${ulid()}`, entity: 'ReceiptQueue' });
    // Three refunds pending: 40, 12 and 1 minute old.
    for (const minutes of [12, 40, 1]) {
      const paymentId = ulid();
      const refundId = ulid();
      await plant({
        pk: `PAYMENT#${paymentId}`,
        sk: `REFUND#${refundId}`,
        entity: 'Refund',
        state: 'pending',
        gsi1pk: 'REFUNDS#pending',
        gsi1sk: `${minutesAgo(now, minutes)}#${paymentId}#${refundId}`,
      });
    }
    // An e-mail due 25 minutes ago and not sent, and one due in an hour (a retry's backoff), which is not late.
    for (const [minutes, key] of [
      [25, `welcome#${ulid()}`],
      [-60, `welcome#${ulid()}`],
    ] as const) {
      const due = minutesAgo(now, minutes);
      await plant({
        pk: `MAIL#${key}`,
        sk: 'MAIL',
        entity: 'Mail',
        status: 'pending',
        nextAttemptAt: due,
        gsi1pk: 'MAILS#pending',
        gsi1sk: `${due}#${key}`,
      });
    }

    const lines: Record<string, unknown>[] = [];
    const previous = metrics.setMetricsSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    try {
      const report = await iam.runWithBindings(job.name, job.uses, () => backlogs.reportBacklogs(now));
      expect(report.receiptLineOldestSeconds).toBe(15 * 60);
      expect(report.pendingRefunds - before.pendingRefunds).toBe(3);
      expect(report.pendingRefundsOldestSeconds).toBe(40 * 60);
      // Other files' receipt mails wait in the same outbox (no mail job runs in the tests' stack): at least this old.
      expect(report.mailOutboxOldestSeconds).toBeGreaterThanOrEqual(25 * 60);
      metrics.flushMetrics();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        ReceiptLineOldestSeconds: 900,
        PendingRefunds: report.pendingRefunds,
        PendingRefundsOldestSeconds: 2400,
        MailOutboxOldestSeconds: report.mailOutboxOldestSeconds,
        _aws: { CloudWatchMetrics: [{ Namespace: 'Gyanpath', Dimensions: [[]] }] },
      });
    } finally {
      metrics.setMetricsSink(previous);
    }
  });

  it('needs each of its bindings: without the pending refunds index it is refused, as IAM would', async () => {
    const fewer = job.uses.filter((binding) => binding !== 'index:pending-refunds:query');
    await expect(iam.runWithBindings(job.name, fewer, () => backlogs.reportBacklogs())).rejects.toThrow(
      /index:pending-refunds:query/,
    );
  });

  it('as a job: measures, writes its gauges when the invocation ends, and answers what it measured', async () => {
    const { handler } = await import('#functions/jobs/report-backlogs.js');
    const lines: Record<string, unknown>[] = [];
    const previous = metrics.setMetricsSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    try {
      const report = await handler({}, { awsRequestId: 'job-1' });
      expect(lines).toEqual([
        expect.objectContaining({
          ReceiptLineOldestSeconds: report.receiptLineOldestSeconds,
          PendingRefunds: report.pendingRefunds,
        }),
      ]);
    } finally {
      metrics.setMetricsSink(previous);
    }
  });
});
