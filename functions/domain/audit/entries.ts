import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/db.js';
import type { AuditOutcome, AuditStart, AuditWriter } from '#lib/audit-trail.js';
import type { AuditKind } from '#shared/audit.js';

/**
 * The audit log: two append-only items per staff write, never updated or deleted (the `audit` area
 * grants put, get and query only). No TTL: kept as long as the table, beyond the three years promised.
 *   AUDIT / ENTRY#<at>     who (actor, role), what (route, kind, path parameters, allowed fields), address
 *       gsi1 AUDITBY#<actorId> / <at>      one person's actions, newest first
 *       gsi2 AUDITITEM#<itemId> / <at>     one item's history (the route's first path parameter)
 *   AUDIT / OUTCOME#<at>   status, error code, the fields before and after that the domain noted
 * `<at>` is `<ISO time>#<random UUID>`: unique, and in time order.
 */
export const AUDIT_PARTITION = 'AUDIT';
export const auditKeys = {
  entry: (at: string) => ({ pk: AUDIT_PARTITION, sk: `ENTRY#${at}` }),
  outcome: (at: string) => ({ pk: AUDIT_PARTITION, sk: `OUTCOME#${at}` }),
  byActor: (actorId: string) => `AUDITBY#${actorId}`,
  byItem: (itemId: string) => `AUDITITEM#${itemId}`,
};

/** The kind of action a route is, by its path: money first (a student's offline payment is money). */
export function auditKindOf(route: string): AuditKind {
  if (/payment|coupon|bank-statement|refund|\/dues/.test(route)) return 'money';
  if (/\/admin\/staff/.test(route)) return 'staff';
  if (/site-settings|homepage-ads/.test(route)) return 'settings';
  if (/\/admin\/students/.test(route)) return 'students';
  return 'content';
}

/**
 * The request fields an entry keeps: what an owner asks about later (amounts, statuses, prices, roles,
 * titles and names, reasons, references). Anything else, passwords and tokens above all, is never stored.
 */
export const AUDITED_FIELDS: ReadonlySet<string> = new Set([
  'amount',
  'amountRupees',
  'price',
  'discountedPrice',
  'percentOff',
  'amountOff',
  'status',
  'active',
  'paused',
  'published',
  'disabled',
  'role',
  'courseIds',
  'title',
  'name',
  'email',
  'code',
  'reason',
  'mode',
  'reference',
  'removeAccess',
  'refundId',
  'paidOn',
  'maxUses',
  'validUntil',
  'durationMinutes',
]);

/** The allowed fields of a request body, one level deep; a body that is not a JSON object keeps none. */
export function auditedFields(requestText: string): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(requestText);
  } catch {
    return {};
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body)
      .filter(([name]) => AUDITED_FIELDS.has(name))
      .map(([name, value]) => [name, storable(value)]),
  );
}

/** The longest text an entry keeps of one field. */
const MOST_TEXT = 500;
/** Numbers kept as numbers: any amount, count or price (others, which DynamoDB may refuse, are kept as text). */
const storableNumber = (value: number) =>
  Number.isFinite(value) && (value === 0 || (Math.abs(value) >= 1e-9 && Math.abs(value) < 1e15));

/**
 * A field's value as the table can hold it, whatever a request sent (the entry is written before the
 * request is checked, and refusing a malformed request must not fail on its entry): well-formed text
 * cut to MOST_TEXT, a number DynamoDB cannot store and anything nested kept as text.
 */
function storable(value: unknown): string | number | boolean | null {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return storableNumber(value) ? value : String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.slice(0, MOST_TEXT).replace(LONE_SURROGATE, '\uFFFD');
}

/** Half of a character that takes two UTF-16 units, without its other half (not valid UTF-8, so no table takes it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const putNew = (Item: Record<string, unknown>) =>
  db().send(new PutCommand({ TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(pk)' }));

/** The writer the stack's audit middleware is given. */
export const auditWriter: AuditWriter = {
  async started(entry: AuditStart) {
    const item = Object.values(entry.params)[0];
    const record = {
      ...auditKeys.entry(entry.at),
      entity: 'AuditEntry',
      at: entry.at,
      actorId: entry.actorId,
      actorRole: entry.actorRole,
      route: entry.route,
      kind: auditKindOf(entry.route),
      params: entry.params,
      fields: auditedFields(entry.requestText),
      address: entry.address,
      gsi1pk: auditKeys.byActor(entry.actorId),
      gsi1sk: entry.at,
      ...(item ? { itemId: item, gsi2pk: auditKeys.byItem(item), gsi2sk: entry.at } : {}),
    };
    try {
      await putNew(record);
    } catch (error) {
      // A request whose fields the table refuses in a way storable() did not foresee: the entry is
      // still written, who, what and when, without them.
      if ((error as { name?: string }).name !== 'ValidationException') throw error;
      await putNew({ ...record, fields: { unstorable: 'The fields of this request could not be stored' } });
    }
  },
  async finished(outcome: AuditOutcome) {
    await putNew({ ...auditKeys.outcome(outcome.at), entity: 'AuditOutcome', ...outcome });
  },
};
