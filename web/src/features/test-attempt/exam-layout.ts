import type { AttemptView } from './api';

type Question = AttemptView['questions'][number];
type Section = AttemptView['sections'][number];

/** The test's questions as the exam screen walks them. */
export interface ExamLayout {
  /** Question ids in the test's order, section after section. */
  order: string[];
  /** Each question's number in the whole test. */
  numbers: ReadonlyMap<string, number>;
  questions: ReadonlyMap<string, Question>;
}

export function examLayout({ sections, questions }: Pick<AttemptView, 'sections' | 'questions'>): ExamLayout {
  const order = sections.flatMap((section) => section.questionIds);
  return {
    order,
    numbers: new Map(order.map((id, index) => [id, index + 1])),
    questions: new Map(questions.map((question) => [question._id, question])),
  };
}

/** Where the attempt opens: the question the student was on (a resumed attempt), else the first. */
export function resumeAt({ currentQuestionId }: Pick<AttemptView, 'currentQuestionId'>, layout: ExamLayout): string {
  return currentQuestionId && layout.questions.has(currentQuestionId) ? currentQuestionId : (layout.order[0] ?? '');
}

/** The section a question is in; the first section for a question in none. */
export function sectionOf(sections: readonly Section[], questionId: string): Section | undefined {
  return sections.find((section) => section.questionIds.includes(questionId)) ?? sections[0];
}

/**
 * Where Save & Next and Mark for Review & Next go: the next question, which after a section's last is
 * the next section's first; after the test's last question, back to its first, as NTA's screen does.
 */
export function followingQuestion(layout: ExamLayout, questionId: string): string | undefined {
  const index = layout.order.indexOf(questionId);
  if (layout.order.length < 2 || index < 0) return undefined;
  return layout.order[(index + 1) % layout.order.length];
}
