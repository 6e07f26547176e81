import { toQuestionRecord, type QuestionRecord } from './question-records.js';
import type { TestRecord } from './tests.js';

type QuestionWords = Pick<QuestionRecord, 'textEn' | 'textGu' | 'optionsEn' | 'optionsGu'>;

/** Case, spacing and Unicode composition never make two questions different; any other change of a word does. */
const normalised = (text = '') => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/** What makes two questions the same question: both texts and every option, normalised. */
export function questionFingerprint(question: QuestionWords): string {
  return [question.textEn, question.textGu, ...question.optionsEn, '|', ...question.optionsGu]
    .map(normalised)
    .join('\u0001');
}

/**
 * How many of the incoming questions the test already has (the questions its sections list, the
 * only ones that are part of it). Read with the test's `version`, so an import decided on this
 * count lands only on the same test: one written at the same time makes it lose with test_changed.
 */
export function repeatsIn(
  test: TestRecord,
  questionItems: ReadonlyMap<string, Record<string, unknown>>,
  incoming: readonly QuestionWords[],
): number {
  const existing = new Set(
    test.sections.flatMap((section) =>
      section.questionIds.flatMap((id) => {
        const item = questionItems.get(id);
        return item ? [questionFingerprint(toQuestionRecord(item))] : [];
      }),
    ),
  );
  return incoming.filter((question) => existing.has(questionFingerprint(question))).length;
}
