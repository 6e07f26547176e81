import {
  QUESTION_PROBLEM_TEXT,
  questionProblemOf,
  type AdminQuestion,
  type AnswerKeyRevision,
  type QuestionInput,
} from '#shared/mock-tests.js';
import { playbackUrl } from '#lib/media-urls.js';
import { loadTestPartition, testKeys, type TestRecord } from './tests.js';

/** Where a test's question images live (private: served signed). */
export const questionImagePrefix = (testId: string) => `media/tests/${testId}/`;

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
  const problem = questionProblemOf(question);
  return problem && QUESTION_PROBLEM_TEXT[problem];
}

export async function toAdminQuestion(question: QuestionRecord, sectionId: string): Promise<AdminQuestion> {
  const { id, ...rest } = question;
  return {
    ...rest,
    _id: id,
    sectionId,
    ...(question.imageKey ? { imageUrl: await playbackUrl(question.imageKey) } : {}),
  };
}

/** The test with its questions in order, as the editor shows them: one Query. */
export async function testForEditor(
  testId: string,
): Promise<{ test: TestRecord; questions: AdminQuestion[]; answerKeyRevisions: AnswerKeyRevision[] }> {
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

/** Problems that keep a test from being published, each naming its question. */
export async function publishProblems(
  testId: string,
): Promise<{ test: TestRecord; problems: { questionId: string; message: string }[] }> {
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
