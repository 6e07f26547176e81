import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localDataDir, runningStack } from '#infra/local/data-lock.js';
import { startDynamo, type RunningDynamo } from '#infra/local/dynamodb.js';
import { LOCAL_CREDENTIALS, LOCAL_TABLE, localEnvironment } from '#infra/local/stack.js';
import { ensureTable } from '#infra/local/table.js';

/**
 * Runs an operator command's work on the table: with TABLE_NAME set (and AWS credentials in the
 * environment) that DynamoDB table in AWS; otherwise the local data, through the running local
 * site's DynamoDB or one started for the purpose and stopped afterwards.
 */
export async function withOperatorTable<T>(work: () => Promise<T>): Promise<T> {
  let ownDynamo: RunningDynamo | undefined;
  if (!process.env.TABLE_NAME) {
    const dataDir = localDataDir();
    const endpoint =
      runningStack(dataDir)?.dynamoEndpoint ??
      (ownDynamo = await startDynamo({ dataDir: join(dataDir, 'dynamodb') })).endpoint;
    Object.assign(process.env, localEnvironment({ dynamoEndpoint: endpoint }));
    await ensureTable(
      new DynamoDBClient({ endpoint, region: process.env.AWS_REGION, credentials: LOCAL_CREDENTIALS }),
      LOCAL_TABLE,
    );
  }
  try {
    return await work();
  } finally {
    await ownDynamo?.stop();
  }
}
