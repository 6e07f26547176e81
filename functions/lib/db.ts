import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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
