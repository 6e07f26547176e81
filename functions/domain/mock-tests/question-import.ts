import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import {
  IMPORT_MAX_BYTES,
  MAX_QUESTIONS_PER_TEST,
  XLSX_CONTENT_TYPE,
  type ImportIssue,
  type TestSection,
} from '#shared/mock-tests.js';
import { batchWriteAll, db, isConditionFailure } from '#lib/db.js';
import { Conflict, InvalidInput, TooLarge } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { s3, videoBucket } from '#lib/s3.js';
import { questionItem, type QuestionRecord } from './question-records.js';
import { readQuestionSheet, type SheetQuestion } from './question-sheet.js';
import { repeatsIn } from './question-repeats.js';
import { getTest, loadTestPartition, testKeys, toTestRecord, versionedTestUpdate, type TestRecord } from './tests.js';

const UPLOAD_SECONDS = 10 * 60;
const importPrefix = (testId: string) => `imports/${testId}/`;

/** A presigned PUT for the spreadsheet, under the test's import prefix (a lifecycle rule clears it after a day). */
export async function importUploadUrl(testId: string, size: number): Promise<{ uploadUrl: string; importKey: string }> {
  await getTest(testId);
  const importKey = `${importPrefix(testId)}${ulid()}.xlsx`;
  const uploadUrl = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: videoBucket(),
      Key: importKey,
      ContentType: XLSX_CONTENT_TYPE,
      ContentLength: size,
    }),
    {
      expiresIn: UPLOAD_SECONDS,
    },
  );
  return { uploadUrl, importKey };
}

async function readUpload(importKey: string): Promise<Uint8Array> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: videoBucket(), Key: importKey }));
    if ((object.ContentLength ?? 0) > IMPORT_MAX_BYTES)
      throw new TooLarge('body_too_large', 'The file must be at most 5 MB');
    return await object.Body!.transformToByteArray();
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403)
      throw new InvalidInput('import_not_uploaded', undefined, { field: 'importKey' });
    throw error;
  }
}

/** The import's questions placed in the test's sections (a new section name adds a section). */
function placeQuestions(test: TestRecord, questions: readonly SheetQuestion[], mode: 'append' | 'replace') {
  const sections: TestSection[] = test.sections.map((section) => ({
    ...section,
    questionIds: mode === 'replace' ? [] : [...section.questionIds],
  }));
  const byTitle = new Map(sections.map((section) => [section.title.trim().toLowerCase(), section]));
  const records: QuestionRecord[] = [];
  for (const question of questions) {
    const title = question.section.trim();
    let section = title ? byTitle.get(title.toLowerCase()) : sections[0];
    if (!section) {
      section = { _id: ulid(), title, ...(question.sectionGu ? { titleGu: question.sectionGu } : {}), questionIds: [] };
      sections.push(section);
      byTitle.set(title.toLowerCase(), section);
    }
    const { row: _row, section: _section, sectionGu: _sectionGu, ...fields } = question;
    const record: QuestionRecord = { id: ulid(), ...fields };
    section.questionIds.push(record.id);
    records.push(record);
  }
  return { sections, records };
}

/** How many questions went into each section, in the test's order (sections the import did not touch left out). */
export interface SectionCount {
  sectionId: string;
  title: string;
  count: number;
}

export type ImportOutcome =
  | { imported: number; bySection: SectionCount[]; test: TestRecord }
  | { issues: ImportIssue[] }
  | { repeats: number; questions: number };

function countsBySection(sections: readonly TestSection[], records: readonly QuestionRecord[]): SectionCount[] {
  const imported = new Set(records.map((record) => record.id));
  return sections.flatMap((section) => {
    const count = section.questionIds.filter((id) => imported.has(id)).length;
    return count ? [{ sectionId: section._id, title: section.title, count }] : [];
  });
}

/** The test as it is now, and (when adding to it) its questions, to see which incoming ones it already has. */
async function currentTest(testId: string, mode: 'append' | 'replace') {
  if (mode === 'replace') return { test: await getTest(testId), questionItems: undefined };
  return loadTestPartition(testId);
}

/**
 * Reads the uploaded sheet, checks every row, and only when all are right writes them: the question
 * items first (no test lists them yet, so no one sees them), then the test's layout in one
 * conditional write that makes them its questions at once. If that write loses to another change the
 * new items are removed and nothing changed. In replace mode the old questions go afterwards.
 *
 * Added to a test that already has some of the sheet's questions (the same sheet sent twice), the
 * import writes nothing and answers how many it repeats, unless `importRepeats` says to add them
 * anyway. The count and the write are of the same version of the test, so of two imports of one
 * sheet at once the second loses with test_changed and, sent again, is told of the repeats.
 */
export async function importQuestions(
  testId: string,
  importKey: string,
  mode: 'append' | 'replace',
  importRepeats = false,
): Promise<ImportOutcome> {
  if (!importKey.startsWith(importPrefix(testId)) || importKey.includes('..'))
    throw new InvalidInput('import_not_uploaded', undefined, { field: 'importKey' });
  const { test, questionItems } = await currentTest(testId, mode);
  const { questions, issues } = await readQuestionSheet(await readUpload(importKey));
  if (issues.length) return { issues };
  if (questionItems && !importRepeats) {
    const repeats = repeatsIn(test, questionItems, questions);
    if (repeats > 0) return { repeats, questions: questions.length };
  }
  const { sections, records } = placeQuestions(test, questions, mode);
  const total = sections.reduce((sum, section) => sum + section.questionIds.length, 0);
  if (total > MAX_QUESTIONS_PER_TEST)
    return {
      issues: [
        {
          row: 0,
          column: '',
          message: `The test would have ${total} questions; a test can have at most ${MAX_QUESTIONS_PER_TEST}`,
        },
      ],
    };
  if (sections.length > 20)
    return { issues: [{ row: 0, column: 'Section', message: 'The test would have more than 20 sections' }] };

  await batchWriteAll(records.map((record) => ({ PutRequest: { Item: questionItem(testId, record) } })));
  let updated: TestRecord;
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({ ...versionedTestUpdate(test, { sections }).Update, ReturnValues: 'ALL_NEW' }),
    );
    updated = toTestRecord(Attributes!);
  } catch (error) {
    await batchWriteAll(records.map((record) => ({ DeleteRequest: { Key: testKeys.question(testId, record.id) } })));
    if (isConditionFailure(error)) throw new Conflict('test_changed');
    throw error;
  }
  if (mode === 'replace') {
    const old = test.sections.flatMap((section) => section.questionIds);
    await batchWriteAll(old.map((id) => ({ DeleteRequest: { Key: testKeys.question(testId, id) } })));
  }
  await s3()
    .send(new DeleteObjectCommand({ Bucket: videoBucket(), Key: importKey }))
    .catch((error: unknown) =>
      logger.warn('Could not delete an imported spreadsheet', { importKey, error: String(error) }),
    );
  return { imported: records.length, bySection: countsBySection(updated.sections, records), test: updated };
}
