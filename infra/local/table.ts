import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { TABLE_LAYOUT } from '../table-layout.js';

type Index = (typeof TABLE_LAYOUT.indexes)[number];

const indexSchema = (index: Index) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

const stringAttributes = (names: string[]) =>
  names.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if ((error as { name?: string }).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/**
 * Creates the local table, or brings one made by an older version up to the layout: an index it lacks
 * is added (DynamoDB builds it from the existing items) and waited for, one at a time as in AWS.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const existing = await describe(client, tableName);
  if (existing) {
    const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of TABLE_LAYOUT.indexes.filter((candidate) => !present.has(candidate.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: stringAttributes([index.partitionKey, index.sortKey]),
          GlobalSecondaryIndexUpdates: [{ Create: indexSchema(index) }],
        }),
      );
      await waitUntilActive(client, tableName, index.name);
    }
    return;
  }
  const attributes = [
    TABLE_LAYOUT.partitionKey,
    TABLE_LAYOUT.sortKey,
    ...TABLE_LAYOUT.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: stringAttributes(attributes),
      KeySchema: [
        { AttributeName: TABLE_LAYOUT.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_LAYOUT.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_LAYOUT.indexes.map(indexSchema),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_LAYOUT.ttlAttribute, Enabled: true },
    }),
  );
}

async function waitUntilActive(client: DynamoDBClient, tableName: string, indexName: string): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    const table = await describe(client, tableName);
    if (table?.GlobalSecondaryIndexes?.find((index) => index.IndexName === indexName)?.IndexStatus === 'ACTIVE') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Index ${indexName} of ${tableName} did not become active within 10 minutes`);
}
