import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import {
  MAX_QUESTIONS_PER_TEST,
  type AdminQuestion,
  type AnswerKeyRevision,
  type QuestionInput,
  type QUESTION_IMAGE_TYPES,
  type TestSection,
} from '../../../shared/mock-tests.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, tableName, transactWrite } from '../../lib/db.js';
import { Conflict, InvalidInput, NotFound, Unavailable } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { playbackUrl } from '../../lib/media-urls.js';
import { s3, videoBucket } from '../../lib/s3.js';
import { getTest, loadTestPartition, testKeys, versionedTestUpdate, type TestRecord } from './tests.js';

/** A question as stored (under its test); its section is where the test's layout lists it. */
export interface QuestionRecord {
  id: string;
  textEn?: string;
  textGu?: string;
  optionsEn: string[];
  optionsGu: string[];
  correctOption: number | null;
  explanationEn?: string;
  explanationGu?: string;
  topic?: string;
  imageKey?: string;
}

export function toQuestionRecord(item: Record<string, unknown>): QuestionRecord {
  const text = (name: string) => (typeof item[name] === 'string' && item[name] ? { [name]: item[name] as string } : {});
  return {
    id: item.id as string,
    ...text('textEn'),
    ...text('textGu'),
    optionsEn: (item.optionsEn as string[] | undefined) ?? [],
    optionsGu: (item.optionsGu as string[] | undefined) ?? [],
    correctOption: typeof item.correctOption === 'number' ? item.correctOption : null,
    ...text('explanationEn'),
    ...text('explanationGu'),
    ...text('topic'),
    ...text('imageKey'),
  };
}

/** The item of a question, for a Put. */
export function questionItem(testId: string, question: QuestionRecord): Record<string, unknown> {
  return { ...testKeys.question(testId, question.id), entity: 'Question', testId, ...question };
}

export function questionFromInput(id: string, input: QuestionInput): QuestionRecord {
  return {
    id,
    ...(input.textEn ? { textEn: input.textEn } : {}),
    ...(input.textGu ? { textGu: input.textGu } : {}),
    optionsEn: input.optionsEn,
    optionsGu: input.optionsGu,
    correctOption: input.correctOption ?? null,
    ...(input.explanationEn ? { explanationEn: input.explanationEn } : {}),
    ...(input.explanationGu ? { explanationGu: input.explanationGu } : {}),
    ...(input.topic ? { topic: input.topic } : {}),
    ...(input.imageKey ? { imageKey: input.imageKey } : {}),
  };
}

/** What keeps a question from being published, or undefined when it is ready. */
export function questionProblem(question: QuestionRecord): string | undefined {
  if (!question.textEn && !question.textGu) return 'The question has no text in English or Gujarati';
  if (question.textEn && question.optionsEn.length < 2) return 'The English question needs 2 to 5 options';
  if (question.textGu && question.optionsGu.length < 2) return 'The Gujarati question needs 2 to 5 options';
  const options = Math.max(question.optionsEn.length, question.optionsGu.length);
  if (question.correctOption === null || question.correctOption >= options) return 'The question has no correct option';
  return undefined;
}

export async function toAdminQuestion(question: QuestionRecord, sectionId: string): Promise<AdminQuestion> {
  const { id, ...rest } = question;
  return { ...rest, _id: id, sectionId, ...(question.imageKey ? { imageUrl: await playbackUrl(question.imageKey) } : {}) };
}

/** The test with its questions in order, as the editor shows them: one Query. */
export async function testForEditor(testId: string): Promise<{ test: TestRecord; questions: AdminQuestion[]; answerKeyRevisions: AnswerKeyRevision[] }> {
  const { test, questionItems, revisions } = await loadTestPartition(testId);
  const questions = await Promise.all(
    test.sections.flatMap((section) =>
      section.questionIds.flatMap((id) => {
        const item = questionItems.get(id);
        return item ? [toAdminQuestion(toQuestionRecord(item), section._id)] : [];
      }),
    ),
  );
  const answerKeyRevisions = revisions.map((item) => ({
    questionId: item.questionId as string,
    from: (item.from as number | null | undefined) ?? null,
    to: (item.to as number | null | undefined) ?? null,
    by: item.by as string,
    at: item.at as string,
  }));
  return { test, questions, answerKeyRevisions };
}

async function getQuestionItem(testId: string, questionId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: testKeys.question(testId, questionId), ConsistentRead: true }));
  return Item;
}

const sectionOfQuestion = (test: TestRecord, questionId: string) => test.sections.find((section) => section.questionIds.includes(questionId));

/** The layout with `questionId` out of every section and, when `into` is given, at the end of that one. */
function relayout(sections: readonly TestSection[], questionId: string, into?: string): TestSection[] {
  return sections.map((section) => {
    const kept = section.questionIds.filter((id) => id !== questionId);
    return { ...section, questionIds: section._id === into ? [...kept, questionId] : kept };
  });
}

/** Inside the transaction's deadline: a change to a test that someone else changed meanwhile is tried again on what is there now. */
async function withFreshTest<T>(testId: string, change: (test: TestRecord) => Promise<{ items: object[]; result: (test: TestRecord) => T }>): Promise<T> {
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
  if (!imageKey.startsWith(questionImagePrefix(testId)) || imageKey.includes('..')) throw new InvalidInput('validation.format', 'The image is not one uploaded for this test', { field: 'imageKey' });
  try {
    await s3().send(new HeadObjectCommand({ Bucket: videoBucket(), Key: imageKey }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403) throw new InvalidInput('question_image_not_uploaded', undefined, { field: 'imageKey' });
    throw error;
  }
}

export async function addQuestion(testId: string, input: QuestionInput): Promise<{ question: AdminQuestion; test: TestRecord }> {
  await checkImage(testId, input.imageKey ?? undefined);
  const question = questionFromInput(ulid(), input);
  const test = await withFreshTest(testId, async (test) => {
    if (!test.sections.some((section) => section._id === input.sectionId)) throw new NotFound('section_not_found', undefined, { field: 'sectionId' });
    if (test.sections.reduce((sum, section) => sum + section.questionIds.length, 0) >= MAX_QUESTIONS_PER_TEST) throw new Conflict('too_many_questions');
    const sections = relayout(test.sections, question.id, input.sectionId);
    return {
      items: [versionedTestUpdate(test, { sections }), { Put: { TableName: tableName(), Item: questionItem(testId, question), ConditionExpression: 'attribute_not_exists(pk)' } }],
      result: (read) => ({ ...read, sections, version: read.version + 1 }),
    };
  });
  return { question: await toAdminQuestion(question, input.sectionId), test };
}

/**
 * Saves a question. In a published test a change of its correct option is an answer-key revision,
 * written with who and when in the same transaction (attempts are scored again from it).
 */
export async function updateQuestion(testId: string, questionId: string, input: QuestionInput, adminId: string): Promise<{ question: AdminQuestion; test: TestRecord }> {
  await checkImage(testId, input.imageKey ?? undefined);
  const question = questionFromInput(questionId, input);
  let replacedImage: string | undefined;
  const test = await withFreshTest(testId, async (test) => {
    const from = sectionOfQuestion(test, questionId);
    if (!from) throw new NotFound('question_not_found');
    if (!test.sections.some((section) => section._id === input.sectionId)) throw new NotFound('section_not_found', undefined, { field: 'sectionId' });
    const before = await getQuestionItem(testId, questionId);
    if (!before) throw new NotFound('question_not_found');
    const previous = toQuestionRecord(before);
    replacedImage = previous.imageKey && previous.imageKey !== question.imageKey ? previous.imageKey : undefined;
    const sections = from._id === input.sectionId ? test.sections : relayout(test.sections, questionId, input.sectionId);
    const now = new Date().toISOString();
    const revision =
      test.published && previous.correctOption !== question.correctOption
        ? [{ Put: { TableName: tableName(), Item: { ...testKeys.revision(testId, now), entity: 'AnswerKeyRevision', questionId, from: previous.correctOption, to: question.correctOption, by: adminId, at: now } } }]
        : [];
    return {
      items: [
        versionedTestUpdate(test, { sections }),
        { Put: { TableName: tableName(), Item: questionItem(testId, question), ConditionExpression: 'attribute_exists(pk)' } },
        ...revision,
      ],
      result: (read) => ({ ...read, sections, version: read.version + 1 }),
    };
  });
  if (replacedImage) await deleteImage(replacedImage);
  return { question: await toAdminQuestion(question, input.sectionId), test };
}

export async function deleteQuestion(testId: string, questionId: string): Promise<TestRecord> {
  let imageKey: string | undefined;
  const test = await withFreshTest(testId, async (test) => {
    if (!sectionOfQuestion(test, questionId)) throw new NotFound('question_not_found');
    imageKey = (await getQuestionItem(testId, questionId))?.imageKey as string | undefined;
    const sections = relayout(test.sections, questionId);
    return {
      items: [versionedTestUpdate(test, { sections }), { Delete: { TableName: tableName(), Key: testKeys.question(testId, questionId), ConditionExpression: 'attribute_exists(pk)' } }],
      result: (read) => ({ ...read, sections, version: read.version + 1 }),
    };
  });
  if (imageKey) await deleteImage(imageKey);
  return test;
}

/** A new order: the same sections and the same questions, each exactly once. */
export async function reorderQuestions(testId: string, order: { sectionId: string; questionIds: string[] }[]): Promise<TestRecord> {
  return withFreshTest(testId, async (test) => {
    const sectionIds = new Set(test.sections.map((section) => section._id));
    const before = test.sections.flatMap((section) => section.questionIds).sort();
    const after = order.flatMap((section) => section.questionIds);
    const sameSections = order.length === sectionIds.size && order.every((section) => sectionIds.has(section.sectionId)) && new Set(order.map((section) => section.sectionId)).size === order.length;
    const sameQuestions = after.length === before.length && [...after].sort().every((id, i) => id === before[i]);
    if (!sameSections || !sameQuestions) throw new InvalidInput('validation.invalid', 'The order must list every section and every question of the test exactly once', { field: 'sections' });
    const byId = new Map(order.map((section) => [section.sectionId, section.questionIds]));
    const sections = test.sections.map((section) => ({ ...section, questionIds: byId.get(section._id)! }));
    return { items: [versionedTestUpdate(test, { sections })], result: (read) => ({ ...read, sections, version: read.version + 1 }) };
  });
}

/** Problems that keep a test from being published, each naming its question. */
export async function publishProblems(testId: string): Promise<{ test: TestRecord; problems: { questionId: string; message: string }[] }> {
  const { test, questionItems } = await loadTestPartition(testId);
  const problems = test.sections.flatMap((section) =>
    section.questionIds.flatMap((id) => {
      const item = questionItems.get(id);
      const message = item ? questionProblem(toQuestionRecord(item)) : 'The question is missing';
      return message ? [{ questionId: id, message }] : [];
    }),
  );
  return { test, problems };
}

const IMAGE_UPLOAD_SECONDS = 10 * 60;
const EXTENSIONS: Record<(typeof QUESTION_IMAGE_TYPES)[number], string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
export const questionImagePrefix = (testId: string) => `media/tests/${testId}/`;

/** A presigned PUT for one question image, under the test's prefix (private: served signed). */
export async function questionImageUploadUrl(testId: string, input: { contentType: (typeof QUESTION_IMAGE_TYPES)[number]; size: number }) {
  await getTest(testId);
  const imageKey = `${questionImagePrefix(testId)}${ulid()}.${EXTENSIONS[input.contentType]}`;
  const uploadUrl = await getSignedUrl(s3(), new PutObjectCommand({ Bucket: videoBucket(), Key: imageKey, ContentType: input.contentType, ContentLength: input.size }), {
    expiresIn: IMAGE_UPLOAD_SECONDS,
  });
  return { uploadUrl, imageKey };
}

export async function deleteImage(key: string): Promise<void> {
  await s3()
    .send(new DeleteObjectCommand({ Bucket: videoBucket(), Key: key }))
    .catch((error: unknown) => logger.warn('Could not delete a question image', { key, error: String(error) }));
}
