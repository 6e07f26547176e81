import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';
import type { Position } from './cursor.js';
import { traced } from './tracing.js';

let client: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { region, dynamoEndpoint } = config();
    client = DynamoDBDocumentClient.from(traced(new DynamoDBClient({ region, endpoint: dynamoEndpoint })), {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return client;
}

export function tableName(): string {
  return config().tableName;
}

export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException' || name === 'TransactionCanceledException';
}

/** Every item of a partition (or key range), following DynamoDB's 1 MB pages. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Items whose sort key starts with `prefix` in one partition, newest first when ids are ULIDs. */
export function queryPrefix(pk: string, prefix: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ScanIndexForward: false,
  });
}

/**
 * Items by key, in BatchGetItem requests of 100 keys (duplicates asked once), following
 * UnprocessedKeys with a short back-off until every key has been answered; missing items are left out.
 */
export async function batchGetAll(
  keys: readonly Record<string, unknown>[],
  options: { consistent?: boolean; projection?: string } = {},
): Promise<Record<string, unknown>[]> {
  const unique = [...new Map(keys.map((key) => [`${String(key.pk)}|${String(key.sk)}`, key])).values()];
  const found: Record<string, unknown>[] = [];
  const ask = (batch: Record<string, unknown>[]) => ({
    [tableName()]: {
      Keys: batch,
      ...(options.consistent ? { ConsistentRead: true } : {}),
      ...(options.projection ? { ProjectionExpression: options.projection } : {}),
    },
  });
  for (let i = 0; i < unique.length; i += 100) {
    let request: ReturnType<typeof ask> | undefined = ask(unique.slice(i, i + 100));
    for (let round = 0; request && Object.keys(request).length > 0; round++) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** round)));
      const reply = await db().send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(reply.Responses?.[tableName()] ?? []));
      request = reply.UnprocessedKeys as typeof request;
    }
  }
  return found;
}

type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/** Why each item of a cancelled transaction failed, by position ('ConditionalCheckFailed', 'TransactionConflict', 'None'...). */
export function cancellationCodes(error: unknown): (string | undefined)[] {
  if ((error as { name?: string } | null)?.name !== 'TransactionCanceledException') return [];
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
    (reason) => reason.Code,
  );
}

/** Some condition of the transaction (or of a single conditional write) did not hold. */
export function failedCondition(error: unknown): boolean {
  return (
    (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException' ||
    cancellationCodes(error).includes('ConditionalCheckFailed')
  );
}

/** The transaction lost only to another one writing a shared item at the same moment (the counters): trying again is right. */
export function lostToConcurrentWrite(error: unknown): boolean {
  const codes = cancellationCodes(error);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

const TRANSACTION_ATTEMPTS = 8;

/**
 * One TransactWriteItems, tried again with a random pause when it clashed with another transaction on
 * a shared item (every registration, payment and upload also adds to a counter item). A failed
 * condition is never retried: the caller reads `cancellationCodes` to say which one.
 */
export async function transactWrite(items: TransactItems): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!lostToConcurrentWrite(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * 2 ** Math.min(attempt, 5)));
    }
  }
}

export interface IndexPage {
  items: Record<string, unknown>[];
  hasOlder: boolean;
  hasNewer: boolean;
}

/**
 * `limit` items of one partition of an index whose sort keys are ordered by time, newest first,
 * older or newer than a position (from the newest when there is none): one Query of limit + 1.
 */
export async function indexPage(
  index: 'gsi1' | 'gsi2',
  partition: string,
  limit: number,
  from?: Position,
): Promise<IndexPage> {
  const newer = from?.direction === 'newer';
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${index}pk = :partition${from ? ` AND ${index}sk ${newer ? '>' : '<'} :key` : ''}`,
      ExpressionAttributeValues: { ':partition': partition, ...(from ? { ':key': from.key } : {}) },
      ScanIndexForward: newer,
      Limit: limit + 1,
    }),
  );
  const more = Items.length > limit;
  const items = Items.slice(0, limit);
  if (newer) items.reverse();
  return { items, hasOlder: newer ? true : more, hasNewer: newer ? more : Boolean(from) };
}

/** One write of a batch: an item to put or a key to delete. */
export type BatchWrite =
  | { PutRequest: { Item: Record<string, unknown> } }
  | { DeleteRequest: { Key: Record<string, unknown> } };

/**
 * Writes in BatchWriteItem requests of 25, following UnprocessedItems with a short back-off until every
 * one is written. Not a transaction: for writes whose partial result nobody reads (items no one
 * points to yet, items of something already deleted).
 */
export async function batchWriteAll(writes: readonly BatchWrite[]): Promise<void> {
  for (let i = 0; i < writes.length; i += 25) {
    let request: Record<string, BatchWrite[]> | undefined = { [tableName()]: writes.slice(i, i + 25) };
    for (let round = 0; request && Object.keys(request).length > 0; round++) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** round)));
      const reply = await db().send(new BatchWriteCommand({ RequestItems: request as never }));
      request = reply.UnprocessedItems as typeof request;
    }
  }
}
