import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from './config.js';

let client: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!client) {
    const { region, dynamoEndpoint } = config();
    client = DynamoDBDocumentClient.from(new DynamoDBClient({ region, endpoint: dynamoEndpoint }), {
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
