import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#lib/db.js';

/**
 * Refunds reserved but not settled yet. A pending refund is in the gsi1 partition REFUNDS#pending,
 * its sort key starting with the time it was made (`<createdAt>#...`), until it is settled or released
 * (refunds.ts writes and removes those entries); this module only reads the partition.
 */
export const PENDING_REFUNDS_PARTITION = 'REFUNDS#pending';

export interface PendingRefundBacklog {
  count: number;
  /** When the oldest pending refund was made. */
  oldest: Date | undefined;
}

export async function pendingRefundBacklog(): Promise<PendingRefundBacklog> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pending',
      ExpressionAttributeValues: { ':pending': PENDING_REFUNDS_PARTITION },
      Limit: 1,
    }),
  );
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pending',
        ExpressionAttributeValues: { ':pending': PENDING_REFUNDS_PARTITION },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { count, oldest: Items[0] ? new Date(String(Items[0].gsi1sk).split('#')[0]!) : undefined };
}
