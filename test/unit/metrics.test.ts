import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLogSink } from '#lib/logger.js';
import { countMetric, flushMetrics, gaugeMetric, setMetricsSink, withMetrics } from '#lib/metrics.js';
import { courseList } from '#shared/api/catalogue.js';
import { orderStatus } from '#shared/api/payments.js';

/**
 * What CloudWatch reads from a log line in the embedded metric format, written down from its
 * specification: a root `_aws` with Timestamp (epoch ms) and CloudWatchMetrics (namespace, dimension
 * sets naming root keys, metric names with units), and the values at the root.
 */
interface Emf {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  [key: string]: unknown;
}

let lines: Emf[];
let previous: (line: string) => void;

beforeEach(() => {
  lines = [];
  previous = setMetricsSink((line) => lines.push(JSON.parse(line) as Emf));
});
afterEach(() => {
  flushMetrics();
  setMetricsSink(previous);
});

describe('the EMF writer', () => {
  it('writes one document per set of dimension values, counts added up, each dimension and the total published', () => {
    countMetric('PaymentsReceived', 1, { method: 'card' });
    countMetric('PaymentsReceived', 1, { method: 'upi' });
    countMetric('PaymentsReceived', 1, { method: 'card' });
    countMetric('AttemptsStarted');
    flushMetrics(1_760_000_000_000);

    expect(lines).toHaveLength(3);
    const card = lines.find((line) => line.method === 'card')!;
    expect(card).toEqual({
      _aws: {
        Timestamp: 1_760_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: 'Gyanpath',
            Dimensions: [[], ['method']],
            Metrics: [{ Name: 'PaymentsReceived', Unit: 'Count' }],
          },
        ],
      },
      method: 'card',
      PaymentsReceived: 2,
    });
    expect(lines.find((line) => line.method === 'upi')!.PaymentsReceived).toBe(1);
    const plain = lines.find((line) => 'AttemptsStarted' in line)!;
    expect(plain._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([[]]);
    expect(plain.AttemptsStarted).toBe(1);
  });

  it('puts metrics with the same dimension values in one document, and a gauge keeps its last reading in seconds', () => {
    gaugeMetric('ReceiptLineOldestSeconds', 40);
    gaugeMetric('ReceiptLineOldestSeconds', 42);
    gaugeMetric('PendingRefunds', 3);
    flushMetrics(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]!._aws.CloudWatchMetrics[0]!.Metrics).toEqual([
      { Name: 'ReceiptLineOldestSeconds', Unit: 'Seconds' },
      { Name: 'PendingRefunds', Unit: 'Count' },
    ]);
    expect(lines[0]).toMatchObject({ ReceiptLineOldestSeconds: 42, PendingRefunds: 3 });
  });

  it('forgets what it flushed, and writes nothing when nothing was recorded', () => {
    countMetric('SignUps');
    flushMetrics();
    flushMetrics();
    expect(lines).toHaveLength(1);
  });

  it('never fails the work it counts when its output fails', () => {
    setMetricsSink(() => {
      throw new Error('stdout closed');
    });
    countMetric('SignUps');
    expect(() => flushMetrics()).not.toThrow();
  });
});

describe('the API handler flushes once per invocation and counts its server errors', () => {
  const saved = { ...process.env };
  let previousLogSink: (line: string) => void;
  beforeEach(() => {
    Object.assign(process.env, { TABLE_NAME: 'coaching', JWT_SECRET: 'unit-test-key' });
    previousLogSink = setLogSink(() => undefined);
  });
  afterEach(() => {
    setLogSink(previousLogSink);
    process.env = { ...saved };
  });
  const event = () =>
    ({
      headers: {},
      requestContext: { requestId: 'api-req', http: { method: 'POST', path: '/api/create-order' } },
    }) as never;
  const context = { awsRequestId: 'lambda-req' } as Context;

  it('writes what the handler recorded when the request ends', async () => {
    const { apiHandler } = await import('#functions/handlers/api-handler.js');
    const handler = apiHandler(courseList, async () => {
      countMetric('AttemptsSubmitted');
      expect(lines).toHaveLength(0);
      return { courses: [] };
    });
    expect((await handler(event(), context)).statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.AttemptsSubmitted).toBe(1);
  });

  it('counts a busy_try_again answer as BusyTryAgain by route and area, an unexpected error as ServerErrors', async () => {
    const { apiHandler } = await import('#functions/handlers/api-handler.js');
    const { Unavailable } = await import('#lib/errors.js');
    const busy = apiHandler(orderStatus, async () => {
      throw new Unavailable('busy_try_again');
    });
    const broken = apiHandler(courseList, async () => {
      throw new Error('the table is gone');
    });
    expect((await busy(event(), context)).statusCode).toBe(503);
    expect((await broken(event(), context)).statusCode).toBe(500);
    expect(lines).toEqual([
      expect.objectContaining({ route: 'GET /api/orders/{orderId}', area: 'money', BusyTryAgain: 1 }),
      expect.objectContaining({ route: 'GET /api/courses', area: 'other', ServerErrors: 1 }),
    ]);
    expect(lines[0]!._aws.CloudWatchMetrics[0]!.Dimensions).toEqual([[], ['area'], ['route']]);
  });

  it('counts nothing for an answer under 500', async () => {
    const { apiHandler } = await import('#functions/handlers/api-handler.js');
    const { Conflict } = await import('#lib/errors.js');
    const handler = apiHandler(courseList, async () => {
      throw new Conflict('utr_already_used');
    });
    expect((await handler(event(), context)).statusCode).toBe(409);
    expect(lines).toHaveLength(0);
  });
});

describe('recording outside an invocation', () => {
  it('writes on its own once a thousand points wait, so nothing piles up', () => {
    for (let i = 0; i < 999; i++) countMetric('MailSendFailures');
    expect(lines).toHaveLength(0);
    countMetric('MailSendFailures');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.MailSendFailures).toBe(1000);
  });
});

describe('a job', () => {
  it('writes its metrics when its invocation ends, also when it fails', async () => {
    await withMetrics(async () => countMetric('TranscodeFailures'));
    expect(lines.map((line) => line.TranscodeFailures)).toEqual([1]);
    await expect(
      withMetrics(async () => {
        countMetric('MailGivenUp');
        throw new Error('the table is gone');
      }),
    ).rejects.toThrow('the table is gone');
    expect(lines.map((line) => line.MailGivenUp)).toEqual([undefined, 1]);
  });
});
