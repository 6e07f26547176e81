import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AUDIT_EXPORT_MOST, type AuditEntry, type AuditKind, type AuditQuery } from '#shared/audit.js';
import { startOfIndianDay } from '#shared/india-time.js';
import { decodeCursor, encodeCursor } from '#lib/cursor.js';
import { db, tableName } from '#lib/db.js';
import { getUsers } from '../users/index.js';
import { AUDIT_PARTITION, auditKeys } from './entries.js';

/** `<ISO time>#<UUID>`: the only cursor position an audit page hands out. */
const AT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f-]{36}$/;
/** How many reads one page may take when filters drop most of what they read. */
const MOST_READS = 8;

interface Source {
  index?: 'gsi1' | 'gsi2';
  pkName: string;
  pk: string;
  skName: string;
  /** The sort key of the entry written at `at`. */
  sk: (at: string) => string;
}

/** The narrowest place to read: an item's history, a person's actions, or the whole log. */
function sourceOf(query: AuditQuery): Source {
  if (query.itemId)
    return { index: 'gsi2', pkName: 'gsi2pk', pk: auditKeys.byItem(query.itemId), skName: 'gsi2sk', sk: (at) => at };
  if (query.actor)
    return { index: 'gsi1', pkName: 'gsi1pk', pk: auditKeys.byActor(query.actor), skName: 'gsi1sk', sk: (at) => at };
  return { pkName: 'pk', pk: AUDIT_PARTITION, skName: 'sk', sk: (at) => auditKeys.entry(at).sk };
}

/** One page of entries, newest first, with their outcomes and the names of who made them. */
export async function auditPage(
  query: AuditQuery,
  limit: number,
): Promise<{ entries: AuditEntry[]; nextCursor?: string }> {
  const source = sourceOf(query);
  // India days, inclusive: from the start of `from` up to the start of the day after `to`.
  const lower = source.sk(query.from ? startOfIndianDay(query.from).toISOString() : '0');
  const upper = source.sk(query.to ? new Date(startOfIndianDay(query.to).getTime() + 86_400_000).toISOString() : '9');
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': source.pk, ':lower': lower, ':upper': upper };
  if (query.kind) {
    filters.push('kind = :kind');
    values[':kind'] = query.kind;
  }
  if (query.actor && source.index !== 'gsi1') {
    filters.push('actorId = :actor');
    values[':actor'] = query.actor;
  }
  let startKey = query.cursor ? startKeyOf(source, decodeCursor(query.cursor, AT_KEY).key) : undefined;
  const items: Record<string, unknown>[] = [];
  for (let reads = 0; reads < MOST_READS && items.length < limit; reads++) {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        ...(source.index ? { IndexName: source.index } : {}),
        KeyConditionExpression: `${source.pkName} = :pk AND ${source.skName} BETWEEN :lower AND :upper`,
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
        ExpressionAttributeValues: values,
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
    if (!startKey) break;
  }
  const last = items[items.length - 1]?.at as string | undefined;
  return {
    entries: await withOutcomesAndNames(items),
    ...(startKey && last ? { nextCursor: encodeCursor({ direction: 'older', key: last }) } : {}),
  };
}

/** The key DynamoDB continues after: the entry written at `at`, in the source it was read from. */
function startKeyOf(source: Source, at: string): Record<string, unknown> {
  const key: Record<string, unknown> = auditKeys.entry(at);
  if (source.index) Object.assign(key, { [source.pkName]: source.pk, [source.skName]: at });
  return key;
}

async function withOutcomesAndNames(items: Record<string, unknown>[]): Promise<AuditEntry[]> {
  const actors = await getUsers([...new Set(items.map((item) => item.actorId as string))]);
  const names = new Map(actors.map((user) => [user._id, user.name]));
  return Promise.all(
    items.map(async (item) => {
      const at = item.at as string;
      const { Item: outcome } = await db().send(new GetCommand({ TableName: tableName(), Key: auditKeys.outcome(at) }));
      const name = names.get(item.actorId as string);
      return {
        at,
        actorId: item.actorId as string,
        ...(name ? { actorName: name } : {}),
        actorRole: item.actorRole as string,
        route: item.route as string,
        kind: item.kind as AuditKind,
        ...(item.itemId ? { itemId: item.itemId as string } : {}),
        params: (item.params ?? {}) as Record<string, string>,
        fields: (item.fields ?? {}) as Record<string, unknown>,
        address: item.address as string,
        ...(outcome
          ? {
              outcome: {
                status: outcome.status as number,
                ...(outcome.code ? { code: outcome.code as string } : {}),
                ...(outcome.before ? { before: outcome.before as Record<string, unknown> } : {}),
                ...(outcome.after ? { after: outcome.after as Record<string, unknown> } : {}),
              },
            }
          : {}),
      };
    }),
  );
}

/** Every entry of a filter, newest first, up to the workbook's limit. */
export async function auditEntriesForExport(query: AuditQuery): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await auditPage({ ...query, cursor }, 100);
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor && entries.length < AUDIT_EXPORT_MOST);
  return entries.slice(0, AUDIT_EXPORT_MOST);
}
