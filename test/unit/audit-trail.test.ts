import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  auditTrail,
  noteAuditChange,
  runWithAuditNotes,
  type AuditOutcome,
  type AuditWriter,
} from '#lib/audit-trail.js';
import { Conflict, Unavailable } from '#lib/errors.js';

const route = { method: 'POST', path: '/api/upi-payments/{id}/approve', access: ['owner', 'accountant'] } as const;
const user = () => ({ userId: 'u1', role: 'admin' as const, sessionVersion: 1, staffRole: 'accountant' as const });
const event = () =>
  ({
    body: '{"status":"x","password":"p"}',
    pathParameters: { id: 'p1' },
    requestContext: { http: { sourceIp: '10.0.0.9' } },
  }) as unknown as APIGatewayProxyEventV2;

/** The middleware around a handler that records that it ran, as the stack places it. */
function stack(writer: AuditWriter, handle: () => Promise<APIGatewayProxyStructuredResultV2>) {
  let ran = false;
  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use({
      onError: async (request) => {
        request.response = { statusCode: request.error instanceof Unavailable ? 503 : 409 };
      },
    })
    .use(auditTrail(route, writer, user, () => 409))
    .handler(async (incoming) => {
      ran = true;
      return runWithAuditNotes(incoming, handle);
    });
  return { run: (e: APIGatewayProxyEventV2) => handler(e, {} as Context), ran: () => ran };
}

describe('the audit trail of a staff write', () => {
  it('refuses the change when its started entry cannot be written: the handler never runs', async () => {
    const outcomes: AuditOutcome[] = [];
    const { run, ran } = stack(
      {
        started: async () => {
          throw new Error('table unavailable');
        },
        finished: async (outcome) => void outcomes.push(outcome),
      },
      async () => ({ statusCode: 200 }),
    );
    expect((await run(event())).statusCode).toBe(503);
    expect(ran()).toBe(false);
    expect(outcomes).toEqual([]);
  });

  it('writes who, role, route, item and address before, and the noted change after', async () => {
    const written: unknown[] = [];
    const { run } = stack(
      {
        started: async (entry) => void written.push(entry),
        finished: async (outcome) => void written.push(outcome),
      },
      async () => {
        noteAuditChange({ before: { status: 'pending' } });
        noteAuditChange({ after: { status: 'approved' } });
        return { statusCode: 200 };
      },
    );
    await run(event());
    expect(written).toHaveLength(2);
    const [started, finished] = written as [Record<string, unknown>, Record<string, unknown>];
    expect(started).toMatchObject({
      actorId: 'u1',
      actorRole: 'accountant',
      route: 'POST /api/upi-payments/{id}/approve',
      params: { id: 'p1' },
      address: '10.0.0.9',
    });
    expect(finished).toEqual({
      at: started.at,
      status: 200,
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('records a refused write with its status and code, and keeps the answer when the outcome cannot be written', async () => {
    const written: AuditOutcome[] = [];
    const { run } = stack(
      { started: async () => undefined, finished: async (outcome) => void written.push(outcome) },
      async () => {
        throw new Conflict('payment_already_decided');
      },
    );
    expect((await run(event())).statusCode).toBe(409);
    expect(written[0]).toMatchObject({ status: 409, code: 'payment_already_decided' });

    const failing = stack(
      {
        started: async () => undefined,
        finished: async () => {
          throw new Error('table unavailable');
        },
      },
      async () => ({ statusCode: 200 }),
    );
    expect((await failing.run(event())).statusCode).toBe(200);
  });

  it('leaves reads and student routes alone', async () => {
    let calls = 0;
    const writer: AuditWriter = { started: async () => void calls++, finished: async () => void calls++ };
    for (const other of [
      { ...route, method: 'GET' },
      { ...route, access: 'student' },
    ] as const) {
      await middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
        .use(auditTrail(other, writer, user, () => 400))
        .handler(async () => ({ statusCode: 200 }))(event(), {} as Context);
    }
    expect(calls).toBe(0);
  });
});
