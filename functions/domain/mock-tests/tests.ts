import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  fromHundredths,
  toHundredths,
  type AdminTest,
  type SolutionsAfter,
  type TestInput,
  type TestSection,
} from '#shared/mock-tests.js';
import { batchWriteAll, db, isConditionFailure, queryAll, tableName } from '#lib/db.js';
import { Conflict, NotFound } from '#lib/errors.js';

/**
 * A test of a test series and its questions, in one partition so a whole test (200 questions and
 * more) loads with one Query:
 *   TEST#<testId> / TEST                 the test: settings, marks in hundredths, its sections with their
 *                                        questions' ids in order, `version` (each change of the layout
 *                                        is conditional on it); gsi1 SERIESTESTS#<seriesId> / <createdAt>#<testId>
 *   TEST#<testId> / Q#<questionId>       a question (answer key and explanations included: admins only)
 *   TEST#<testId> / KEYREV#<at>#<id>     a change of a published test's answer key: who, when, from, to
 * A question item the test's sections do not list is not part of the test (an import that failed
 * half-way leaves such items, and they are never read as questions).
 */
export const testKeys = {
  partition: (testId: string) => `TEST#${testId}`,
  test: (testId: string) => ({ pk: `TEST#${testId}`, sk: 'TEST' }),
  question: (testId: string, questionId: string) => ({ pk: `TEST#${testId}`, sk: `Q#${questionId}` }),
  questionPrefix: 'Q#',
  revision: (testId: string, at: string) => ({ pk: `TEST#${testId}`, sk: `KEYREV#${at}#${ulid()}` }),
  revisionPrefix: 'KEYREV#',
  seriesIndex: (seriesId: string, createdAt: string, testId: string) => ({
    gsi1pk: `SERIESTESTS#${seriesId}`,
    gsi1sk: `${createdAt}#${testId}`,
  }),
  seriesPartition: (seriesId: string) => `SERIESTESTS#${seriesId}`,
};

/** A test as stored and computed with: marks in hundredths of a mark. */
export interface TestRecord {
  id: string;
  seriesId: string;
  title: string;
  titleGu?: string;
  instructions?: string;
  instructionsGu?: string;
  durationMinutes: number;
  marksCorrectHundredths: number;
  marksWrongHundredths: number;
  marksBlankHundredths: number;
  opensAt?: string;
  closesAt?: string;
  solutionsAfter: SolutionsAfter;
  allowReattempts: boolean;
  published: boolean;
  sections: TestSection[];
  version: number;
  createdAt: string;
  updatedAt: string;
}

export function toTestRecord(item: Record<string, unknown>): TestRecord {
  return {
    id: item.id as string,
    seriesId: item.seriesId as string,
    title: item.title as string,
    ...(item.titleGu ? { titleGu: item.titleGu as string } : {}),
    ...(item.instructions ? { instructions: item.instructions as string } : {}),
    ...(item.instructionsGu ? { instructionsGu: item.instructionsGu as string } : {}),
    durationMinutes: item.durationMinutes as number,
    marksCorrectHundredths: item.marksCorrectHundredths as number,
    marksWrongHundredths: item.marksWrongHundredths as number,
    marksBlankHundredths: (item.marksBlankHundredths as number | undefined) ?? 0,
    ...(item.opensAt ? { opensAt: item.opensAt as string } : {}),
    ...(item.closesAt ? { closesAt: item.closesAt as string } : {}),
    solutionsAfter: (item.solutionsAfter as SolutionsAfter | undefined) ?? 'submit',
    allowReattempts: Boolean(item.allowReattempts),
    published: Boolean(item.published),
    sections: ((item.sections as TestSection[] | undefined) ?? []).map((section) => ({
      ...section,
      questionIds: section.questionIds ?? [],
    })),
    version: (item.version as number | undefined) ?? 0,
    createdAt: item.createdAt as string,
    updatedAt: (item.updatedAt as string | undefined) ?? (item.createdAt as string),
  };
}

export const questionCountOf = (test: Pick<TestRecord, 'sections'>) =>
  test.sections.reduce((sum, section) => sum + section.questionIds.length, 0);

export function toAdminTest(test: TestRecord): AdminTest {
  const { id, marksCorrectHundredths, marksWrongHundredths, marksBlankHundredths, version: _version, ...rest } = test;
  return {
    ...rest,
    _id: id,
    marksCorrect: fromHundredths(marksCorrectHundredths),
    marksWrong: fromHundredths(marksWrongHundredths),
    marksBlank: fromHundredths(marksBlankHundredths),
    questionCount: questionCountOf(test),
  };
}

/** ISO text of a datetime the form sent ('' and null are none). */
const timeOrNone = (value: string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** The settings of an input, as stored. Sections keep their questions; a new one gets an id. */
function settingsOf(input: TestInput) {
  return {
    title: input.title,
    titleGu: input.titleGu || undefined,
    instructions: input.instructions || undefined,
    instructionsGu: input.instructionsGu || undefined,
    durationMinutes: input.durationMinutes,
    marksCorrectHundredths: toHundredths(input.marksCorrect),
    marksWrongHundredths: toHundredths(input.marksWrong),
    marksBlankHundredths: toHundredths(input.marksBlank),
    opensAt: timeOrNone(input.opensAt),
    closesAt: timeOrNone(input.closesAt),
    solutionsAfter: input.solutionsAfter,
    allowReattempts: input.allowReattempts,
  };
}

/** The input's sections, each keeping the questions it had; a section left out must have none. */
function sectionsOf(input: TestInput, current: readonly TestSection[]): TestSection[] {
  const byId = new Map(current.map((section) => [section._id, section]));
  const sections = input.sections.map((section) => {
    const existing = section._id ? byId.get(section._id) : undefined;
    if (section._id && !existing) throw new NotFound('section_not_found', undefined, { field: 'sections' });
    return {
      _id: existing?._id ?? ulid(),
      title: section.title,
      ...(section.titleGu ? { titleGu: section.titleGu } : {}),
      questionIds: existing?.questionIds ?? [],
    };
  });
  const kept = new Set(sections.map((section) => section._id));
  if (current.some((section) => !kept.has(section._id) && section.questionIds.length > 0))
    throw new Conflict('section_not_empty', undefined, { field: 'sections' });
  return sections;
}

export async function createTest(seriesId: string, input: TestInput): Promise<TestRecord> {
  const id = ulid();
  const now = new Date().toISOString();
  const item = {
    ...testKeys.test(id),
    ...testKeys.seriesIndex(seriesId, now, id),
    entity: 'Test',
    id,
    seriesId,
    ...settingsOf(input),
    published: false,
    sections: sectionsOf(input, []),
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await db().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }),
  );
  return toTestRecord(item);
}

export async function getTest(testId: string): Promise<TestRecord> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: testKeys.test(testId), ConsistentRead: true }),
  );
  if (!Item) throw new NotFound('test_not_found');
  return toTestRecord(Item);
}

/** The test, its question items and its answer-key revisions: one Query of its partition. */
export async function loadTestPartition(testId: string): Promise<{
  test: TestRecord;
  questionItems: Map<string, Record<string, unknown>>;
  revisions: Record<string, unknown>[];
}> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': testKeys.partition(testId) },
    ConsistentRead: true,
  });
  const meta = items.find((item) => item.sk === 'TEST');
  if (!meta) throw new NotFound('test_not_found');
  const questionItems = new Map<string, Record<string, unknown>>();
  const revisions: Record<string, unknown>[] = [];
  for (const item of items) {
    const sk = String(item.sk);
    if (sk.startsWith(testKeys.questionPrefix)) questionItems.set(sk.slice(testKeys.questionPrefix.length), item);
    else if (sk.startsWith(testKeys.revisionPrefix)) revisions.push(item);
  }
  return { test: toTestRecord(meta), questionItems, revisions };
}

/** The tests of a series, oldest first: one Query of the index. */
export async function testsOfSeries(seriesId: string): Promise<TestRecord[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': testKeys.seriesPartition(seriesId) },
  });
  return items.map(toTestRecord);
}

/** How many tests a series really has, and how many of them students can see. */
export interface SeriesTestCount {
  published: number;
  total: number;
}

/** The real test counts of each series (one small Query of the index each, only `published` read). */
export async function seriesTestCounts(seriesIds: readonly string[]): Promise<Record<string, SeriesTestCount>> {
  const counts = await Promise.all(
    seriesIds.map(async (seriesId) => {
      const items = await queryAll({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': testKeys.seriesPartition(seriesId) },
        ProjectionExpression: 'published',
      });
      return [seriesId, { published: items.filter((item) => item.published).length, total: items.length }] as const;
    }),
  );
  return Object.fromEntries(counts);
}

/**
 * Writes the test item back with `changes`, on condition that no one changed its layout since it was
 * read (version): the loser of two edits at once gets 409 test_changed and reloads.
 */
export function versionedTestUpdate(
  test: TestRecord,
  changes: Record<string, unknown>,
  remove: readonly string[] = [],
) {
  const entries = Object.entries({ ...changes, updatedAt: new Date().toISOString() }).filter(
    ([, value]) => value !== undefined,
  );
  const removed = [
    ...remove,
    ...Object.entries(changes)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name),
  ];
  return {
    Update: {
      TableName: tableName(),
      Key: testKeys.test(test.id),
      UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}, #version = :next${removed.length ? ` REMOVE ${removed.map((name) => `#${name}`).join(', ')}` : ''}`,
      ConditionExpression: '#version = :version',
      ExpressionAttributeNames: {
        ...Object.fromEntries([...entries.map(([name]) => name), ...removed].map((name) => [`#${name}`, name])),
        '#version': 'version',
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
        ':version': test.version,
        ':next': test.version + 1,
      },
    },
  };
}

export async function updateTestSettings(testId: string, input: TestInput): Promise<TestRecord> {
  const test = await getTest(testId);
  const update = versionedTestUpdate(test, { ...settingsOf(input), sections: sectionsOf(input, test.sections) }).Update;
  try {
    const { Attributes } = await db().send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }));
    return toTestRecord(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict('test_changed');
    throw error;
  }
}

export async function setTestPublished(test: TestRecord, published: boolean): Promise<TestRecord> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({ ...versionedTestUpdate(test, { published }).Update, ReturnValues: 'ALL_NEW' }),
    );
    return toTestRecord(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict('test_changed');
    throw error;
  }
}

/** The test item first (so it stops being listed at once), then its questions and revisions. */
export async function deleteTest(testId: string): Promise<{ imageKeys: string[] }> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': testKeys.partition(testId) },
    ProjectionExpression: 'pk, sk, imageKey',
    ConsistentRead: true,
  });
  if (!items.some((item) => item.sk === 'TEST')) throw new NotFound('test_not_found');
  await db().send(new DeleteCommand({ TableName: tableName(), Key: testKeys.test(testId) }));
  await batchWriteAll(
    items
      .filter((item) => item.sk !== 'TEST')
      .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })),
  );
  return { imageKeys: items.map((item) => item.imageKey).filter((key): key is string => typeof key === 'string') };
}
