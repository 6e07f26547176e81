import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { LOCAL_CREDENTIALS, LOCAL_TABLE } from '#infra/local/stack.js';

/**
 * The ground truth for the counters, computed by the test itself from every item in the table (a
 * Scan: fine in a test, never on a request path), from what each counter is defined to count.
 */
import type { Item } from './ledger-figures.js';

export * from './ledger-figures.js';

let client: DynamoDBDocumentClient | undefined;
function documents(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: 'ap-south-1', credentials: LOCAL_CREDENTIALS }),
  );
  return client;
}

export async function scanTable(): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await documents().send(
      new ScanCommand({ TableName: LOCAL_TABLE, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}
