import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { TestSeriesCategory } from '../../shared/constants.js';
import type { TestSeries } from '../../shared/types.js';
import { db, isConditionFailure, queryPrefix, tableName } from '../lib/db.js';
import { NotFound } from '../lib/errors.js';


export type { TestSeries };
export type TestSeriesInput = Omit<TestSeries, '_id' | 'createdAt'>;

export const testSeriesKeys = {
  partition: 'CATALOGUE',
  prefix: 'TESTSERIES#',
  item: (id: string) => ({ pk: 'CATALOGUE', sk: `TESTSERIES#${id}` }),
};

function toTestSeries(item: Record<string, unknown>): TestSeries {
  return {
    _id: item.id as string,
    title: item.title as string,
    description: item.description as string,
    price: item.price as number,
    category: item.category as TestSeriesCategory,
    duration: item.duration as string,
    numberOfTests: item.numberOfTests as number,
    features: (item.features as string[] | undefined) ?? [],
    isActive: item.isActive as boolean,
    createdAt: item.createdAt as string,
  };
}

export async function createTestSeries(input: TestSeriesInput): Promise<TestSeries> {
  const id = ulid();
  const item = { ...testSeriesKeys.item(id), entity: 'TestSeries', id, ...input, createdAt: new Date().toISOString() };
  await db().send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  return toTestSeries(item);
}

export async function listTestSeries(options: { activeOnly: boolean }): Promise<TestSeries[]> {
  const series = (await queryPrefix(testSeriesKeys.partition, testSeriesKeys.prefix)).map(toTestSeries);
  return options.activeOnly ? series.filter((item) => item.isActive) : series;
}

export async function updateTestSeries(id: string, input: TestSeriesInput): Promise<TestSeries> {
  const names = Object.keys(input) as (keyof TestSeriesInput)[];
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: testSeriesKeys.item(id),
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}, updatedAt = :updatedAt`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: { ...Object.fromEntries(names.map((name) => [`:${name}`, input[name]])), ':updatedAt': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toTestSeries(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('test_series_not_found');
    throw error;
  }
}

export async function deleteTestSeries(id: string): Promise<void> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: testSeriesKeys.item(id), ConditionExpression: 'attribute_exists(pk)' }));
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('test_series_not_found');
    throw error;
  }
}
