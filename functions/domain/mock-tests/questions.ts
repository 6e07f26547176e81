import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import {
  MAX_QUESTIONS_PER_TEST,
  type AdminQuestion,
  type QuestionInput,
  type TestSection,
} from '#shared/mock-tests.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, tableName, transactWrite } from '#lib/db.js';
import { Conflict, InvalidInput, NotFound, Unavailable } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { s3, videoBucket } from '#lib/s3.js';
import { getTest, testKeys, versionedTestUpdate, type TestRecord } from './tests.js';
import { rescoreTest } from './attempt-rescore.js';
import {
  questionFromInput,
  questionImagePrefix,
  questionItem,
  toAdminQuestion,
  toQuestionRecord,
} from './question-records.js';

async function getQuestionItem(testId: string, questionId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: testKeys.question(testId, questionId), ConsistentRead: true }),
  );
  return Item;
}

const sectionOfQuestion = (test: TestRecord, questionId: string) =>
  test.sections.find((section) => section.questionIds.includes(questionId));

/** The layout with `questionId` out of every section and, when `into` is given, at the end of that one. */
function relayout(sections: readonly TestSection[], questionId: string, into?: string): TestSection[] {
  return sections.map((section) => {
    const kept = section.questionIds.filter((id) => id !== questionId);
    return { ...section, questionIds: section._id === into ? [...kept, questionId] : kept };
  });
}

/** Inside the transaction's deadline: a change to a test that someone else changed meanwhile is tried again on what is there now. */
async function withFreshTest<T>(
  testId: string,
  change: (test: TestRecord) => Promise<{ items: object[]; result: (test: TestRecord) => T }>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const test = await getTest(testId);
    const { items, result } = await change(test);
    try {
      await transactWrite(items as never);
      return result(test);
    } catch (error) {
      const codes = cancellationCodes(error);
      if (codes.length === 0) throw error;
      // Position 0 is always the test's versioned update: someone else changed the layout.
      if (codes[0] === 'ConditionalCheckFailed' && attempt < 3) continue;
      if (codes[0] === 'ConditionalCheckFailed') throw new Conflict('test_changed');
      if (codes[1] === 'ConditionalCheckFailed') throw new NotFound('question_not_found');
      throw new Unavailable('busy_try_again', undefined, { cause: error });
    }
  }
}

/** An image key is the server's own, under this test's prefix, and uploaded. */
async function checkImage(testId: string, imageKey: string | undefined): Promise<void> {
  if (!imageKey) return;
  if (!imageKey.startsWith(questionImagePrefix(testId)) || imageKey.includes('..'))
    throw new InvalidInput('validation.format', 'The image is not one uploaded for this test', { field: 'imageKey' });
  try {
    await s3().send(new HeadObjectCommand({ Bucket: videoBucket(), Key: imageKey }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403)
      throw new InvalidInput('question_image_not_uploaded', undefined, { field: 'imageKey' });
    throw error;
  }
}

export async function addQuestion(
  testId: string,
  input: QuestionInput,
): Promise<{ question: AdminQuestion; test: TestRecord }> {
  await checkImage(testId, input.imageKey ?? undefined);
  const question = questionFromInput(ulid(), input);
  const test = await withFreshTest(testId, async (test) => {
    if (!test.sections.some((section) => section._id === input.sectionId))
      throw new NotFound('section_not_found', undefined, { field: 'sectionId' });
    if (test.sections.reduce((sum, section) => sum + section.questionIds.length, 0) >= MAX_QUESTIONS_PER_TEST)
      throw new Conflict('too_many_questions');
    const sections = relayout(test.sections, question.id, input.sectionId);
    return {
      items: [
        versionedTestUpdate(test, { sections }),
        {
          Put: {
            TableName: tableName(),
            Item: questionItem(testId, question),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ],
      result: (read) => ({ ...read, sections, version: read.version + 1 }),
    };
  });
  return { question: await toAdminQuestion(question, input.sectionId), test };
}

/**
 * Saves a question. In a published test a change of its correct option is an answer-key revision,
 * written with who and when in the same transaction (attempts are scored again from it).
 */
export async function updateQuestion(
  testId: string,
  questionId: string,
  input: QuestionInput,
  adminId: string,
): Promise<{ question: AdminQuestion; test: TestRecord; rescored?: { attempts: number; changed: number } }> {
  await checkImage(testId, input.imageKey ?? undefined);
  const question = questionFromInput(questionId, input);
  let replacedImage: string | undefined;
  let keyRevised = false;
  const test = await withFreshTest(testId, async (test) => {
    const from = sectionOfQuestion(test, questionId);
    if (!from) throw new NotFound('question_not_found');
    if (!test.sections.some((section) => section._id === input.sectionId))
      throw new NotFound('section_not_found', undefined, { field: 'sectionId' });
    const before = await getQuestionItem(testId, questionId);
    if (!before) throw new NotFound('question_not_found');
    const previous = toQuestionRecord(before);
    replacedImage = previous.imageKey && previous.imageKey !== question.imageKey ? previous.imageKey : undefined;
    const sections =
      from._id === input.sectionId ? test.sections : relayout(test.sections, questionId, input.sectionId);
    const now = new Date().toISOString();
    const revision =
      test.published && previous.correctOption !== question.correctOption
        ? [
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...testKeys.revision(testId, now),
                  entity: 'AnswerKeyRevision',
                  questionId,
                  from: previous.correctOption,
                  to: question.correctOption,
                  by: adminId,
                  at: now,
                },
              },
            },
          ]
        : [];
    keyRevised = revision.length > 0;
    return {
      items: [
        versionedTestUpdate(test, { sections }),
        {
          Put: {
            TableName: tableName(),
            Item: questionItem(testId, question),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        ...revision,
      ],
      result: (read) => ({ ...read, sections, version: read.version + 1 }),
    };
  });
  if (replacedImage) await deleteImage(replacedImage);
  // A revised key re-scores every finished attempt, so results and rankings follow it.
  const rescored = keyRevised ? await rescoreTest(testId) : undefined;
  return { question: await toAdminQuestion(question, input.sectionId), test, ...(rescored ? { rescored } : {}) };
}

export async function deleteQuestion(testId: string, questionId: string): Promise<TestRecord> {
  let imageKey: string | undefined;
  const test = await withFreshTest(testId, async (test) => {
    if (!sectionOfQuestion(test, questionId)) throw new NotFound('question_not_found');
    imageKey = (await getQuestionItem(testId, questionId))?.imageKey as string | undefined;
    const sections = relayout(test.sections, questionId);
    return {
      items: [
        versionedTestUpdate(test, { sections }),
        {
          Delete: {
            TableName: tableName(),
            Key: testKeys.question(testId, questionId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
      result: (read) => ({ ...read, sections, version: read.version + 1 }),
    };
  });
  if (imageKey) await deleteImage(imageKey);
  return test;
}

/** A new order: the same sections and the same questions, each exactly once. */
export async function reorderQuestions(
  testId: string,
  order: { sectionId: string; questionIds: string[] }[],
): Promise<TestRecord> {
  return withFreshTest(testId, async (test) => {
    const sectionIds = new Set(test.sections.map((section) => section._id));
    const before = test.sections.flatMap((section) => section.questionIds).sort();
    const after = order.flatMap((section) => section.questionIds);
    const sameSections =
      order.length === sectionIds.size &&
      order.every((section) => sectionIds.has(section.sectionId)) &&
      new Set(order.map((section) => section.sectionId)).size === order.length;
    const sameQuestions = after.length === before.length && [...after].sort().every((id, i) => id === before[i]);
    if (!sameSections || !sameQuestions)
      throw new InvalidInput(
        'validation.invalid',
        'The order must list every section and every question of the test exactly once',
        { field: 'sections' },
      );
    const byId = new Map(order.map((section) => [section.sectionId, section.questionIds]));
    const sections = test.sections.map((section) => ({ ...section, questionIds: byId.get(section._id)! }));
    return {
      items: [versionedTestUpdate(test, { sections })],
      result: (read) => ({ ...read, sections, version: read.version + 1 }),
    };
  });
}

export async function deleteImage(key: string): Promise<void> {
  await s3()
    .send(new DeleteObjectCommand({ Bucket: videoBucket(), Key: key }))
    .catch((error: unknown) => logger.warn('Could not delete a question image', { key, error: String(error) }));
}
