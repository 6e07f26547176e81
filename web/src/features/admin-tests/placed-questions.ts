import { OPTION_LETTERS, type TestSection } from '../../../../shared/mock-tests';
import type { AdminQuestion, AdminTest } from './api';

/** A question where the test lists it: its number across the whole test, and its section. */
export interface PlacedQuestion {
  number: number;
  question: AdminQuestion;
  section: TestSection;
}

/** The test's questions in its order, numbered from 1; an id the test lists without its question is skipped. */
export function placedQuestions(
  test: Pick<AdminTest, 'sections'>,
  questions: readonly AdminQuestion[],
): PlacedQuestion[] {
  const byId = new Map(questions.map((question) => [question._id, question]));
  const placed: PlacedQuestion[] = [];
  for (const section of test.sections) {
    for (const id of section.questionIds) {
      const question = byId.get(id);
      if (question) placed.push({ number: placed.length + 1, question, section });
    }
  }
  return placed;
}

const EXCERPT_LENGTH = 90;

/** The start of the question's text (English, else Gujarati), for lists and messages. */
export function questionExcerpt(question: Pick<AdminQuestion, 'textEn' | 'textGu'>): string {
  const text = (question.textEn || question.textGu || '').replace(/\s+/g, ' ').trim();
  if (!text) return '(no text yet)';
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

/** 'A' for option 0; '—' for none. */
export function optionLetter(index: number | null): string {
  return index === null ? '—' : (OPTION_LETTERS[index] ?? String(index + 1));
}
