import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { TestSeriesCategory } from '../../shared/constants.js';
import type { TestSeries } from '../../shared/types.js';
import { db, queryPrefix, tableName } from '../lib/db.js';


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
