import type { ImportInvalidBody, ImportRepeatsBody } from '../../../../shared/api-contract';
import {
  XLSX_CONTENT_TYPE,
  type AdminQuestion,
  type AdminTest,
  type AnswerKeyRevision,
  type ImportedSection,
  type ImportIssue,
  type QuestionInput,
  type TestInput,
} from '../../../../shared/mock-tests';
import type { TestSeries } from '../../../../shared/types';
import { api, apiUrl, ApiError } from '../../lib/api';
import { readToken } from '../../lib/token';

export type { AdminQuestion, AdminTest, AnswerKeyRevision, ImportIssue, TestSeries };

export interface SeriesTests {
  testSeries: TestSeries;
  tests: AdminTest[];
}

export async function fetchSeriesTests(seriesId: string, signal: AbortSignal): Promise<SeriesTests> {
  const { testSeries, tests } = await api('GET /api/admin/test-series/{id}/tests', { id: seriesId }, { signal });
  if (!Array.isArray(tests)) throw new Error('The tests response has no tests list');
  return { testSeries, tests };
}

export async function createTest(seriesId: string, input: TestInput): Promise<AdminTest> {
  const { test } = await api('POST /api/admin/test-series/{id}/tests', { id: seriesId }, { body: input });
  return test;
}

export async function deleteTest(testId: string): Promise<void> {
  await api('DELETE /api/admin/tests/{testId}', { testId });
}

/** Everything the editor shows: the test, its questions in order, and its answer key's changes. */
export interface TestEditorData {
  test: AdminTest;
  questions: AdminQuestion[];
  answerKeyRevisions: AnswerKeyRevision[];
}

export async function fetchTestEditor(testId: string, signal: AbortSignal): Promise<TestEditorData> {
  const { test, questions, answerKeyRevisions } = await api('GET /api/admin/tests/{testId}', { testId }, { signal });
  if (!Array.isArray(questions)) throw new Error('The test response has no questions list');
  return { test, questions, answerKeyRevisions: Array.isArray(answerKeyRevisions) ? answerKeyRevisions : [] };
}

export async function updateTest(testId: string, input: TestInput): Promise<AdminTest> {
  const { test } = await api('PUT /api/admin/tests/{testId}', { testId }, { body: input });
  return test;
}

/** A question that keeps the test from being published, and why. */
export interface PublishProblem {
  questionId: string;
  message: string;
}

/** The server refused to publish: `problems` names each question that is not ready (empty when the test has none). */
export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly problems: PublishProblem[],
  ) {
    super(message);
    this.name = 'PublishRefused';
  }
}

export async function setTestPublished(testId: string, published: boolean): Promise<AdminTest> {
  try {
    const { test } = await api('PUT /api/admin/tests/{testId}/published', { testId }, { body: { published } });
    return test;
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 409 &&
      (error.code === 'test_not_ready' || error.code === 'test_has_no_questions')
    ) {
      const problems = Array.isArray(error.reply.problems) ? (error.reply.problems as PublishProblem[]) : [];
      throw new PublishRefused(error.serverText ?? error.message, problems);
    }
    throw error;
  }
}

/** A saved question and the test as it is now (its sections list the question). */
export interface SavedQuestion {
  question: AdminQuestion;
  test: AdminTest;
}

export async function createQuestion(testId: string, input: QuestionInput): Promise<SavedQuestion> {
  const { question, test } = await api('POST /api/admin/tests/{testId}/questions', { testId }, { body: input });
  return { question, test };
}

export async function updateQuestion(testId: string, questionId: string, input: QuestionInput): Promise<SavedQuestion> {
  const { question, test } = await api(
    'PUT /api/admin/tests/{testId}/questions/{questionId}',
    { testId, questionId },
    { body: input },
  );
  return { question, test };
}

export async function deleteQuestion(testId: string, questionId: string): Promise<AdminTest> {
  const { test } = await api('DELETE /api/admin/tests/{testId}/questions/{questionId}', { testId, questionId });
  return test;
}

export async function saveQuestionOrder(
  testId: string,
  sections: { sectionId: string; questionIds: string[] }[],
): Promise<AdminTest> {
  const { test } = await api('PUT /api/admin/tests/{testId}/question-order', { testId }, { body: { sections } });
  return test;
}

/**
 * Puts a question's image in storage and returns the key the question refers to. The bytes go
 * straight to the presigned URL on the storage origin, never through the API and without the token.
 */
export async function uploadQuestionImage(testId: string, image: File): Promise<string> {
  const { uploadUrl, imageKey } = await api(
    'POST /api/admin/tests/{testId}/question-images',
    { testId },
    {
      body: { contentType: image.type, size: image.size },
    },
  );
  await putFile(uploadUrl, image, image.type);
  return imageKey;
}

/** The question bank template (.xlsx), fetched with the admin's session. */
export async function fetchQuestionTemplate(): Promise<Blob> {
  const token = readToken();
  const response = await fetch(apiUrl('GET /api/admin/question-template', {}), {
    headers: { Accept: XLSX_CONTENT_TYPE, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`The template download failed with status ${response.status}`);
  return response.blob();
}

export type ImportMode = 'append' | 'replace';
export type { ImportedSection };

/** What an import did: how many questions went into which section, or why nothing was written. */
export type ImportOutcome =
  | { imported: number; bySection: ImportedSection[]; test: AdminTest }
  | { issues: ImportIssue[] }
  | { repeats: number; questions: number };

/** Puts the spreadsheet at its presigned URL and answers the key the import reads it by. */
export async function uploadQuestionSheet(testId: string, file: File): Promise<string> {
  const { uploadUrl, importKey } = await api(
    'POST /api/admin/tests/{testId}/import-uploads',
    { testId },
    { body: { size: file.size } },
  );
  await putFile(uploadUrl, file, XLSX_CONTENT_TYPE);
  return importKey;
}

/**
 * Asks the server to import an uploaded sheet. A sheet with any wrong row comes back as its issues
 * (row, column, message); one whose questions the test already has, as how many (unless
 * `importRepeats`); either way nothing was written, and the same upload can be sent again.
 */
export async function importUploadedSheet(
  testId: string,
  importKey: string,
  mode: ImportMode,
  importRepeats = false,
): Promise<ImportOutcome> {
  try {
    const { imported, bySection, test } = await api(
      'POST /api/admin/tests/{testId}/import',
      { testId },
      { body: { importKey, mode, ...(importRepeats ? { importRepeats } : {}) } },
    );
    return { imported, bySection: Array.isArray(bySection) ? bySection : [], test };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && Array.isArray(error.reply.issues)) {
      return { issues: (error.reply as unknown as ImportInvalidBody).issues };
    }
    if (error instanceof ApiError && error.status === 409 && error.code === 'import_repeats') {
      const { repeats, questions } = error.reply as unknown as ImportRepeatsBody;
      return { repeats, questions };
    }
    throw error;
  }
}

async function putFile(url: string, file: File, contentType: string): Promise<void> {
  const response = await fetch(url, { method: 'PUT', body: file, headers: { 'content-type': contentType } });
  if (!response.ok) throw new Error(`The upload failed with status ${response.status}`);
}
