import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { isStaffWrite, type RouteFields } from '#shared/api/route.js';
import { clientAddress } from './client-address.js';
import { DomainError, Unavailable } from './errors.js';
import { logger } from './logger.js';
import type { TokenClaims } from './tokens.js';

/**
 * The audit trail of staff writes, written ahead: before the handler runs, an entry saying who is about
 * to do what (if it cannot be written, the change does not happen); after it, a second entry with the
 * outcome and the fields before and after that the domain noted. Both are new items, never updated:
 * so no staff change can happen without its entry.
 */

/** What the stack records before a staff write runs. */
export interface AuditStart {
  /** Unique and time-ordered: `<ISO time>#<random UUID>`. */
  at: string;
  actorId: string;
  actorRole: string;
  route: string;
  params: Record<string, string>;
  /** The request body as sent: the audit context keeps only the fields of its allow-list. */
  requestText: string;
  address: string;
}

/** What the stack records once the write has answered. */
export interface AuditOutcome {
  at: string;
  status: number;
  code?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** The audit context's writer, given in by functions/handlers/api-handler.ts so this layer knows no domain. */
export interface AuditWriter {
  started(entry: AuditStart): Promise<void>;
  finished(entry: AuditOutcome): Promise<void>;
}

interface Notes {
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}
const notesStorage = new AsyncLocalStorage<Notes>();
const notesOfRequest = new WeakMap<APIGatewayProxyEventV2, Notes>();

/** Runs a handler with a place for its audit notes (a no-op for a request that is not audited). */
export function runWithAuditNotes<T>(event: APIGatewayProxyEventV2, run: () => T): T {
  const notes = notesOfRequest.get(event);
  return notes ? notesStorage.run(notes, run) : run();
}

/** Domain code notes the fields that matter before and after its change; merged across calls. */
export function noteAuditChange(change: Notes): void {
  const notes = notesStorage.getStore();
  if (!notes) return;
  if (change.before) notes.before = { ...notes.before, ...change.before };
  if (change.after) notes.after = { ...notes.after, ...change.after };
}

type Request = { event: APIGatewayProxyEventV2 };

/**
 * The middleware, placed right after authentication and the path check: a staff write refused later (a bad body, a
 * conflict) is recorded as well. `statusOf` is the stack's own mapping of domain errors to statuses.
 */
export function auditTrail(
  route: Pick<RouteFields, 'method' | 'path' | 'access'>,
  writer: AuditWriter | undefined,
  user: (event: APIGatewayProxyEventV2) => TokenClaims | undefined,
  statusOf: (error: DomainError) => number,
): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  // Middy takes no empty middleware: a route that is not audited gets one that does nothing.
  if (!writer || !isStaffWrite(route)) return { before: () => undefined };
  const startedAt = new WeakMap<APIGatewayProxyEventV2, string>();
  const finish = async (request: Request, status: number, code?: string) => {
    const at = startedAt.get(request.event);
    if (!at) return;
    const notes = notesOfRequest.get(request.event) ?? {};
    try {
      await writer.finished({ at, status, ...(code ? { code } : {}), ...notes });
    } catch (error) {
      // The change stands and its `started` entry says so; the caller is not told of a failure that is not theirs.
      logger.error('Audit outcome not written', { error, at });
    }
  };
  return {
    before: async (request) => {
      const claims = user(request.event);
      if (!claims) return;
      const at = `${new Date().toISOString()}#${randomUUID()}`;
      const raw = request.event.body ?? '';
      try {
        await writer.started({
          at,
          actorId: claims.userId,
          actorRole: claims.staffRole ?? 'owner',
          route: `${route.method} ${route.path}`,
          params: Object.fromEntries(
            Object.entries(request.event.pathParameters ?? {}).filter(([, value]) => value !== undefined),
          ) as Record<string, string>,
          requestText: request.event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw,
          address: clientAddress(request.event),
        });
      } catch (error) {
        logger.error('Audit entry not written: the change is refused', { error });
        throw new Unavailable('busy_try_again');
      }
      startedAt.set(request.event, at);
      notesOfRequest.set(request.event, {});
    },
    after: async (request) => {
      await finish(request as Request, request.response?.statusCode ?? 200);
    },
    onError: async (request) => {
      const { error } = request;
      if (error instanceof DomainError) await finish(request as Request, statusOf(error), error.code);
      else await finish(request as Request, 500, 'internal_error');
    },
  };
}
