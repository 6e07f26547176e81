import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { TestSeriesCategory } from '#shared/constants.js';
import { legacyRupeesToPaise, paise, paiseToRupees, rupeesToPaise, type Paise } from '#shared/money.js';
import type { TestSeriesBody } from '#shared/test-series-body.js';
import type { TestSeries } from '#shared/types.js';
import { batchGetAll, db, isConditionFailure, queryPrefix, tableName } from '#lib/db.js';
import { NotFound } from '#lib/errors.js';
import { plansOfItem, storedPlans } from './fee-plan-storage.js';

export type { TestSeries };
/** As the API sends it: `price` in rupees (2499.5); a new fee plan without its `_id`. */
export type TestSeriesInput = Omit<TestSeries, '_id' | 'createdAt' | 'plans'> & Pick<TestSeriesBody, 'plans'>;

/** A test series as stored and computed with: its price in paise. */
export interface TestSeriesRecord extends Omit<TestSeries, 'price'> {
  pricePaise: Paise;
}

export const testSeriesKeys = {
  partition: 'CATALOGUE',
  prefix: 'TESTSERIES#',
  item: (id: string) => ({ pk: 'CATALOGUE', sk: `TESTSERIES#${id}` }),
};

/** Items written before money moved to paise have `price` in rupees and no `pricePaise`. */
function pricePaiseOf(item: Record<string, unknown>): Paise {
  return typeof item.pricePaise === 'number' ? paise(item.pricePaise) : legacyRupeesToPaise(item.price as number);
}

function toTestSeriesRecord(item: Record<string, unknown>): TestSeriesRecord {
  return {
    _id: item.id as string,
    title: item.title as string,
    description: item.description as string,
    pricePaise: pricePaiseOf(item),
    category: item.category as TestSeriesCategory,
    duration: item.duration as string,
    numberOfTests: item.numberOfTests as number,
    features: (item.features as string[] | undefined) ?? [],
    isActive: item.isActive as boolean,
    createdAt: item.createdAt as string,
    ...(item.titleGu ? { titleGu: item.titleGu as string } : {}),
    ...(item.descriptionGu ? { descriptionGu: item.descriptionGu as string } : {}),
    ...((item.featuresGu as string[] | undefined)?.length ? { featuresGu: item.featuresGu as string[] } : {}),
    ...plansOfItem(item),
  };
}

/** The API's shape: the spec's `price` in rupees, converted exactly. */
export function testSeriesForApi({ pricePaise, ...rest }: TestSeriesRecord): TestSeries {
  return { ...rest, price: paiseToRupees(pricePaise) };
}

function toTestSeries(item: Record<string, unknown>): TestSeries {
  return testSeriesForApi(toTestSeriesRecord(item));
}

/** What an input stores: every field as sent, the price as paise, the plans with their ids. */
function storedFields({ price, plans, ...rest }: TestSeriesInput) {
  const pricePaise = rupeesToPaise(price);
  return { ...rest, pricePaise, plans: storedPlans(plans, pricePaise) };
}

export async function createTestSeries(input: TestSeriesInput): Promise<TestSeries> {
  const id = ulid();
  const item = {
    ...testSeriesKeys.item(id),
    entity: 'TestSeries',
    id,
    ...storedFields(input),
    createdAt: new Date().toISOString(),
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return toTestSeries(item);
}

export async function listTestSeries(options: { activeOnly: boolean }): Promise<TestSeries[]> {
  const series = (await queryPrefix(testSeriesKeys.partition, testSeriesKeys.prefix)).map(toTestSeries);
  return options.activeOnly ? series.filter((item) => item.isActive) : series;
}

/** Also moves an item written before money was in paise: it stores `pricePaise` and drops the old `price`. */
export async function updateTestSeries(id: string, input: TestSeriesInput): Promise<TestSeries> {
  const all: Record<string, unknown> = storedFields(input);
  const fields = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== undefined));
  const names = Object.keys(fields);
  const cleared = (['titleGu', 'descriptionGu', 'plans'] as const).filter((name) => all[name] === undefined);
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: testSeriesKeys.item(id),
        UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}, updatedAt = :updatedAt REMOVE #legacyPrice${cleared.map((name) => `, #${name}`).join('')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: {
          ...Object.fromEntries([...names, ...cleared].map((name) => [`#${name}`, name])),
          '#legacyPrice': 'price',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
          ':updatedAt': new Date().toISOString(),
        },
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
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: testSeriesKeys.item(id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFound('test_series_not_found');
    throw error;
  }
}

/** One test series, active or not; 404 for a missing one. */
export async function getTestSeriesRecord(id: string): Promise<TestSeriesRecord> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: testSeriesKeys.item(id), ConsistentRead: true }),
  );
  if (!Item) throw new NotFound('test_series_not_found');
  return toTestSeriesRecord(Item);
}

/** Test series by id, in one BatchGet per 100 (those that do not exist are left out). */
export async function getTestSeriesMany(ids: readonly string[]): Promise<TestSeries[]> {
  if (ids.length === 0) return [];
  return (await batchGetAll(ids.map((id) => testSeriesKeys.item(id)))).map(toTestSeries);
}

/** One active test series, as the public sees it; 404 for a missing or inactive one. */
export async function getActiveTestSeries(id: string): Promise<TestSeries> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: testSeriesKeys.item(id), ConsistentRead: true }),
  );
  const series = Item ? toTestSeries(Item) : undefined;
  if (!series || !series.isActive) throw new NotFound('test_series_not_found');
  return series;
}
